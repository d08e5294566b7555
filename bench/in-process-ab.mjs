// `node bench/in-process-ab.mjs <checkout> [<checkout> …]` (each built): the CPU a signed, durable SEPA
// creation costs the sandbox itself, without HTTP or another process in the way. Each checkout's
// `createSandbox` (in this process's child, one per run) gets the bench's pool (bench/pool.mjs: each
// creation its own X-Request-ID) through `app.request`, 32 in flight, on a fresh data file: IN_PROCESS_WARM
// (default 2,000) first, then IN_PROCESS_TIMED (default 4,000) timed. It prints each run's CPU per
// creation (process.cpuUsage: every thread, so the RSA checks and the fsyncs count) and creations/s,
// rounds alternating which checkout goes first (IN_PROCESS_ROUNDS, default 4), then each checkout's
// mean and median and their ratios to the first. CPU time moves less than wall time on a busy machine.
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const WARM = Number(process.env.IN_PROCESS_WARM ?? 2_000);
const TIMED = Number(process.env.IN_PROCESS_TIMED ?? 4_000);
const ROUNDS = Number(process.env.IN_PROCESS_ROUNDS ?? 4);

if (process.argv[2] === "--child") {
  const [root, poolFile] = process.argv.slice(3);
  const pool = JSON.parse(readFileSync(poolFile, "utf8"));
  // The composition root's file was renamed once: either name.
  const file = existsSync(join(root, "dist/create-sandbox.js"))
    ? "dist/create-sandbox.js"
    : "dist/sandbox.js";
  const { createSandbox } = await import(join(root, file));
  const { loadConfig } = await import(join(root, "dist/config/load.js"));
  const data = join(mkdtempSync(join(tmpdir(), "psd2-in-process-")), "store.json");
  const sandbox = await createSandbox(loadConfig({ file: false, flags: { data, logLevel: "silent" } }));
  const run = async (list) => {
    let next = 0;
    const worker = async () => {
      while (next < list.length) {
        const { path, headers, body } = list[next++];
        const answer = await sandbox.app.request(`http://127.0.0.1${path}`, {
          method: "POST",
          headers,
          body,
        });
        if (answer.status !== 201) throw new Error(`${answer.status}: ${await answer.text()}`);
        await answer.arrayBuffer();
      }
    };
    await Promise.all(Array.from({ length: 32 }, worker));
  };
  await run(pool.slice(0, WARM));
  const timed = pool.slice(WARM, WARM + TIMED);
  const before = process.cpuUsage();
  const started = performance.now();
  await run(timed);
  const cpu = process.cpuUsage(before);
  const seconds = (performance.now() - started) / 1000;
  await sandbox.close();
  console.log(
    JSON.stringify({ cpuUs: (cpu.user + cpu.system) / timed.length, perSecond: timed.length / seconds }),
  );
} else {
  const roots = process.argv.slice(2).map((root) => resolve(root));
  if (roots.length === 0) {
    console.error("usage: node bench/in-process-ab.mjs <built checkout> [<built checkout> …]");
    process.exit(2);
  }
  const { creationPool } = await import("./pool.mjs");
  const poolFile = join(mkdtempSync(join(tmpdir(), "psd2-in-process-pool-")), "pool.json");
  writeFileSync(poolFile, JSON.stringify(await creationPool(WARM + TIMED)));
  const runs = new Map(roots.map((root) => [root, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const root of round % 2 === 0 ? roots : [...roots].reverse()) {
      const out = execFileSync(
        process.execPath,
        [fileURLToPath(import.meta.url), "--child", root, poolFile],
        {
          encoding: "utf8",
        },
      );
      const run = JSON.parse(out.trim().split("\n").at(-1));
      runs.get(root)?.push(run);
      console.log(
        `round ${round + 1} ${root}: ${Math.round(run.cpuUs)} µs CPU per creation, ${Math.round(run.perSecond)}/s`,
      );
    }
  }
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const first = runs.get(roots[0]) ?? [];
  for (const [root, list] of runs) {
    const cpu = mean(list.map((r) => r.cpuUs));
    const rate = mean(list.map((r) => r.perSecond));
    console.log(
      `${root}: CPU per creation mean ${Math.round(cpu)} µs (median ${Math.round(median(list.map((r) => r.cpuUs)))}), ${Math.round(rate)}/s;` +
        ` this ÷ the first checkout's: CPU ${(cpu / mean(first.map((r) => r.cpuUs))).toFixed(2)}, creations/s ${(rate / mean(first.map((r) => r.perSecond))).toFixed(2)}`,
    );
  }
}
