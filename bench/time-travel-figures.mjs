// The time-travel figures of `npm run bench` (bench/run.mjs): clock moves over daily standing orders
// by this build's CLI (bench/time-travel.mjs, --memory), and by a reference build's when given.
import { join } from "node:path";
import { CLI } from "./harness.mjs";
import { timeTravel } from "./time-travel.mjs";

/** The median of `xs`. */
function median(xs) {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Measures the time-travel figures and hands each to `figure(what, measured, target, ratio, met)`:
 * P1Y with 100 daily standing orders (`rounds` times, alternating with the build in `reference` when
 * given), then P1Y with 1,000 and P10Y with 100 (each once, and once by the reference after).
 */
export async function timeTravelFigures({ reference, rounds = 2, figure }) {
  const mine = [];
  const theirs = [];
  for (let round = 1; round <= (reference ? rounds : 1); round++) {
    mine.push(await travel("P1Y", 100));
    if (reference) theirs.push(await travel("P1Y", 100, join(reference, "dist/cli.js"), "reference"));
  }
  const ms = median(mine.map((r) => r.ms));
  figure(
    "PUT /__admin/clock P1Y, 100 daily standing orders, --memory",
    `${Math.round(ms)} ms (${mine[0].executions} executions; rounds: ${mine.map((r) => Math.round(r.ms)).join(", ")})`,
    "<= 1000 ms",
    ms / 1000,
    ms <= 1000,
  );
  if (reference) {
    const ref = median(theirs.map((r) => r.ms));
    figure(
      `  the same vs ${reference}`,
      `${Math.round(ms)} vs ${Math.round(ref)} ms (rounds: ${theirs.map((r) => Math.round(r.ms)).join(", ")}; CPU ${Math.round(median(mine.map((r) => r.cpuMs)))} vs ${Math.round(median(theirs.map((r) => r.cpuMs)))} ms)`,
      "<= 1.20x",
      ms / ref,
      ms / ref <= 1.2,
    );
  }
  const longest = Math.max(...mine.map((r) => r.maxWaitMs));
  figure(
    "  longest wait of another client meanwhile",
    `${Math.round(longest)} ms`,
    "<= ~50 ms",
    longest / 50,
    longest <= 50,
  );
  const refCli = reference && join(reference, "dist/cli.js");
  const large = await travel("P1Y", 1000);
  const largeRef = refCli && (await travel("P1Y", 1000, refCli, "reference"));
  figure(
    "PUT /__admin/clock P1Y, 1,000 daily standing orders, --memory",
    `${Math.round(large.ms)} ms (${large.executions} executions${versus(large, largeRef)})`,
    "<= 10000 ms",
    large.ms / 10_000,
    large.ms <= 10_000,
  );
  const long = await travel("P10Y", 100);
  const longRef = refCli && (await travel("P10Y", 100, refCli, "reference"));
  figure(
    "PUT /__admin/clock P10Y, 100 daily standing orders, --memory",
    `${Math.round(long.ms)} ms (${long.executions} executions; ${(long.ms / ms).toFixed(1)}x P1Y's time${versus(long, longRef)})`,
    "linear: <= ~10x P1Y's",
    long.ms / (10 * ms),
    long.ms <= 12 * ms,
  );
}

/** ", reference: its time and CPU, and the ratios", when the reference was measured too. */
function versus(mine, theirs) {
  if (!theirs) return "";
  return `; reference ${Math.round(theirs.ms)} ms, ${(mine.ms / theirs.ms).toFixed(2)}x; CPU ${Math.round(mine.cpuMs)} vs ${Math.round(theirs.cpuMs)} ms, ${(mine.cpuMs / theirs.cpuMs).toFixed(2)}x`;
}

/** One clock move by `cli` (this build's unless given), logged as it ends. */
async function travel(advance, orders, cli = CLI, name = "this build") {
  const run = await timeTravel({ advance, orders, cli, memory: true });
  console.error(
    `${advance}, ${orders} daily standing orders (${name}): ${Math.round(run.ms)} ms, CPU ${Math.round(run.cpuMs)} ms, ${run.executions} executions`,
  );
  return run;
}
