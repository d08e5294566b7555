// `node bench/profile-ab.mjs <other checkout>` (both built): where the served creation path spends its
// event loop's time, this checkout's CLI (dist/cli.js) against another's, under the same load. Each
// side's CLI runs with V8's CPU profiler over a fresh data file, gets PROFILE_WARM_UP (default 2,000)
// pooled creations (bench/pool.mjs), then PROFILE_CREATIONS (default 8,000) in the timed window;
// PROFILE_ROUNDS (default 2) rounds, sides alternating. Only samples inside the timed window count.
// It prints sampled µs per creation by function (self time; name and file, since the two bundles
// hash their chunks differently) for both sides and the difference, largest first, and the main
// thread's CPU per creation (/proc). The bundles are profiled, not tsc's modules: what a user runs.
import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, join, resolve } from "node:path";
import { CLI, loadPool, mainThreadCpu, start, stop } from "./harness.mjs";
import { creationPool } from "./pool.mjs";

const [other] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (other === undefined) {
  console.error("usage: node bench/profile-ab.mjs <path of another checkout, built>");
  process.exit(2);
}
const WARM_UP = Number(process.env.PROFILE_WARM_UP ?? 2_000);
const TIMED = Number(process.env.PROFILE_CREATIONS ?? 8_000);
const ROUNDS = Number(process.env.PROFILE_ROUNDS ?? 2);
const TOP = Number(process.env.PROFILE_TOP ?? 40);
// PROFILE_MODULES=1: each side's CLI serve from tsc's modules (its bench/serve-modules.mjs), so that a
// sample names its source file and the places below are the sandbox's folders and the libraries.
const MODULES = process.env.PROFILE_MODULES === "1";
const entry = (root) => join(root, MODULES ? "bench/serve-modules.mjs" : "dist/cli.js");
const sides = [
  { name: "this", cli: MODULES ? entry(resolve(new URL("..", import.meta.url).pathname)) : CLI },
  { name: "other", cli: entry(resolve(other)) },
];
const all = await creationPool(WARM_UP + TIMED);
const dir = await mkdtemp(join(tmpdir(), "psd2-profile-ab-"));

/**
 * A frame's name: the function's, with its library or Node module; the sandbox's own functions by name
 * alone (the two builds bundle them into different chunks), an anonymous one with its file and line.
 */
function nameOf({ functionName, url, lineNumber }) {
  if (functionName.startsWith("(")) return functionName;
  const lib = /\/node_modules\/(.*)$/.exec(url);
  if (lib) return `${functionName || "(anonymous)"} ${lib[1]}`;
  if (url.startsWith("node:") || url === "") return `${functionName || "(anonymous)"} ${url}`.trim();
  const own = MODULES ? ` ${url.replace(/^.*\/dist\//, "src/").replace(/\.js$/, ".ts")}` : "";
  if (functionName) return `${functionName}${own}`;
  return `(anonymous) ${MODULES ? own.trim() : basename(url)}:${lineNumber + 1}`;
}

/** Where a frame belongs: a folder of the sandbox (modules only), a library, Node's part, V8's. */
function placeOf({ functionName, url }) {
  if (functionName.startsWith("(")) return functionName;
  if (functionName === "verifyOneShot") return "RSA verify (handing it to the thread pool)";
  const lib = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (lib) return lib[1];
  const own = /\/dist\/([^/]+)\//.exec(url);
  if (own) return `src/${own[1]}/`;
  if (/\/dist\//.test(url)) return MODULES ? "src/*.ts" : "the sandbox and its bundled libraries";
  if (
    /_http|net|stream/.test(url) ||
    /^(writev|writeBuffer|writeUtf8String|writeLatin1String)$/.test(functionName)
  )
    return "Node HTTP and sockets";
  if (url.includes("crypto")) return "Node crypto";
  if (url.includes("zlib")) return "Node zlib";
  if (url.startsWith("node:")) return "Node (promises, events, timers)";
  return "V8 built-ins and natives";
}

/** Self µs by function name and by place, inside [firstUs, lastUs]. */
function selfTimes(profile, firstUs, lastUs) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const by = new Map();
  let at = profile.startTime;
  profile.samples.forEach((id, i) => {
    const us = profile.timeDeltas[i] ?? 0;
    at += us;
    if (at < firstUs || at > lastUs) return;
    const frame = nodes.get(id).callFrame;
    for (const key of [nameOf(frame), `place: ${placeOf(frame)}`]) by.set(key, (by.get(key) ?? 0) + us);
  });
  return by;
}

