// `node bench/profile-startup.mjs` (after `npm run build`): where the CLI's start-up goes, from V8 CPU
// profiles of `psd2-sandbox --port 0 --memory` up to its "listening" line. Prints, as medians over
// PROFILE_RUNS runs (default 7; a shared machine preempts a run now and then, and a sampling profiler
// books that pause to whatever ran), the sampled time by place (the sandbox's files, each library,
// Node's module loader, GC), by function, the sandbox's own functions with what they call, and the
// top-level evaluation of each module. PROFILE_ARGS replaces `--memory` (e.g. "--data /tmp/x.json");
// PROFILE_BARE=1 profiles bench/bare-server.mjs instead, the reference of bench/cold-start.mjs;
// PROFILE_CLI=<checkout> profiles that checkout's CLI (a reference build).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

// PROFILE_CLI profiles another checkout's build instead (its dist/cli.js), e.g. a reference's.
const ROOT = process.env.PROFILE_CLI
  ? `${process.env.PROFILE_CLI.replace(/\/$/, "")}/`
  : new URL("..", import.meta.url).pathname;
const CLI = `${ROOT}dist/cli.js`;
// PROFILE_BARE=1 profiles the bare Hono server instead: the reference the start is measured against.
const COMMAND = process.env.PROFILE_BARE
  ? [new URL("./bare-server.mjs", import.meta.url).pathname]
  : [CLI, "--port", "0", ...(process.env.PROFILE_ARGS?.split(" ") ?? ["--memory"])];
const RUNS = Number(process.env.PROFILE_RUNS ?? 7);
const TOP = Number(process.env.PROFILE_TOP ?? 15);
const INTERVAL_US = Number(process.env.PROFILE_INTERVAL_US ?? 250);

/** A frame's file, shortened: `dist/x.js`, `<package>/<file>` for a library, `node:…` for Node's. */
const fileOf = (url) => /\/node_modules\/(.*)$/.exec(url)?.[1] ?? url.replace(`file://${ROOT}`, "");

/** Where a frame's self time belongs: a library (by package), one of our files, Node's loader… */
function placeOf({ functionName, url }) {
  if (functionName.startsWith("(")) return functionName; // (garbage collector), (program)
  const lib = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (lib) return lib[1];
  if (url.includes("/dist/")) return fileOf(url);
  if (/node:internal\/(modules|vm)|node:internal\/process\/esm/.test(url)) return "Node's module loader";
  return url === "" ? "native (file reads, compiling, ...)" : "Node (other)";
}

/** One profiled start: the wall time to the line, and the profile up to the line. */
async function profileOnce(dir) {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ["--cpu-prof", `--cpu-prof-dir=${dir}`, `--cpu-prof-interval=${INTERVAL_US}`, ...COMMAND],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let ready;
  let readyAtUs;
  child.stdout.on("data", (chunk) => {
    if (ready === undefined && String(chunk).includes("listening")) {
      ready = performance.now() - started;
      // V8's profile timestamps and hrtime read the same monotonic clock (on Linux).
      readyAtUs = Number(process.hrtime.bigint() / 1000n);
      child.kill("SIGTERM"); // the CLI stops at once; V8 writes the profile on exit
    }
  });
  const [code] = await once(child, "exit");
  if (ready === undefined) throw new Error(`exited with ${code} before listening`);
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  const profile = JSON.parse(readFileSync(join(dir, file), "utf8"));
  await rm(join(dir, file));
  return { ready, tables: tabulate(profile, readyAtUs) };
}

/** Sampled time by place, function, … up to the ready line (what runs after it delays nothing). */
function tabulate({ nodes, samples, timeDeltas, startTime }, readyAtUs) {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const stack = (id) => {
    const out = [];
    for (let at = id; at !== undefined; at = parent.get(at)) out.push(byId.get(at).callFrame);
    return out;
  };
  const tables = { cpu: new Map(), place: new Map(), fn: new Map(), own: new Map(), module: new Map() };
  const add = (table, key, ms) => tables[table].set(key, (tables[table].get(key) ?? 0) + ms);
  let at = startTime;
  for (let i = 0; i < samples.length; i++) {
    at += timeDeltas[i] ?? 0;
    if (at > readyAtUs) break;
    const frames = stack(samples[i]);
    const ms = (timeDeltas[i] ?? 0) / 1000;
    const [leaf] = frames;
    if (leaf.functionName === "(idle)") continue;
    add("cpu", "sampled CPU before the line (idle left out)", ms);
    add("place", placeOf(leaf), ms);
    add("fn", `${leaf.functionName || "(top level)"}  ${fileOf(leaf.url)}:${leaf.lineNumber + 1}`, ms);
    const seen = new Set();
    for (const f of frames) {
      const own = f.url.includes("/dist/") && f.functionName !== "";
      const topLevel = f.functionName === "" && f.lineNumber === 0 && f.url.startsWith("file:");
      const key = own ? `${f.functionName}  ${fileOf(f.url)}` : topLevel ? fileOf(f.url) : undefined;
      if (key === undefined || seen.has(key)) continue;
      seen.add(key);
      add(own ? "own" : "module", key, ms);
    }
  }
  return tables;
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const dir = await mkdtemp(join(tmpdir(), "psd2-startprof-"));
const runs = [];
try {
  for (let i = 0; i < RUNS; i++) runs.push(await profileOnce(dir));
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** Each key's median over the runs (a run without the key counts 0). */
function print(title, table) {
  const keys = new Set(runs.flatMap((r) => [...r.tables[table].keys()]));
  const rows = [...keys].map((k) => [k, median(runs.map((r) => r.tables[table].get(k) ?? 0))]);
  console.log(`\n${title}`);
  for (const [k, v] of rows.sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${v.toFixed(1).padStart(8)} ms  ${k}`);
}
console.log(`node ${COMMAND.join(" ").replaceAll(ROOT, "")}: ${RUNS} profiled starts, medians`);
console.log(`ready line after ${median(runs.map((r) => r.ready)).toFixed(0)} ms (profiling slows it)`);
print("Total", "cpu");
print("Self time by place", "place");
print("Self time by function", "fn");
print("The sandbox's own functions, inclusive (with what they call)", "own");
print("Top-level module code, inclusive (evaluating the file)", "module");
