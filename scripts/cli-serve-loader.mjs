// dist/cli-serve.js, copied there by scripts/bundle-cli.mjs: loads serving's bundle with V8's code
// cache. Compiling the start chunk's ~850 KB, and each function the start then runs, is a fifth of a
// cold start, and Node 20 keeps no compile cache of its own (module.enableCompileCache() came with
// Node 22.1). So the start chunk is a CommonJS file compiled here as a vm.Script, with the cache that
// the build wrote after a start of its own (the functions a start runs included; each build writes
// the chunk and its cache anew). A cache V8 cannot use (another Node, other V8 flags) is rejected by
// V8 and the chunk compiled as usual: slower, never different. The chunk is put in require's cache first, so the lazy chunks that
// require it get this one. It holds no import() (the build sends those through a file of its own).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire, Module } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { Script } from "node:vm";

const chunks = join(dirname(fileURLToPath(import.meta.url)), "cli-chunks");
const startChunk = join(chunks, "serve-start.cjs");
const cacheFile = `${startChunk}.cache`;

let cachedData;
try {
  cachedData = readFileSync(cacheFile);
} catch {
  // No cache (a build that could not write one): compiled as usual.
}
const script = new Script(Module.wrap(readFileSync(startChunk, "utf8")), {
  filename: startChunk,
  cachedData,
});
const require = createRequire(startChunk);
const start = new Module(startChunk);
start.filename = startChunk;
require.cache[startChunk] = start;
script.runInThisContext()(start.exports, require, start, startChunk, chunks);
start.loaded = true;

export const { serveCommand, isLoopback } = require("./serve.cjs");

/** Whether V8 compiled the start chunk from the cache (a test holds the build to it). */
export const codeCacheUsed = cachedData !== undefined && !script.cachedDataRejected;

/** For the build: writes the cache of the chunk as compiled so far (call it after a start). */
export function writeCodeCache() {
  writeFileSync(cacheFile, script.createCachedData());
}