async function run(side, round) {
  const profDir = join(dir, `${side.name}-${round}`);
  const data = join(dir, `${side.name}-${round}.json`);
  const server = await start(
    side.cli,
    ["--port", "0", "--data", data],
    ["--cpu-prof", `--cpu-prof-dir=${profDir}`, "--cpu-prof-interval=200"],
  );
  let window;
  let cpu;
  try {
    // PROFILE_WARM_UP=0: the window opens with the server's first request (its first seconds).
    if (WARM_UP > 0) await loadPool(server.url, all.slice(0, WARM_UP));
    const before = mainThreadCpu(server.child.pid);
    window = await loadPool(server.url, all.slice(WARM_UP));
    cpu = (mainThreadCpu(server.child.pid) - before) / window.total;
  } finally {
    await stop(server);
  }
  const file = readdirSync(profDir).find((name) => name.endsWith(".cpuprofile"));
  const profile = JSON.parse(readFileSync(join(profDir, file), "utf8"));
  const by = selfTimes(profile, Number(window.firstUs), Number(window.lastUs));
  console.error(
    `${side.name} (${round}): ${Math.round(window.rate)}/s, main thread ${Math.round(cpu)} µs each`,
  );
  return { by, total: window.total, cpu };
}

try {
  const sums = { this: new Map(), other: new Map() };
  const counts = { this: 0, other: 0 };
  const cpus = { this: [], other: [] };
  for (let round = 1; round <= ROUNDS; round++)
    for (const side of round % 2 === 1 ? sides : [...sides].reverse()) {
      const { by, total, cpu } = await run(side, round);
      counts[side.name] += total;
      cpus[side.name].push(cpu);
      for (const [k, us] of by) sums[side.name].set(k, (sums[side.name].get(k) ?? 0) + us);
    }
  const per = (side, k) => (sums[side].get(k) ?? 0) / counts[side];
  const keys = [...new Set([...sums.this.keys(), ...sums.other.keys()])];
  const places = keys.filter((k) => k.startsWith("place: "));
  const functions = keys.filter((k) => !k.startsWith("place: "));
  const total = (side) => functions.reduce((a, k) => a + (k === "(idle)" ? 0 : per(side, k)), 0);
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `main thread CPU per creation: this ${mean(cpus.this).toFixed(0)} µs, other ${mean(cpus.other).toFixed(0)} µs`,
  );
  console.log(
    `sampled (not idle) per creation: this ${total("this").toFixed(0)} µs, other ${total("other").toFixed(0)} µs\n`,
  );
  const row = (k) =>
    `| ${k.replace(/^place: /, "")} | ${per("this", k).toFixed(1)} | ${per("other", k).toFixed(1)} | ${(per("this", k) - per("other", k)).toFixed(1)} |`;
  console.log("| place (self) | this µs | other µs | difference |\n|---|---|---|---|");
  for (const k of places.sort((a, b) => per("this", b) + per("other", b) - per("this", a) - per("other", a)))
    console.log(row(k));
  console.log("\n| function (self) | this µs | other µs | difference |\n|---|---|---|---|");
  for (const k of functions
    .sort((a, b) => Math.abs(per("this", b) - per("other", b)) - Math.abs(per("this", a) - per("other", a)))
    .slice(0, TOP))
    console.log(row(k));
  console.log("\n| this side's top (self) | µs |\n|---|---|");
  for (const k of functions.sort((a, b) => per("this", b) - per("this", a)).slice(0, TOP))
    console.log(`| ${k} | ${per("this", k).toFixed(1)} |`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
