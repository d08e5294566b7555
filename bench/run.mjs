// `npm run bench [-- --with-tests]`: every figure of the performance issue, each with its target and
// the ratio, measured in this one run on this machine (compare ratios, not absolute numbers).
// - Creation: signed + validated + durable SEPA creations over loopback (32 connections), each request
//   with its own X-Request-ID (bench/pool.mjs, signed before the timed window), against a sandbox
//   holding 1k and one holding 100k payments (data files written straight to disk, bench/data-file.mjs).
//   References get the very same requests: the floor (bench/floor-server.mjs: the sandbox's signature
//   check and one fsynced journal line, nothing else) and a bare Hono POST handler.
// - Journal: the same creations with the request journal on (size 1000) and off (size 0).
// - A/B runs are interleaved (floor, journal on, journal off, 100k; three times) as the machine is shared;
//   each run also gives the server's CPU per request (/proc), steadier than requests/s when shared.
// - Cold start to the ready line, --memory, against the bare Hono server started the same way
//   (bench/cold-start.mjs's measureColdStart, COLD_TRIALS alternating trials, default 7 here).
// - Time travel (bench/time-travel.mjs, --memory): a one-year clock move with 100 and with 1,000 daily
//   standing orders, and a ten-year move with 100. With --reference=DIR (a built checkout, such as the
//   performance reference build) every move is also made by DIR's CLI: the one-year move with 100
//   orders alternating with this build's (TRAVEL_ROUNDS, default 2, the ratio of the medians), the
//   larger ones once each, after this build's.
// - With --time-travel: only the time-travel figures. With --with-tests: `npm test`'s wall time (long, so
//   off by default).
import { spawn } from "node:child_process";
import { copyFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { COLD_START_TARGET, measureColdStart } from "./cold-start.mjs";
import { dataFileWith, makeTemplate } from "./data-file.mjs";
import { CLI, CONNECTIONS, loadPool, processCpu, start, stop } from "./harness.mjs";
import { creationPool } from "./pool.mjs";
import { timeTravelFigures } from "./time-travel-figures.mjs";

const POOL = Number(process.env.BENCH_CREATIONS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const withTests = process.argv.includes("--with-tests");
const travelOnly = process.argv.includes("--time-travel");
const reference = process.argv.find((arg) => arg.startsWith("--reference="))?.slice("--reference=".length);
const TRAVEL_ROUNDS = Number(process.env.TRAVEL_ROUNDS ?? 2);
const bench = (name) => new URL(`./${name}`, import.meta.url).pathname;
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

const pool = travelOnly ? [] : await creationPool(POOL);
const dir = await mkdtemp(join(tmpdir(), "psd2-bench-"));
const runs = [];
const figures = [];

/** Starts `script args`, sends it the pool (`rounds` times), stops it; keeps the run under `name`. */
async function measure(name, script, args, rounds = 1) {
  const server = await start(script, args);
  try {
    const before = processCpu(server.child.pid);
    const run = { name, ...(await loadPool(server.url, pool, { rounds })) };
    // The server's CPU per answer: steadier than requests/s when other work shares the machine.
    run.cpu = before === undefined ? undefined : (processCpu(server.child.pid) - before) / run.total;
    runs.push(run);
    console.error(
      `${name}: ${Math.round(run.rate)} requests/s, p99 ${run.p99} ms, ${Math.round(run.cpu)} µs CPU each`,
    );
    return run;
  } finally {
    await stop(server);
  }
}

let serial = 0;
/** A sandbox CLI over a fresh data file with `count` payments, a request log of `journalSize`. */
const pristine = new Map();
async function sandbox(name, template, count, journalSize) {
  const id = `s${serial++}`;
  const config = join(dir, `${id}.config.json`);
  await writeFile(config, JSON.stringify({ requestLog: { size: journalSize } }));
  // Each server gets its own copy of a data file written once per size (a server folds into it).
  if (!pristine.has(count)) pristine.set(count, await dataFileWith(dir, template, `stored-${count}`, count));
  const file = join(dir, `${id}.json`);
  await copyFile(pristine.get(count), file);
  try {
    return await measure(name, CLI, ["--port", "0", "--data", file, "--config", config]);
  } finally {
    await rm(file, { force: true });
    await rm(`${file}.journal`, { force: true });
  }
}

/** `npm test`'s wall time, in ms. */
function testSuite() {
  const started = performance.now();
  const child = spawn("npm", ["test", "--silent"], { stdio: ["ignore", "ignore", "inherit"] });
  return new Promise((resolve, reject) =>
    child.once("exit", (code) =>
      code === 0 ? resolve(performance.now() - started) : reject(new Error(`npm test exited with ${code}`)),
    ),
  );
}

function figure(what, measured, target, ratio, met) {
  figures.push({ what, measured, target, ratio, met });
}

try {
  if (!travelOnly) await creations();
  await timeTravelFigures({ reference, rounds: TRAVEL_ROUNDS, figure });
  if (withTests) {
    const ms = await testSuite();
    figure("npm test wall time", `${(ms / 1000).toFixed(1)} s`, "<= 45 s", ms / 45_000, ms <= 45_000);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

async function creations() {
  const template = await makeTemplate(dir);
  const floor = [];
  const on = [];
  const off = [];
  const large = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const journal = join(dir, `floor-${round}.journal`);
    floor.push(
      await measure(`floor: signature check + fsynced line (${round})`, bench("floor-server.mjs"), [journal]),
    );
    on.push(await sandbox(`sandbox, 1k stored, journal on (${round})`, template, 1_000, 1_000));
    off.push(await sandbox(`sandbox, 1k stored, journal off (${round})`, template, 1_000, 0));
    large.push(await sandbox(`sandbox, 100k stored, journal on (${round})`, template, 100_000, 1_000));
  }
  await measure("bare Hono POST", bench("bare-server.mjs"), [], 5);

  const rate = (rs) => mean(rs.map((r) => r.rate));
  const each = (xs) => xs.map((x) => x.toFixed(2)).join(", ");
  const vsFloor = on.map((r, i) => r.rate / floor[i].rate);
  figure(
    "creation at 1k stored vs the floor",
    `${Math.round(rate(on))} vs ${Math.round(rate(floor))} req/s (rounds: ${each(vsFloor)})`,
    ">= 0.70x",
    rate(on) / rate(floor),
    rate(on) / rate(floor) >= 0.7,
  );
  figure(
    "creation at 100k stored vs at 1k",
    `${Math.round(rate(large))} vs ${Math.round(rate(on))} req/s (rounds: ${each(large.map((r, i) => r.rate / on[i].rate))})`,
    ">= 0.90x",
    rate(large) / rate(on),
    rate(large) / rate(on) >= 0.9,
  );
  const p99 = Math.max(...on.map((r) => r.p99), ...large.map((r) => r.p99));
  figure(
    `creation p99, ${CONNECTIONS} connections (worst run)`,
    `${p99} ms`,
    "<= 10 ms",
    p99 / 10,
    p99 <= 10,
  );
  const journalCost = 1 - rate(on) / rate(off);
  figure(
    "request journal on vs off (fewer requests/s)",
    `${journalCost >= 0 ? "" : "-"}${Math.abs(journalCost * 100).toFixed(1)}% (${Math.round(rate(on))} vs ${Math.round(rate(off))}; rounds: ${each(on.map((r, i) => r.rate / off[i].rate))})`,
    "<= 5%",
    rate(on) / rate(off),
    journalCost <= 0.05,
  );

  const cpu = (rs) => mean(rs.map((r) => r.cpu));
  if (on[0].cpu !== undefined) {
    const extra = cpu(on) / cpu(off) - 1;
    figure(
      "  the same as server CPU per request, on vs off (steadier)",
      `${extra >= 0 ? "+" : ""}${(extra * 100).toFixed(1)}% (${Math.round(cpu(on))} vs ${Math.round(cpu(off))} µs)`,
      "<= 5%",
      cpu(off) / cpu(on),
      extra <= 0.05,
    );
    figure(
      "  creation vs the floor as CPU per request",
      `${Math.round(cpu(on))} vs ${Math.round(cpu(floor))} µs`,
      "(>= 0.70x)",
      cpu(floor) / cpu(on),
      cpu(floor) / cpu(on) >= 0.7,
    );
  }

  // bench/cold-start.mjs (the start-up work's own bench): alternating trials, medians.
  const cold = await measureColdStart({ trials: Number(process.env.COLD_TRIALS ?? 7) });
  figure(
    "cold start to the ready line, --memory, vs bare Hono",
    `${Math.round(cold.memory)} vs ${Math.round(cold.bare)} ms (median of ${cold.trials})`,
    `<= ${COLD_START_TARGET}x`,
    cold.ratio,
    cold.ratio <= COLD_START_TARGET,
  );
  figure(
    "  first startSandbox() after import",
    `${cold.startSandbox.toFixed(1)} ms`,
    "< ~10 ms",
    cold.startSandbox / 10,
    cold.startSandbox < 10,
  );
}

if (!travelOnly) {
  console.log(
    `\n${CONNECTIONS} connections; ${POOL} signed creations per server, each with its own X-Request-ID\n`,
  );
  console.log("| Run | requests/s | p50 ms | p99 ms | server CPU µs per request |\n|---|---|---|---|---|");
  for (const r of runs) {
    const cpu = r.cpu === undefined ? "n/a" : Math.round(r.cpu);
    console.log(`| ${r.name} | ${Math.round(r.rate)} | ${r.p50} | ${r.p99} | ${cpu} |`);
  }
}
console.log("\n| Figure | measured | target | ratio | met? |\n|---|---|---|---|---|");
for (const f of figures) {
  console.log(
    `| ${f.what} | ${f.measured} | ${f.target} | ${f.ratio.toFixed(2)} | ${f.met ? "yes" : "NO"} |`,
  );
}
if (!withTests)
  console.log("\n(`npm run bench -- --with-tests` adds `npm test`'s wall time, target <= 45 s)");
