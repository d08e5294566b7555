// `node bench/sandbox-build.mjs [<checkout> ...]`: what building a sandbox costs, as a test's `newBank()`
// builds one (in memory, the test helpers' flags). For each built checkout (default: this one), in
// separate processes, alternating (BENCH_ROUNDS, default 3): CPU per `createSandbox` (the config
// loaded, the store seeded, the context and the app built), and the wall time of `createApp` alone
// over one context, each a mean over BENCH_BUILDS builds (default 300) after 50 to warm up.
import { execFileSync } from "node:child_process";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const BUILDS = Number(process.env.BENCH_BUILDS ?? 300);

async function measure(root) {
  const at = (path) => pathToFileURL(resolve(root, path)).href;
  const { createSandbox } = await import(at("dist/create-sandbox.js"));
  const { loadConfig } = await import(at("dist/config/load.js"));
  const { createApp } = await import(at("dist/app.js"));
  const flags = { memory: true, logLevel: "silent", tenancy: "shared", allowedHosts: ["sandbox.test"] };
  const config = () => loadConfig({ file: false, flags });
  for (let i = 0; i < 50; i++) await createSandbox(config());
  const cpu = process.cpuUsage();
  for (let i = 0; i < BUILDS; i++) await createSandbox(config());
  const used = process.cpuUsage(cpu);
  const { ctx } = await createSandbox(config());
  const started = performance.now();
  for (let i = 0; i < BUILDS; i++) createApp(ctx);
  const appMs = (performance.now() - started) / BUILDS;
  return { sandboxCpuMs: (used.user + used.system) / 1000 / BUILDS, createAppMs: appMs };
}

if (process.argv[2] === "--child") {
  process.stdout.write(JSON.stringify(await measure(process.argv[3])));
} else {
  const roots = process.argv.length > 2 ? process.argv.slice(2) : ["."];
  const results = new Map(roots.map((root) => [root, []]));
  for (let round = 0; round < ROUNDS; round++) {
    for (const root of round % 2 === 0 ? roots : [...roots].reverse()) {
      const out = execFileSync(process.execPath, [new URL(import.meta.url).pathname, "--child", root]);
      results.get(root).push(JSON.parse(out.toString()));
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  for (const [root, runs] of results) {
    const cpu = median(runs.map((r) => r.sandboxCpuMs));
    const app = median(runs.map((r) => r.createAppMs));
    console.log(
      `${root}: createSandbox ${cpu.toFixed(3)} ms CPU, createApp ${app.toFixed(4)} ms (medians of ${runs.length})`,
    );
  }
}
