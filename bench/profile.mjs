// `node bench/profile.mjs` (after `npm run build`): where a signed SEPA creation's time goes. Runs the
// CLI with V8's CPU profiler under the bench's load and prints the event loop's CPU per request (from
// /proc, on Linux) and its sampled time per request by place: the sandbox's folders, its libraries,
// Node's HTTP and crypto, GC, idle. Measure before and after a change that could affect a request.
// BENCH_SECONDS (default 10) sets the load's length; PROFILE_MEMORY=1 runs the CLI with --memory.
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLI, DURATION, load, mainThreadCpu, signedRequest, start, stop } from "./harness.mjs";

const dir = await mkdtemp(join(tmpdir(), "psd2-profile-"));
const store = process.env.PROFILE_MEMORY ? ["--memory"] : ["--data", join(dir, "store.json")];
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
  if (/_http|net|stream/.test(url) || SOCKET_WRITES.has(functionName)) return "Node HTTP and sockets";
  if (url.includes("crypto")) return "Node crypto (hashes, random)";
  if (url.startsWith("node:")) return "Node (promises, events, timers)";
  return "V8 built-ins (JSON, RegExp, ...)";
}

let requests = 0;
let cpu;
try {
  const sandbox = await start(CLI, ["--port", "0", ...store], profiler);
  const before = mainThreadCpu(sandbox.child.pid);
  try {
    requests = (await load(sandbox.url, signedRequest(), { duration: DURATION })).requests.total;
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

function report(profile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byPlace = new Map();
  const byFunction = new Map();
  const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id).callFrame;
    const us = profile.timeDeltas[i] ?? 0;
    add(byPlace, placeOf(frame), us);
    const where = frame.url.replace(/^.*\/(node_modules|dist)\//, "").replace(/^node:internal\//, "node:");
    add(byFunction, `${frame.functionName || "(anonymous)"} ${where}:${frame.lineNumber + 1}`, us);
  });
  const table = (map, count) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([name, us]) => `| ${name} | ${(us / requests).toFixed(1)} |`)
      .join("\n");
  console.log(`\n${requests} signed SEPA creations in ${DURATION} s`);
  if (cpu !== undefined) console.log(`event loop CPU: ${cpu.toFixed(1)} µs per request\n`);
  console.log(`| Place | sampled µs per request |\n|---|---|\n${table(byPlace, 25)}\n`);
  console.log(`| Function (self time) | sampled µs per request |\n|---|---|\n${table(byFunction, 20)}`);
}
