// `npm run bench`: signed + validated + durably stored SEPA payment creation over loopback, with 1k
// and with 100k payments already stored, beside a bare Hono POST handler measured in the same run.
// Targets (ratios, same run): sandbox >= 0.35x bare throughput; at 100k >= 0.9x of at 1k.
// Every server gets the very same request (signed headers and body), so the ratio compares what the
// handlers do, not request sizes. A "floor" server shows the cost no creation can skip: the
// signature check and an fsynced journal line, with the sandbox's own code and nothing else.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import autocannon from "autocannon";
import { createTppClient } from "../dist/signing/client.js";

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const fixture = (name) => readFileSync(new URL(`../fixtures/test-tpp/${name}`, import.meta.url), "utf8");
const PATH = "/v1/payments/sepa-credit-transfers?allowLogicalDuplicate=true";

// A payment from the documented private customer 13039319955's first account.
const PSU_ID = "d9465e66-51c4-46ad-957c-3b54df48fc7e";
const body = JSON.stringify({
  instructedAmount: { currency: "NOK", amount: "1.00" },
  debtorAccount: { iban: "NO5097102856485", currency: "NOK" },
  creditorName: "Bench Creditor AS",
  creditorAccount: { iban: "NO9386011117947", currency: "NOK" },
  remittanceInformationUnstructured: "bench",
});

function start(command, args) {
  const child = spawn(process.execPath, [command, ...args], { stdio: ["ignore", "pipe", "inherit"] });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.once("exit", (code) => reject(new Error(`${command} exited with ${code} before listening`)));
  });
}

async function stop({ child }) {
  child.kill("SIGTERM");
  await once(child, "exit");
}

// The signature covers the path, not the host, so one signed request serves every server.
function signedRequest() {
  const client = createTppClient({
    baseUrl: "http://127.0.0.1",
    certificate: fixture("tpp.pem"),
    privateKey: fixture("tpp.key.pem"),
  });
  const headers = client.signHeaders(
    "POST",
    PATH,
    {
      "Content-Type": "application/json",
      "PSU-ID": PSU_ID,
      "PSU-IP-Address": "192.0.2.10",
      "TPP-Redirect-URI": "https://tpp.example/cb",
      "TPP-Session-ID": "bench",
      "x-accept-fix": "",
    },
    Buffer.from(body),
  );
  return { method: "POST", path: PATH, headers, body };
}

async function load(base, { path, ...request }, options) {
  const url = `${base}${path}`;
  const result = await autocannon({ url, ...request, connections: CONNECTIONS, ...options });
  const errors = result.non2xx + result.errors;
  if (errors > 0) throw new Error(`${errors} requests of ${result.requests.total} failed at ${url}`);
  return result;
}

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

  const cli = new URL("../dist/cli.js", import.meta.url).pathname;
  const sandbox = await start(cli, ["--port", "0", "--data", join(dir, "store.json")]);
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
