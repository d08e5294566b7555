// `npm run bench:warm-up`: where a fresh server's creation figures go in its first seconds. The same
// pool as `npm run bench` (bench/pool.mjs), sent to the floor and to the sandbox (1k stored) in two
// back-to-back parts over the same 32 connections: the first BENCH_WARM_UP creations (default 6,000)
// while V8 is still compiling the request path, then the rest. For each part: requests/s, p50 and
// p99, and the server's CPU per request on its event loop and on its other threads (V8's compiler
// and GC helpers, the thread pool's RSA checks). Rounds are interleaved (BENCH_ROUNDS, default 3).
// The parts follow each other within milliseconds, so no fold of the store runs between them.
import { copyFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { dataFileWith, makeTemplate } from "./data-file.mjs";
import { CLI, loadPool, mainThreadCpu, processCpu, start, stop } from "./harness.mjs";
import { creationPool } from "./pool.mjs";

const POOL = Number(process.env.BENCH_CREATIONS ?? 20_000);
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 6_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

const pool = await creationPool(POOL);
const parts = [
  ["first", pool.slice(0, WARM_UP)],
  ["rest", pool.slice(WARM_UP)],
];
const dir = await mkdtemp(join(tmpdir(), "psd2-warm-up-"));
const stored = await dataFileWith(dir, await makeTemplate(dir), "stored-1k", 1000);

/** Sends both parts to a fresh server; answers each part's figures. */
async function measure(script, args) {
  const server = await start(script, args);
  try {
    const results = {};
    for (const [part, requests] of parts) {
      const main = mainThreadCpu(server.child.pid);
      const all = processCpu(server.child.pid);
      const run = await loadPool(server.url, requests, { seconds: 60 });
      const mainUs = (mainThreadCpu(server.child.pid) - main) / run.total;
      const otherUs = (processCpu(server.child.pid) - all) / run.total - mainUs;
      results[part] = { ...run, mainUs, otherUs };
    }
    return results;
  } finally {
    await stop(server);
  }
}

const runs = { floor: [], sandbox: [] };
for (let round = 1; round <= ROUNDS; round++) {
  runs.floor.push(
    await measure(new URL("./floor-server.mjs", import.meta.url).pathname, [
      join(dir, `floor-${round}.journal`),
    ]),
  );
  const data = join(dir, `sandbox-${round}.json`);
  await copyFile(stored, data);
  runs.sandbox.push(await measure(CLI, ["--port", "0", "--data", data]));
  console.error(`round ${round} of ${ROUNDS} done`);
}
await rm(dir, { recursive: true, force: true });

const of = (name, part, field) => mean(runs[name].map((r) => r[part][field]));
console.log(
  `A fresh server's first ${WARM_UP} creations and the next ${POOL - WARM_UP} (means of ${ROUNDS} rounds; p99: the worst)\n`,
);
console.log(
  "| server | part | requests/s | p50 ms | p99 ms | event loop µs/request | other threads µs/request |",
);
console.log("|---|---|---|---|---|---|---|");
for (const name of ["floor", "sandbox"])
  for (const [part] of parts) {
    const p99 = Math.max(...runs[name].map((r) => r[part].p99));
    console.log(
      `| ${name} | ${part} | ${Math.round(of(name, part, "rate"))} | ${Math.round(of(name, part, "p50"))} | ${p99} | ${Math.round(of(name, part, "mainUs"))} | ${Math.round(of(name, part, "otherUs"))} |`,
    );
  }
console.log();
for (const [part] of parts)
  console.log(
    `sandbox vs the floor, ${part}: ${(of("sandbox", part, "rate") / of("floor", part, "rate")).toFixed(2)}×`,
  );
