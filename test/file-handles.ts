/**
 * Setup file of `npm test`: a file handle the code under test opens and never closes is left to the
 * garbage collector, which closes it at some later moment with a deprecation warning (DEP0137) and
 * no hint of its owner. Every `fs/promises` open is recorded with where it was opened; a test file
 * that ends with one still open fails, naming that place, and the handle is closed then.
 */
import fs from "node:fs";
import type { FileHandle } from "node:fs/promises";
import { syncBuiltinESMExports } from "node:module";
import { afterAll } from "vitest";

// Once per worker: with isolate off, test files share it, and each file checks what it opened.
const shared = globalThis as { psd2OpenHandles?: Map<FileHandle, string> };
if (shared.psd2OpenHandles === undefined) {
  const handles = new Map<FileHandle, string>();
  shared.psd2OpenHandles = handles;
  const open = fs.promises.open;
  fs.promises.open = async function openRecorded(...args: Parameters<typeof open>) {
    const handle = await open(...args);
    const stack = new Error().stack?.split("\n").slice(2, 9).join("\n") ?? "";
    handles.set(handle, `${String(args[0])}\n${stack}`);
    const close = handle.close.bind(handle);
    handle.close = () => {
      handles.delete(handle);
      return close();
    };
    return handle;
  };
  // Modules that imported `open` from node:fs/promises see the recording one too.
  syncBuiltinESMExports();
}
const handles = shared.psd2OpenHandles;

afterAll(async () => {
  const left = [...handles.entries()];
  handles.clear();
  await Promise.all(left.map(([handle]) => handle.close().catch(() => {})));
  if (left.length > 0) {
    throw new Error(
      `${left.length} file handle(s) opened by this file were never closed (the garbage collector would close them, with warning DEP0137); opened at:\n${left.map(([, where]) => where).join("\n\n")}`,
    );
  }
});
