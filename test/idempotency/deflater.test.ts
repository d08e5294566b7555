import { PassThrough } from "node:stream";
import { type DeflateRaw, deflateRawSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { reusableDeflate } from "../../src/idempotency/deflater.js";

describe("the reused deflate where Node's internals differ", () => {
  it("packs with Node's own call, to the same bytes", () => {
    const options = { dictionary: Buffer.from("transactionStatus"), level: 9, windowBits: 12, memLevel: 5 };
    // A zlib stream without the native handle the reused deflate drives.
    const make = vi.fn(() => new PassThrough() as unknown as DeflateRaw);
    const deflate = reusableDeflate(options, make);
    for (const text of ['{"transactionStatus":"RCVD"}', "", "x".repeat(40_000)]) {
      expect(deflate(text).equals(deflateRawSync(text, options))).toBe(true);
    }
    // Looked for once: a stream without the native handle is not asked again.
    expect(make).toHaveBeenCalledTimes(1);
  });
});
