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
import { rm } from "node:fs/promises";
import { build } from "rolldown";

/**
 * Bundled: the libraries every start loads, and the bundler's own helpers (which it inlines). An
 * external package costs Node's resolver a package.json and its exports map (lowdb's three small
 * files measured ~10 ms CPU less bundled). Every other package is imported from node_modules.
 */
const BUNDLED = /^(zod|hono|@hono\/node-server|lowdb|@oxc-project\/runtime)(\/|$)/;

const dist = new URL("../dist/", import.meta.url).pathname;
await rm(`${dist}cli-chunks`, { recursive: true, force: true });
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
  input: { "cli-serve": `${dist}cli/serve.js` },
  output: {
    ...output,
    // Left to itself the bundler splits off every module a lazy chunk shares with the start (two dozen
    // small files, each a round of the loader); this keeps all a start imports in one chunk, which the
    // lazy chunks import from (it is loaded by then).
    codeSplitting: { groups: [{ name: "serve-start", tags: ["$initial"] }] },
  },
});
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
