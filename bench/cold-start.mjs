// `node bench/cold-start.mjs` (after `npm run build`): time from spawning a server to its "listening"
// line, for the CLI (`--memory`, an existing data file, a new one whose data is written) and for the
// bare Hono server (bench/bare-server.mjs), both started the same way: `node <file>`, ready line on
// stdout. The trials alternate, so a busy machine slows both alike; medians are printed, and the ratio
// to bare Hono with its target (<= 1.5). Then the programmatic API: the first
// `startSandbox()` after `import("psd2-sandbox")` in a fresh process (target: under ~10 ms).
// COLD_TRIALS sets the trials per kind (default 15). `measureColdStart()` is for bench/run.mjs.
import { execFileSync, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const CLI = new URL("../dist/cli.js", import.meta.url).pathname;
const BARE = new URL("./bare-server.mjs", import.meta.url).pathname;
const INDEX = new URL("../dist/index.js", import.meta.url).href;
export const COLD_START_TARGET = 1.5;

/** Milliseconds from spawning `node args` to its "listening" line; the process is stopped after. */
function readyAfter(args) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ["ignore", "pipe", "ignore"] });
  return new Promise((resolve, reject) => {
    let ms;
    child.stdout.on("data", (chunk) => {
      if (ms !== undefined || !String(chunk).includes("listening")) return;
      ms = performance.now() - started;
      child.kill("SIGTERM");
    });
    child.once("exit", (code) => (ms === undefined ? reject(new Error(`exited with ${code}`)) : resolve(ms)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** The first startSandbox() after the import, in a fresh process, in ms (median of `trials`). */
function firstStartSandbox(trials) {
  const script = `const { startSandbox } = await import(${JSON.stringify(INDEX)});
const started = performance.now();
const bank = await startSandbox();
const ms = performance.now() - started;
await bank.close();
process.stdout.write(String(ms));`;
  const runs = [];
  for (let i = 0; i < trials; i++)
    runs.push(
      Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" })),
    );
  return median(runs);
}

/** Median ready times (ms) of bare Hono and the CLI's three ways to start, and the ratio to bare. */
export async function measureColdStart({ trials = Number(process.env.COLD_TRIALS ?? 15) } = {}) {
  const dir = await mkdtemp(join(tmpdir(), "psd2-cold-"));
  const times = { bare: [], memory: [], existing: [], fresh: [] };
  try {
    await readyAfter([CLI, "--port", "0", "--data", join(dir, "existing.json")]); // writes it
    for (let i = 0; i < trials; i++) {
      times.bare.push(await readyAfter([BARE]));
      times.memory.push(await readyAfter([CLI, "--port", "0", "--memory"]));
      times.existing.push(await readyAfter([CLI, "--port", "0", "--data", join(dir, "existing.json")]));
      times.fresh.push(await readyAfter([CLI, "--port", "0", "--data", join(dir, `new-${i}.json`)]));
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
  const m = Object.fromEntries(Object.entries(times).map(([kind, ms]) => [kind, median(ms)]));
  return { ...m, ratio: m.memory / m.bare, startSandbox: firstStartSandbox(Math.min(trials, 7)), trials };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const r = await measureColdStart();
  const row = (name, ms) => `| ${name} | ${Math.round(ms)} | ${(ms / r.bare).toFixed(2)} |`;
  console.log(`Cold start to the ready line, median of ${r.trials} alternating trials\n`);
  console.log("| Server | ms | × bare Hono |\n|---|---|---|");
  console.log(row("bare Hono (bench/bare-server.mjs)", r.bare));
  console.log(row("psd2-sandbox --memory", r.memory));
  console.log(row("psd2-sandbox, existing data file", r.existing));
  console.log(row("psd2-sandbox, new data file (written)", r.fresh));
  console.log(`\ncold start / bare: ${r.ratio.toFixed(2)} (target <= ${COLD_START_TARGET})`);
  console.log(`first startSandbox() after import: ${r.startSandbox.toFixed(1)} ms (target < ~10)`);
}
