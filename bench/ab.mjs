// `npm run bench:ab -- <other checkout> [--with-tests]`: this checkout against another one (built, with
// its own node_modules), in one run, so a change is judged by ratios on the same machine at the same
// moment. Interleaved rounds: signed + durable SEPA creations (bench/pool.mjs, each its own X-Request-ID)
// over a fresh data file, against this dist/cli.js and the other's; then cold start to the ready line
// (--memory), alternating; with --with-tests, each checkout's `npm test` wall time, alternating.
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
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const COLD_TRIALS = Number(process.env.COLD_TRIALS ?? 7);
const sides = [
  { name: "this", root: resolve(new URL("..", import.meta.url).pathname), cli: CLI },
  { name: "other", root: resolve(other), cli: join(resolve(other), "dist/cli.js") },
];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const pool = await creationPool(Number(process.env.BENCH_CREATIONS ?? 20_000));
const dir = await mkdtemp(join(tmpdir(), "psd2-ab-"));

/** Creations per second and server CPU per creation of one side, over a new data file. */
async function creations(side, round) {
  const server = await start(side.cli, ["--port", "0", "--data", join(dir, `${side.name}-${round}.json`)]);
  try {
    const before = processCpu(server.child.pid);
    const run = await loadPool(server.url, pool);
    const cpu = before === undefined ? undefined : (processCpu(server.child.pid) - before) / run.total;
    console.error(
      `${side.name} (${round}): ${Math.round(run.rate)} creations/s, ${Math.round(cpu ?? 0)} µs CPU each`,
    );
    return { rate: run.rate, cpu };
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
  for (let round = 1; round <= ROUNDS; round++) {
    // Alternate which side goes first, so a drift of the machine weighs on both alike.
    const order = round % 2 === 1 ? sides : [...sides].reverse();
    for (const side of order) results[side.name].runs.push(await creations(side, round));
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
  const rate = (r) => mean(r.runs.map((x) => x.rate));
  const cpu = (r) => mean(r.runs.map((x) => x.cpu ?? Number.NaN));
  console.log(`\nthis: ${sides[0].root}\nother: ${sides[1].root}\n`);
  console.log(
    `creations/s         ${Math.round(rate(a))} vs ${Math.round(rate(b))}  ratio ${(rate(a) / rate(b)).toFixed(2)}`,
  );
  console.log(
    `server CPU/creation ${Math.round(cpu(a))} vs ${Math.round(cpu(b))} µs  ratio ${(cpu(a) / cpu(b)).toFixed(2)}`,
  );
  console.log(
    `cold start (median) ${Math.round(median(a.cold))} vs ${Math.round(median(b.cold))} ms  ratio ${(median(a.cold) / median(b.cold)).toFixed(2)}`,
  );
  if (withTests)
    console.log(
      `npm test wall time  ${(a.tests[0] / 1000).toFixed(1)} vs ${(b.tests[0] / 1000).toFixed(1)} s  ratio ${(a.tests[0] / b.tests[0]).toFixed(2)}`,
    );
} finally {
  await rm(dir, { recursive: true, force: true });
}
