// `node bench/profile.mjs` (after `npm run build`): where a signed SEPA creation's time goes. Runs the
// CLI with V8's CPU profiler, with 1k payments stored, under the bench's load (bench/pool.mjs: each
// creation with its own X-Request-ID), and prints the event loop's CPU per request (from /proc, on
// Linux), its sampled time per request by place (the sandbox's folders, its libraries, Node's HTTP
// and crypto, GC, idle) and the top functions by self time. It keeps each run's figures and notes what
// changed since the previous run: measure before and after a change that could affect a request.
// PROFILE_CREATIONS (default 20000) sets the load; PROFILE_STORED (default 1000) how many payments
// the data file holds at the start; PROFILE_MEMORY=1 runs the CLI with --memory;
// PROFILE_FLOOR=1 profiles the floor server (bench/floor-server.mjs) instead.
// The sandbox runs from tsc's modules (bench/serve-modules.mjs: the CLI's serve, not its bundle), so
// that each sample names its source file: places are the sandbox's folders, and functions are named
// with their file but not their line, so that what moved since the previous run survives edits.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dataFileWith, makeTemplate } from "./data-file.mjs";
import { loadPool, mainThreadCpu, start, stop } from "./harness.mjs";
import { creationPool } from "./pool.mjs";

const STORED = Number(process.env.PROFILE_STORED ?? 1_000);
const pool = await creationPool(Number(process.env.PROFILE_CREATIONS ?? 20_000));
const dir = await mkdtemp(join(tmpdir(), "psd2-profile-"));
const store = process.env.PROFILE_MEMORY
  ? ["--memory"]
  : ["--data", await dataFileWith(dir, await makeTemplate(dir), "store", STORED)];
const LAST = new URL(
  `../node_modules/.cache/psd2-bench/profile-last${process.env.PROFILE_FLOOR ? "-floor" : ""}.json`,
  import.meta.url,
);
const profiler = ["--cpu-prof", `--cpu-prof-dir=${dir}`, "--cpu-prof-interval=100"];

const SOCKET_WRITES = new Set(["writev", "writeBuffer", "writeUtf8String", "writeLatin1String"]);

/** Where a sampled frame belongs. */
function placeOf({ functionName, url }) {
  if (functionName.startsWith("(")) return functionName; // (garbage collector), (idle), (program)
  if (functionName === "verifyOneShot") return "RSA verify (handing it to the thread pool)";
  const lib = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (lib) return lib[1];
  const own = /\/dist\/([^/]+)/.exec(url);
  if (own) return `src/${own[1].replace(/\.js$/, ".ts")}`;
  if (url.includes("/bench/")) return "the floor server (bench/)";
  if (/_http|net|stream/.test(url) || SOCKET_WRITES.has(functionName)) return "Node HTTP and sockets";
  if (url.includes("crypto")) return "Node crypto (hashes, random)";
  if (url.startsWith("node:")) return "Node (promises, events, timers)";
  return "V8 built-ins (JSON, RegExp, ...)";
}

/** A frame's file: `src/...ts` for the sandbox's own, the package path for a library's, Node's module. */
function whereOf(url) {
  const lib = /\/node_modules\/(.*)$/.exec(url);
  if (lib) return lib[1];
  const own = /\/dist\/(.*)\.js$/.exec(url);
  if (own) return `src/${own[1]}.ts`;
  return url.replace(/^.*\/bench\//, "bench/").replace(/^node:internal\//, "node:");
}

let requests = 0;
let cpu;
let run;
try {
  // PROFILE_FLOOR=1: the floor server instead, to compare the sandbox's costs with it.
  const sandbox = process.env.PROFILE_FLOOR
    ? await start(
        new URL("./floor-server.mjs", import.meta.url).pathname,
        [join(dir, "floor.journal")],
        profiler,
      )
    : await start(
        new URL("./serve-modules.mjs", import.meta.url).pathname,
        ["--port", "0", ...store],
        profiler,
      );
  const before = mainThreadCpu(sandbox.child.pid);
  try {
    run = await loadPool(sandbox.url, pool);
    requests = run.total;
    const after = mainThreadCpu(sandbox.child.pid);
    if (before !== undefined && after !== undefined) cpu = (after - before) / requests;
  } finally {
    await stop(sandbox);
  }
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`the CLI wrote no CPU profile to ${dir}`);
  report(JSON.parse(readFileSync(join(dir, file), "utf8")));
} finally {
  await rm(dir, { recursive: true, force: true });
}

/** Sampled µs by place and by function (self time), counting only samples inside the load's window. */
function sampled(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPlace = new Map();
  const byFunction = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    at += us;
    if (at < Number(run.firstUs) || at > Number(run.lastUs)) return;
    const frame = nodes.get(id).callFrame;
    add(byPlace, placeOf(frame), us);
    add(byFunction, `${frame.functionName || "(anonymous)"} ${whereOf(frame.url)}`.trim(), us);
  });
  const perRequest = (map) => Object.fromEntries([...map].map(([k, us]) => [k, us / requests]));
  return { places: perRequest(byPlace), functions: perRequest(byFunction) };
}

function report(profile) {
  const now = { rate: run.rate, cpu, ...sampled(profile) };
  let last;
  try {
    last = JSON.parse(readFileSync(LAST, "utf8"));
  } catch {}
  const top = (map, count) =>
    Object.entries(map)
      .sort((a, b) => b[1] - a[1])
      .slice(0, count);
  const table = (map, count) =>
    top(map, count)
      .map(([name, us]) => `| ${name} | ${us.toFixed(1)} |`)
      .join("\n");
  console.log(
    `\n${requests} signed SEPA creations, ${process.env.PROFILE_MEMORY ? "in memory" : `${STORED} stored`}: ${Math.round(run.rate)} requests/s (with the profiler on)`,
  );
  if (cpu !== undefined) console.log(`event loop CPU: ${cpu.toFixed(1)} µs per request\n`);
  console.log(`| Place | sampled µs per request |\n|---|---|\n${table(now.places, 25)}\n`);
  console.log(`| Function (self time) | sampled µs per request |\n|---|---|\n${table(now.functions, 25)}`);
  if (last) {
    // What changed since the previous run: the places and functions that moved by 2 µs or more.
    const moved = (before, after) =>
      [...new Set([...Object.keys(before), ...Object.keys(after)])]
        .map((k) => [k, before[k] ?? 0, after[k] ?? 0])
        .filter(([, b, a]) => Math.abs(a - b) >= 2)
        .sort((x, y) => Math.abs(y[2] - y[1]) - Math.abs(x[2] - x[1]))
        .slice(0, 15)
        .map(([k, b, a]) => `| ${k} | ${b.toFixed(1)} | ${a.toFixed(1)} | ${(a - b).toFixed(1)} |`)
        .join("\n");
    console.log(
      `\nSince the previous run (${last.at}): ${Math.round(last.rate)} -> ${Math.round(now.rate)} requests/s, event loop CPU ${last.cpu?.toFixed(1)} -> ${cpu?.toFixed(1)} µs per request`,
    );
    console.log(
      `| Moved by >= 2 µs per request | before | now | change |\n|---|---|---|---|\n${moved(last.places, now.places)}\n${moved(last.functions, now.functions)}`,
    );
  }
  mkdirSync(new URL(".", LAST), { recursive: true });
  writeFileSync(LAST, JSON.stringify({ at: new Date().toISOString(), ...now }));
}
