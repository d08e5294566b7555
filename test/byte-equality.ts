/**
 * Setup file of `npm test`: `toEqual` of two Buffers compares them as bytes, in one call. vitest's
 * own equality walks a Buffer as an iterable, one `equals` call per byte, and the store's tests
 * compare whole data files and journals that way (before and after a refused start, a fold, a
 * repair): seconds of the suite's CPU. Same answer, same diff on failure.
 */
import { expect } from "vitest";

// Once per worker: with isolate off, this file runs before each test file in the same worker, and
// every tester added stays in vitest's list for the later files.
const shared = globalThis as { psd2ByteEquality?: true };
if (shared.psd2ByteEquality === undefined) {
  shared.psd2ByteEquality = true;
  expect.addEqualityTesters([
    function bytesEqual(a: unknown, b: unknown): boolean | undefined {
      return Buffer.isBuffer(a) && Buffer.isBuffer(b) ? a.equals(b) : undefined;
    },
  ]);
}
