// `npm run build`, after tsc: bundles the CLI (dist/cli.js) so that it starts in fewer, larger files.
// Node's ESM loader pays per module (resolve, stat, read, compile, link), and a start loaded ~400 of
// them (the sandbox's 260, zod's 95, hono's 35): bundled, the ready line comes in about half the
// time (docs/performance.md, "Start-up"). Two bundles: serving (dist/cli-serve.js, with all a start
// needs in one chunk) and the entry (dist/cli.js), which parses the command line and loads serving or
// one client verb's chunk. A client verb runs once per line of a QA script and loads only what it
// needs; a start pays one small file more. What is imported dynamically (faker, the OpenAPI document,
// the pages, node-cron) stays a chunk of its own, loaded when first needed. The entry's own code is
// dist/cli-main.js, which exports `run(argv)`; dist/cli.js, the binary, only calls it and exits on a
// failure, so that the test suite runs client verbs through the very bundle users run, in one
// long-lived process instead of one process per command (test/helpers/cli.ts). Libraries that find
// their own files by path (node-cron's daemon, swagger-ui-dist) or load only on demand stay external.
// The two bundles each have their own copy of the code they share: the entry tells the errors it
// reports by name, not by class.
// dist/index.js, the programmatic API, is left as tsc wrote it.
import { execFileSync } from "node:child_process";
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { build } from "rolldown";

/**
 * Bundled: the libraries every start loads, and the bundler's own helpers (which it inlines). An
 * external package costs Node's resolver a package.json and its exports map (lowdb's three small
 * files measured ~10 ms CPU less bundled). Every other package is imported from node_modules.
 */
const BUNDLED = /^(zod|hono|@hono\/node-server|lowdb|@oxc-project\/runtime)(\/|$)/;

const dist = new URL("../dist/", import.meta.url).pathname;
await rm(`${dist}cli-chunks`, { recursive: true, force: true });
await rm(`${dist}cli-serve.js`, { force: true });
const common = {
  platform: "node",
  transform: { target: "node20.19" },
  external: (id) => !id.startsWith(".") && !id.startsWith("/") && !BUNDLED.test(id),
};
const output = {
  dir: dist,
  format: "esm",
  // Only licence comments are kept: V8 scans every byte at start-up (the JSDoc of the sources is
  // a sixth of the bundle; ~3 ms). Names and lines stay as they are, for readable stack traces.
  comments: { legal: true, annotation: false, jsdoc: false },
  entryFileNames: "[name].js",
  chunkFileNames: "cli-chunks/[name]-[hash].js",
};
await build({
  ...common,
  input: { serve: `${dist}cli/serve.js` },
  plugins: [
    {
      name: "start-chunk-imports-as-es-modules-do",
      renderChunk(code, chunk) {
        if (chunk.name !== "serve-start") return null;
        const out = code
          // Code compiled as a vm.Script cannot import() on Node 20 (that needs an experimental flag),
          // so the start chunk's imports of packages go through a file Node's own loader compiles.
          .replace(/\bimport\(("[^"./][^"]*")\)/g, 'require("./import-package.cjs")($1)')
          // An import() of a lazy part resolves once its file is read, on a later turn of the event
          // loop; the bundler's require() would load it in the next microtask, before the code after
          // the import() runs (the batch schedule would load before the ready line, not after it).
          .replaceAll(
            "Promise.resolve().then(() => require(",
            "new Promise((loaded) => setImmediate(loaded)).then(() => require(",
          );
        if (/\bimport\(/.test(out)) throw new Error("serve-start: an import() the build cannot redirect");
        return out;
      },
      generateBundle() {
        this.emitFile({
          type: "asset",
          fileName: "cli-chunks/import-package.cjs",
          source: '"use strict";\nmodule.exports = (name) => import(name);\n',
        });
      },
    },
  ],
  output: {
    ...output,
    // CommonJS, so that dist/cli-serve.js can compile the start chunk with V8's code cache (Node 20
    // has none for ES modules); strict, as the ES modules it is made of are.
    format: "cjs",
    strict: true,
    entryFileNames: "cli-chunks/[name].cjs",
    chunkFileNames: (chunk) =>
      chunk.name === "serve-start" ? "cli-chunks/serve-start.cjs" : "cli-chunks/[name]-[hash].cjs",
    // Left to itself the bundler splits off every module a lazy chunk shares with the start (two dozen
    // small files, each a round of the loader); this keeps all a start imports in one chunk, which the
    // lazy chunks require (it is loaded by then).
    codeSplitting: { groups: [{ name: "serve-start", tags: ["$initial"] }] },
  },
});
await copyFile(new URL("./cli-serve-loader.mjs", import.meta.url), `${dist}cli-serve.js`);
// The code cache: written by a start of serving itself once it is listening, so that it holds the
// functions a start runs too. In a folder of its own, with no PSD2_SANDBOX_* variables, so that no
// config file or setting of this shell changes what it runs.
const cacheRun = `const serving = await import(${JSON.stringify(`${dist}cli-serve.js`)});
await serving.serveCommand(["--port", "0", "--memory"]);
serving.writeCodeCache();
process.exit(0);`;
// Only a cache: where that start cannot run (no loopback to listen on, say), the build goes on
// without it, and a start compiles the chunk as it would without a cache.
const cacheDir = await mkdtemp(join(tmpdir(), "psd2-code-cache-"));
try {
  execFileSync(process.execPath, ["--input-type=module", "-e", cacheRun], {
    cwd: cacheDir,
    env: Object.fromEntries(
      Object.entries(process.env).filter(([name]) => !name.startsWith("PSD2_SANDBOX_")),
    ),
    stdio: ["ignore", "ignore", "inherit"],
    timeout: 60_000,
  });
} catch (error) {
  process.stderr.write(`bundle-cli: no code cache for serving (${error.message}); it starts without one\n`);
} finally {
  await rm(cacheDir, { recursive: true, force: true });
}
await build({
  ...common,
  input: { "cli-main": `${dist}cli/main.js` },
  plugins: [
    {
      name: "serving-is-its-own-bundle",
      resolveId: (source, importer) =>
        source === "./serve.js" && importer === `${dist}cli/main.js`
          ? // Kept as written: the entry's bundle sits beside serving's (dist/), not where tsc put main.js.
            { id: "./cli-serve.js", external: true }
          : null,
    },
  ],
  onLog(level, log, report) {
    // cli/main.ts imports its commands lazily, but the argument parser needs their table anyway.
    if (log.code !== "INEFFECTIVE_DYNAMIC_IMPORT") report(level, log);
  },
  output,
});
// The binary: it imports the entry's bundle beside it, as written.
await build({
  ...common,
  input: { cli: `${dist}cli/bin.js` },
  plugins: [
    {
      name: "the-entry-is-its-own-bundle",
      resolveId: (source) => (source === "./main.js" ? { id: "./cli-main.js", external: true } : null),
    },
  ],
  output,
});

// The ASN.1 libraries, which src/signing/asn1.ts requires when the first certificate is read: one
// file to load instead of their ~90 (resolving, reading and compiling each costs more than the code).
await build({
  input: new URL("./asn1-libraries.cjs", import.meta.url).pathname,
  platform: "node",
  transform: { target: "node20.19" },
  output: {
    file: `${dist}asn1-libraries.cjs`,
    format: "cjs",
    comments: { legal: true, annotation: false, jsdoc: false },
  },
});
