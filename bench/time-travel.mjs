// `node bench/time-travel.mjs` (after `npm run build`): what time travel costs. Creates approved daily
// standing orders in a CLI sandbox (--data), then moves its clock forward with PUT /__admin/clock while
// a second client keeps asking GET /__admin/health: prints how long the move took, its answer's size,
// the executions it booked, and the longest any other request waited (the longest the event loop was
// blocked). Settings (environment): TIME_TRAVEL_ORDERS (default 100) standing orders;
// TIME_TRAVEL_ADVANCE (default P1Y) the move; TIME_TRAVEL_MEMORY=1 runs with --memory;
// TIME_TRAVEL_CLI another build's CLI (an A/B against a reference build: <a built checkout>/dist/cli.js);
// TIME_TRAVEL_STORED=n stores n settled payments first, to show the cost follows the executions
// booked, not the payments stored.
import { request as httpRequest } from "node:http";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CLI, loadPool, mainThreadCpu, start, stop, tppClient } from "./harness.mjs";
import { creationPool } from "./pool.mjs";

const ORDERS = Number(process.env.TIME_TRAVEL_ORDERS ?? 100);
const CUSTOMER_NUMBER = "13039319955"; // the documented private PSU of the bench's payments

/**
 * Measures one clock move of `advance` over `orders` daily standing orders, by the CLI at `cli` (this
 * build's unless given); `stored` settled payments are created first.
 */
export async function timeTravel({
  stored = 0,
  advance = "P1Y",
  orders = ORDERS,
  cli = CLI,
  memory = Boolean(process.env.TIME_TRAVEL_MEMORY),
} = {}) {
  const dir = await mkdtemp(join(tmpdir(), "psd2-travel-"));
  const store = memory ? ["--memory"] : ["--data", join(dir, "store.json")];
  const sandbox = await start(
    cli,
    ["--port", "0", ...store],
    process.env.TIME_TRAVEL_NODE_ARGS?.split(" ") ?? [],
  );
  try {
    const client = tppClient(sandbox.url);
    if (stored > 0) {
      await loadPool(sandbox.url, await creationPool(stored));
      await admin(sandbox.url, "POST", "/batch-runs");
    }
    const tomorrow = new Date(Date.parse((await admin(sandbox.url, "GET", "/clock")).now) + 86_400_000);
    for (let i = 0; i < orders; i++) await standingOrder(client, tomorrow.toISOString().slice(0, 10));
    const probe = startProbe(sandbox.url);
    const cpuBefore = mainThreadCpu(sandbox.child.pid);
    const started = performance.now();
    let executions = 0;
    let bytes = 0;
    for (const step of steps(advance)) {
      const answer = await admin(sandbox.url, "PUT", "/clock", { advance: step }, true);
      const summary = JSON.parse(answer);
      executions += summary.executions?.total ?? summary.executions?.length ?? 0;
      bytes += Buffer.byteLength(answer);
    }
    const ms = performance.now() - started;
    const { maxWaitMs, answered } = await probe.stop();
    const cpuMs = (mainThreadCpu(sandbox.child.pid) - cpuBefore) / 1000;
    return { ms, cpuMs, bytes, executions, maxWaitMs, answered };
  } finally {
    await stop(sandbox);
    await rm(dir, { recursive: true, force: true });
  }
}

/** The clock moves at most five years at a time: a longer move in years is made in such steps. */
function steps(advance) {
  const years = /^P(\d+)Y$/.exec(advance);
  if (years === null || Number(years[1]) <= 5) return [advance];
  const n = Number(years[1]);
  return [...Array.from({ length: Math.floor(n / 5) }, () => "P5Y"), ...(n % 5 > 0 ? [`P${n % 5}Y`] : [])];
}

async function standingOrder(client, startDate) {
  const body = {
    instructedAmount: { currency: "NOK", amount: "0.01" },
    debtorAccount: { bban: "97102856485", currency: "NOK" },
    creditorName: "Bench Creditor AS",
    creditorAccount: { bban: "86011117947", currency: "NOK" },
    startDate,
    frequency: "Daily",
  };
  const created = await client.request("POST", "/v1/periodic-payments/norwegian-domestic-credit-transfers", {
    body,
    headers: {
      "PSU-ID": "d9465e66-51c4-46ad-957c-3b54df48fc7e",
      "PSU-IP-Address": "192.0.2.10",
      "TPP-Redirect-URI": "https://tpp.example/cb",
      "TPP-Session-ID": "bench",
      "x-accept-fix": "",
    },
  });
  const answer = await created.json();
  if (created.status !== 201) throw new Error(`standing order: ${created.status} ${JSON.stringify(answer)}`);
  // The page's form carries a token its post must send back: open the page first, as a browser does.
  const page = await (await fetch(answer._links.scaRedirect.href)).text();
  const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? "";
  const form = new URLSearchParams({ customerNumber: CUSTOMER_NUMBER, action: "approve", token });
  const decided = await fetch(answer._links.scaRedirect.href, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
    redirect: "manual",
  });
  if (decided.status !== 303) throw new Error(`SCA approval: ${decided.status} ${await decided.text()}`);
}

/** One control API call; the parsed JSON answer (or its text). */
async function admin(base, method, path, body, asText = false) {
  const response = await fetch(`${base}/__admin${path}`, {
    method,
    ...(body ? { body: JSON.stringify(body), headers: { "Content-Type": "application/json" } } : {}),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} /__admin${path}: ${response.status} ${text}`);
  return asText ? text : text ? JSON.parse(text) : undefined;
}

/** Another client: one GET /__admin/health after another; the longest any of them waited. */
function startProbe(base) {
  const url = new URL(`${base}/__admin/health`);
  let running = true;
  let maxWaitMs = 0;
  let answered = 0;
  const once = () =>
    new Promise((resolve, reject) => {
      const sent = performance.now();
      const req = httpRequest(url, { agent: false }, (res) => {
        res.resume();
        res.on("end", () => {
          maxWaitMs = Math.max(maxWaitMs, performance.now() - sent);
          answered++;
          resolve();
        });
      });
      req.on("error", reject);
      req.end();
    });
  const loop = (async () => {
    while (running) await once();
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { maxWaitMs, answered };
    },
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const stored = Number(process.env.TIME_TRAVEL_STORED ?? 0);
  const r = await timeTravel({
    stored,
    advance: process.env.TIME_TRAVEL_ADVANCE ?? "P1Y",
    cli: process.env.TIME_TRAVEL_CLI ?? CLI,
  });
  console.log(
    `${process.env.TIME_TRAVEL_ADVANCE ?? "P1Y"} with ${ORDERS} daily standing orders, ${stored} payments stored: ` +
      `${Math.round(r.ms)} ms (event loop CPU ${Math.round(r.cpuMs)} ms), ${r.executions} executions, answer ${r.bytes} bytes, ` +
      `other client's longest wait ${Math.round(r.maxWaitMs)} ms (${r.answered} answered during the move)`,
  );
}
