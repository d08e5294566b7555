// `npm run bench:ab -- <other checkout> [--floor] [--with-tests]`: this checkout against another one
// (built, with its own node_modules), in one run, so a change is judged by ratios on the same machine
// at the same moment. Interleaved rounds: signed + durable SEPA creations (bench/pool.mjs, each its
// own X-Request-ID) over a fresh data file, against this dist/cli.js and the other's: creations/s,
// p99 and server CPU per creation over the whole run, and the same once warm (after BENCH_WARM_UP
// creations sent first, default 2,000: on a busy machine a 5 s run is mostly V8 compiling the
// request path); with --floor, this checkout's floor (bench/floor-server.mjs) in the same rounds;
// then cold start to the ready line (--memory), alternating; with --with-tests, each checkout's
// `npm test` wall time, alternating. Every figure with both sides and the ratio.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { CLI, loadPool, processCpu, start, stop } from "./harness.mjs";
import { creationPool } from "./pool.mjs";

const [other] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (other === undefined) {
  console.error("usage: npm run bench:ab -- <path of another checkout, built> [--with-tests]");
  process.exit(2);
}
const withTests = process.argv.includes("--with-tests");
const withFloor = process.argv.includes("--floor");
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COLD_TRIALS = Number(process.env.COLD_TRIALS ?? 7);
const sides = [
  { name: "this", root: resolve(new URL("..", import.meta.url).pathname), cli: CLI },
  { name: "other", root: resolve(other), cli: join(resolve(other), "dist/cli.js") },
];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const creationsPerRun = Number(process.env.BENCH_CREATIONS ?? 20_000);
const all = await creationPool(WARM_UP + creationsPerRun);
const warmUp = all.slice(0, WARM_UP);
const pool = all.slice(WARM_UP);
const dir = await mkdtemp(join(tmpdir(), "psd2-ab-"));

/** One run of the pool against a started server: creations/s, p99 and server CPU per creation. */
async function measure(server) {
  const before = processCpu(server.child.pid);
  const run = await loadPool(server.url, pool);
  const cpu = before === undefined ? undefined : (processCpu(server.child.pid) - before) / run.total;
  return { rate: run.rate, p99: run.p99, cpu };
}

/** One side over a new data file: cold (the pool from the start) and warm (after the warm-up creations). */
async function creations(side, round) {
  const data = (kind) => join(dir, `${side.name}-${round}-${kind}.json`);
  const runs = {};
  for (const kind of ["cold", "warm"]) {
    const server = await start(side.cli, ["--port", "0", "--data", data(kind)]);
    try {
      if (kind === "warm" && warmUp.length > 0) await loadPool(server.url, warmUp);
      runs[kind] = await measure(server);
    } finally {
      await stop(server);
    }
  }
  const { cold, warm } = runs;
  console.error(
    `${side.name} (${round}): ${Math.round(cold.rate)} creations/s, ${Math.round(cold.cpu ?? 0)} µs CPU each, p99 ${cold.p99} ms; warm ${Math.round(warm.rate)}/s, ${Math.round(warm.cpu ?? 0)} µs, p99 ${warm.p99} ms`,
  );
  return runs;
}

/** This checkout's floor (signature check + one fsynced line), warmed up like the sandbox. */
async function floor(round) {
  const script = new URL("./floor-server.mjs", import.meta.url).pathname;
  const server = await start(script, [join(dir, `floor-${round}.journal`)]);
  try {
    if (warmUp.length > 0) await loadPool(server.url, warmUp);
    const run = await measure(server);
    console.error(`floor (${round}): ${Math.round(run.rate)} creations/s, p99 ${run.p99} ms`);
    return run;
  } finally {
    await stop(server);
  }
}

/** Milliseconds from spawn to the ready line. */
async function coldStart(side) {
  const started = performance.now();
  const server = await start(side.cli, ["--port", "0", "--memory"]);
  const ms = performance.now() - started;
  await stop(server);
  return ms;
}

/** Milliseconds of `npm test` in a checkout. */
function suite(side) {
  const started = performance.now();
  const child = spawn("npm", ["test", "--silent"], {
    cwd: side.root,
    stdio: ["ignore", "ignore", "inherit"],
  });
  return new Promise((done, fail) =>
    child.once("exit", (code) =>
      code === 0
        ? done(performance.now() - started)
        : fail(new Error(`npm test in ${side.root} exited with ${code}`)),
    ),
  );
}

try {
  const results = { this: { runs: [], cold: [], tests: [] }, other: { runs: [], cold: [], tests: [] } };
  const floors = [];
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternate which side goes first, so a drift of the machine weighs on both alike.
    const order = round % 2 === 1 ? sides : [...sides].reverse();
    for (const side of order) results[side.name].runs.push(await creations(side, round));
    if (withFloor) floors.push(await floor(round));
  }
  for (let trial = 0; trial < COLD_TRIALS; trial++)
    for (const side of trial % 2 === 0 ? sides : [...sides].reverse())
      results[side.name].cold.push(await coldStart(side));
  if (withTests)
    for (const side of sides) {
      results[side.name].tests.push(await suite(side));
      console.error(`npm test (${side.name}): ${(results[side.name].tests.at(-1) / 1000).toFixed(1)} s`);
    }

  const a = results.this;
  const b = results.other;
  const of = (r, kind, field) => r.runs.map((x) => x[kind][field] ?? Number.NaN);
  const line = (name, x, y, unit = "", digits = 0) =>
    console.log(
      `${name.padEnd(34)} ${x.toFixed(digits)} vs ${y.toFixed(digits)}${unit}  ratio ${(x / y).toFixed(2)}`,
    );
  console.log(`\nthis: ${sides[0].root}\nother: ${sides[1].root}\n`);
  for (const kind of ["cold", "warm"]) {
    const label = kind === "cold" ? "" : ` (warm, after ${WARM_UP})`;
    line(`creations/s${label}`, mean(of(a, kind, "rate")), mean(of(b, kind, "rate")));
    line(`server CPU/creation${label}`, mean(of(a, kind, "cpu")), mean(of(b, kind, "cpu")), " µs");
    line(`p99, worst round${label}`, Math.max(...of(a, kind, "p99")), Math.max(...of(b, kind, "p99")), " ms");
  }
  if (withFloor) {
    const rate = mean(floors.map((f) => f.rate));
    const p99 = Math.max(...floors.map((f) => f.p99));
    line("creations/s (warm) vs the floor", mean(of(a, "warm", "rate")), rate);
    line("p99 (warm, worst) vs the floor's", Math.max(...of(a, "warm", "p99")), p99, " ms");
  }
  line("cold start (median)", median(a.cold), median(b.cold), " ms");
  if (withTests)
    console.log(
      `npm test wall time  ${(a.tests[0] / 1000).toFixed(1)} vs ${(b.tests[0] / 1000).toFixed(1)} s  ratio ${(a.tests[0] / b.tests[0]).toFixed(2)}`,
    );
} finally {
  await rm(dir, { recursive: true, force: true });
}
