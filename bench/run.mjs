// `npm run bench`: signed + validated + durably stored SEPA payment creation over loopback, with 1k
// and with 100k payments already stored, beside a bare Hono POST handler measured in the same run.
// Targets (ratios, same run): sandbox >= 0.35x bare throughput; at 100k >= 0.9x of at 1k.
// Every server gets the very same request (signed headers and body), so the ratio compares what the
// handlers do, not request sizes. A "floor" server shows the cost no creation can skip: the
// signature check and an fsynced journal line, with the sandbox's own code and nothing else.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLI, CONNECTIONS, DURATION, load, signedRequest, start, stop } from "./harness.mjs";

const row = (name, r) =>
  `| ${name} | ${Math.round(r.requests.average)} | ${r.latency.p50} | ${r.latency.p99} |`;

const dir = await mkdtemp(join(tmpdir(), "psd2-bench-"));
const request = signedRequest();
const results = [];
try {
  const bench = (name) => new URL(`./${name}`, import.meta.url).pathname;
  const bare = await start(bench("bare-server.mjs"), []);
  try {
    results.push(["bare Hono POST", await load(bare.url, request, { duration: DURATION })]);
  } finally {
    await stop(bare);
  }

  const floor = await start(bench("floor-server.mjs"), [join(dir, "floor.journal")]);
  try {
    results.push([
      "floor: signature check + fsynced line",
      await load(floor.url, request, { duration: DURATION }),
    ]);
  } finally {
    await stop(floor);
  }

  const sandbox = await start(CLI, ["--port", "0", "--data", join(dir, "store.json")]);
  try {
    await measureSandbox(sandbox);
  } finally {
    await stop(sandbox);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
}

async function measureSandbox(sandbox) {
  let stored = 0;
  for (const [label, target] of [
    ["1k", 1_000],
    ["100k", 100_000],
  ]) {
    // Preload with the same signed request until the store holds `target` payments.
    if (target > stored) await load(sandbox.url, request, { amount: target - stored });
    stored = Math.max(stored, target);
    const run = await load(sandbox.url, request, { duration: DURATION });
    stored += run.requests.total;
    results.push([`sandbox, ${label} stored`, run]);
  }
}

const [bare, floor, small, large] = results.map(([, r]) => r.requests.average);
console.log(`\n${CONNECTIONS} connections, ${DURATION} s each\n`);
console.log("| Run | requests/s | p50 ms | p99 ms |\n|---|---|---|---|");
for (const [name, r] of results) console.log(row(name, r));
console.log(`\nsandbox / bare: ${(small / bare).toFixed(2)} (target >= 0.35)`);
console.log(`floor / bare: ${(floor / bare).toFixed(2)} (no creation can beat this)`);
console.log(`100k / 1k: ${(large / small).toFixed(2)} (target >= 0.90)`);
