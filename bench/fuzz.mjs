// npm run bench:fuzz [-- --count 100000 --seconds 900 --concurrency 16 --seed 1 --cli dist/cli.js]
// Fuzzes every surface of a sandbox it starts on 127.0.0.1 (in memory): /v1 signed and unsigned, the
// control API, the dashboard, the SCA page, /docs and /docs/assets (built-in names among them), wrong
// Host headers, and raw requests node's parser refuses, on fresh and reused connections. Bounded by
// --count requests and --seconds; loopback only. Prints the answers by status class, every 5xx and
// every connection closed without an answer (the first few of each), and exits 1 when there is any.
// --cli names another build's CLI (e.g. ../reference/dist/cli.js, a built checkout) to fuzz it the same way.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { connect } from "node:net";
import { parseArgs } from "node:util";
import { createTppClient } from "../dist/signing/client.js";

const { values } = parseArgs({
  options: {
    count: { type: "string", default: "100000" },
    seconds: { type: "string", default: "900" },
    concurrency: { type: "string", default: "16" },
    seed: { type: "string", default: "1" },
    cli: { type: "string", default: new URL("../dist/cli.js", import.meta.url).pathname },
  },
});
const COUNT = Number(values.count);
const SECONDS = Number(values.seconds);
const CONCURRENCY = Number(values.concurrency);

// A seeded generator (mulberry32): the same seed sends the same requests.
let state = Number(values.seed) >>> 0;
function random() {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const pick = (list) => list[Math.floor(random() * list.length)];
const chance = (p) => random() < p;

const BUILT_IN = [
  "constructor",
  "__proto__",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "prototype",
  "__defineGetter__",
];
const JUNK = [
  "",
  "x",
  "..",
  "%00",
  "%zz",
  "%E0%A4%A",
  "%F0%9F%98%80",
  "ø",
  "a".repeat(300),
  "-1",
  "0",
  "null",
  "true",
  "[]",
  "{}",
  "1e309",
  "%2F",
  "%2e%2e",
];
const uuid = () =>
  "xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx".replace(/x/g, () => Math.floor(random() * 16).toString(16));
const PRODUCTS = [
  "sepa-credit-transfers",
  "norwegian-domestic-credit-transfers",
  "instant-norwegian-domestic-credit-transfers-straks",
  ...BUILT_IN,
];
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"];

// Real ids (payments, authorisations, customers, accounts), filled in before the run.
const real = { payments: [], authorisations: [], customers: [], accounts: [] };
const name = () => (chance(0.4) ? pick(BUILT_IN) : chance(0.4) ? pick(JUNK) : uuid());
const idOf = (kind) => (chance(0.5) && real[kind].length > 0 ? pick(real[kind]) : name());
const jsonValue = (depth = 0) => {
  const roll = random();
  if (depth > 2 || roll < 0.3) return pick([null, true, 1, -1, 1e308, "", "x".repeat(80), pick(BUILT_IN)]);
  if (roll < 0.6) return Array.from({ length: Math.floor(random() * 3) }, () => jsonValue(depth + 1));
  return Object.fromEntries(
    Array.from({ length: Math.floor(random() * 4) }, () => [
      chance(0.5) ? pick(BUILT_IN) : pick(FIELDS),
      jsonValue(depth + 1),
    ]),
  );
};
const FIELDS = [
  "instructedAmount",
  "amount",
  "currency",
  "creditorName",
  "creditorAccount",
  "iban",
  "bban",
  "debtorAccount",
  "requestedExecutionDate",
  "status",
  "advance",
  "now",
  "path",
  "method",
  "headers",
  "body",
  "tpp",
  "payments",
];
const body = () => (chance(0.2) ? pick(JUNK) : JSON.stringify(jsonValue()));

const sepa = (over = {}) => ({
  instructedAmount: { currency: "EUR", amount: (1 + Math.floor(random() * 9999) / 100).toFixed(2) },
  creditorName: "Fuzz GmbH",
  creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
  debtorAccount: { iban: "NO5097102856485", currency: "NOK" },
  ...over,
});
const psu = {
  "PSU-ID": "d9465e66-51c4-46ad-957c-3b54df48fc7e",
  "PSU-IP-Address": "192.0.2.10",
  "TPP-Session-ID": "fuzz",
  "TPP-Redirect-URI": "https://tpp.example/callback",
  "x-accept-fix": "",
};

const fixture = (file) => readFileSync(new URL(`../fixtures/test-tpp/${file}`, import.meta.url), "utf8");

/** One request per surface; each answers `{ surface, method, path, headers, body }`. */
const surfaces = [
  [
    20,
    "v1 unsigned",
    () => {
      const method = pick(METHODS);
      const path = pick([
        () => `/v1/payments/${pick(PRODUCTS)}/${idOf("payments")}`,
        () =>
          `/v1/payments/${pick(PRODUCTS)}/${idOf("payments")}/${pick(["status", "authorisations", "cancellation-authorisations", ...BUILT_IN])}`,
        () => `/v1/bulk-payments/${pick(PRODUCTS)}`,
        () => `/v1/periodic-payments/${pick(PRODUCTS)}/${name()}`,
        () => `/v1/signing-baskets/${name()}/authorisations/${name()}`,
        () => `/v1/sandbox/${pick(["customers", "accounts", ...BUILT_IN])}/${idOf("customers")}`,
        () => `/v1/${name()}?${name()}=${name()}`,
      ])();
      const headers = {};
      if (chance(0.7)) headers["X-Request-ID"] = chance(0.8) ? uuid() : name();
      if (chance(0.3)) headers.Digest = `SHA-256=${pick(JUNK)}`;
      if (chance(0.3))
        headers.Signature = pick([
          `keyId="${name()}",algorithm="rsa-sha256",headers="digest",signature="${name()}"`,
          `=?${pick(BUILT_IN)}?B?YQ==?=`,
          name(),
        ]);
      if (chance(0.3)) headers["TPP-Signature-Certificate"] = name();
      if (chance(0.3)) headers["X-Sandbox-Scenario"] = name();
      const sent = ["GET", "HEAD", "OPTIONS"].includes(method) ? undefined : body();
      if (sent !== undefined)
        headers["Content-Type"] = pick([
          "application/json",
          "text/plain",
          "application/json; charset=utf-8",
          "",
        ]);
      return { method, path, headers, body: sent };
    },
  ],
  [
    6,
    "v1 signed",
    () => {
      const method = pick(["POST", "POST", "GET", "DELETE"]);
      const path =
        method === "POST"
          ? pick([
              `/v1/payments/${pick(PRODUCTS)}?allowLogicalDuplicate=true`,
              `/v1/periodic-payments/${pick(PRODUCTS)}`,
              `/v1/payments/sepa-credit-transfers/${idOf("payments")}/authorisations`,
              "/v1/signing-baskets",
            ])
          : `/v1/payments/sepa-credit-transfers/${idOf("payments")}${chance(0.5) ? "/status" : ""}`;
      const sent =
        method === "POST" ? JSON.stringify(chance(0.5) ? sepa() : { ...sepa(), ...jsonValue() }) : undefined;
      const headers = { ...psu, "Content-Type": "application/json", "X-Request-ID": uuid() };
      if (chance(0.3)) headers["X-Sandbox-Scenario"] = pick(["sca-failed", "sca-abandoned", ...BUILT_IN]);
      if (chance(0.2)) headers["PSU-ID"] = name();
      const signed = signer.signHeaders(
        method,
        path,
        headers,
        sent === undefined ? undefined : Buffer.from(sent),
      );
      return { method, path, headers: signed, body: sent };
    },
  ],
  [
    20,
    "control API",
    () => {
      const method = pick(["GET", "GET", "POST", "PUT", "DELETE"]);
      const path = pick([
        "/__admin/health",
        "/__admin/clock",
        "/__admin/batch-runs",
        `/__admin/batch-runs?after=${name()}&limit=${name()}`,
        `/__admin/accounts/${idOf("accounts")}/status`,
        "/__admin/tpps",
        `/__admin/tpps/${name()}`,
        "/__admin/faults",
        "/__admin/requests",
        `/__admin/requests?status=${name()}&method=${name()}`,
        `/__admin/requests/${name()}`,
        `/__admin/payments/${idOf("payments")}`,
        `/__admin/baskets/${name()}`,
        "/__admin/sign",
        `/__admin/${name()}`,
        `/__admin/reset?tpp=${name()}`,
      ]);
      let sent;
      if (method !== "GET" && method !== "DELETE") {
        // No rule a fault could take (a valid one would answer its own 5xx), no long clock move.
        if (path === "/__admin/faults")
          sent = JSON.stringify(pick([[], [name()], { rules: name() }, name()]));
        else if (path === "/__admin/clock")
          sent = JSON.stringify(
            pick([{ advance: "PT1H" }, { advance: name() }, { now: name() }, jsonValue()]),
          );
        else sent = body();
      }
      const headers = sent === undefined ? {} : { "Content-Type": "application/json" };
      if (chance(0.2)) headers.Origin = pick(["http://evil.example", "null", "http://127.0.0.1:1"]);
      return { method, path, headers, body: sent };
    },
  ],
  [
    15,
    "dashboard",
    () => {
      if (chance(0.6)) {
        const path = pick([
          "/__admin/",
          "/__admin/ui/payments",
          "/__admin/ui/authorisations",
          "/__admin/ui/customers",
          "/__admin/ui/requests",
          `/__admin/ui/payments/${idOf("payments")}`,
          `/__admin/ui/customers/${idOf("customers")}`,
          `/__admin/ui/requests/${name()}`,
          `/__admin/ui/${name()}`,
        ]);
        const query = chance(0.5)
          ? `?status=${name()}&page=${name()}&psu=${name()}&bank=${name()}&tpp=${name()}`
          : "";
        return { method: "GET", path: `${path}${query}`, headers: {} };
      }
      const path = pick([
        `/__admin/ui/authorisations/${idOf("authorisations")}`,
        "/__admin/ui/clock",
        "/__admin/ui/batch",
        "/__admin/logout",
        "/__admin/ui/requests/clear",
        `/__admin/ui/${name()}`,
      ]);
      const form = new URLSearchParams({
        csrf: name(),
        action: pick(["approve", "reject", name()]),
        advance: pick(["PT1H", name()]),
      });
      return {
        method: "POST",
        path,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: form.toString(),
      };
    },
  ],
  [
    15,
    "SCA page",
    () => {
      const path = `/sca/${idOf("authorisations")}`;
      if (chance(0.4)) return { method: "GET", path, headers: {} };
      const form = new URLSearchParams();
      if (chance(0.8)) form.set("customerNumber", pick(["13039319955", "18129215603", name()]));
      if (chance(0.5)) form.set("action", pick(["approve", "reject", name()]));
      if (chance(0.5)) form.set("token", name());
      if (chance(0.2)) form.set(pick(BUILT_IN), name());
      const headers = {
        "Content-Type": pick([
          "application/x-www-form-urlencoded",
          "application/json",
          "multipart/form-data",
        ]),
      };
      if (chance(0.3)) headers.Origin = pick(["https://evil.example", "null"]);
      if (chance(0.3)) headers["Sec-Fetch-Site"] = pick(["cross-site", "same-site", "same-origin", name()]);
      return { method: "POST", path, headers, body: form.toString() };
    },
  ],
  [
    10,
    "docs",
    () => {
      const path = pick([
        `/docs/assets/${pick(BUILT_IN)}`,
        `/docs/assets/${pick(BUILT_IN)}`,
        `/docs/assets/${name()}`,
        `/docs/assets/${pick(["init.js", "swagger-ui.css"])}`,
        "/docs",
        `/docs/${name()}`,
        "/",
        "/favicon.svg",
        "/favicon.ico",
        `/${name()}`,
      ]);
      return { method: pick(["GET", "GET", "HEAD", "POST"]), path, headers: {} };
    },
  ],
  [0.2, "openapi", () => ({ method: "GET", path: pick(["/openapi.json", "/openapi.yaml"]), headers: {} })],
];
const weights = surfaces.reduce((sum, [weight]) => sum + weight, 0);
function nextRequest() {
  let roll = random() * weights;
  for (const [weight, surface, make] of surfaces) {
    roll -= weight;
    if (roll < 0) return { surface, ...make() };
  }
  throw new Error("unreachable");
}

/** What node's parser refuses, sent on a raw socket: alone, or after a whole answer on the same connection. */
const RAW = [
  "FOO / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
  `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
  "GET / HTTP/9.9\r\nHost: 127.0.0.1\r\n\r\n",
  "GET / HTTP/2.0\r\nHost: 127.0.0.1\r\n\r\n",
  "GET / HTTP/1.1\r\n\r\n",
  "PUT /__admin/clock HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
  "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nno colon here\r\n\r\n",
  "GET /__admin/health HTTP/1.1\r\nHost: evil.test:1\r\n\r\n",
  "GET /docs/assets/constructor HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n",
];
const FIRST = "GET /__admin/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";

function rawRequest(port, raw, reuse) {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    let data = "";
    let skip = reuse ? -1 : 0;
    socket.setTimeout(30_000, () => socket.destroy());
    socket.on("data", (chunk) => {
      data += chunk.toString("latin1");
      if (skip !== -1) return;
      const end = data.indexOf("\r\n\r\n");
      const length = Number(/\r\ncontent-length: *(\d+)/i.exec(data)?.[1] ?? Number.NaN);
      if (end < 0 || Number.isNaN(length) || data.length < end + 4 + length) return;
      skip = end + 4 + length;
      socket.write(raw);
    });
    socket.on("error", () => {});
    socket.on("close", () => {
      const rest = skip < 0 ? "" : data.slice(skip);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(rest)?.[1] ?? 0);
      resolve({ status, text: rest.slice(0, 300) });
    });
    socket.write(reuse ? FIRST : raw);
  });
}

function httpRequest(agent, port, { method, path, headers, body: sent, host }) {
  return new Promise((resolve) => {
    const req = request(
      {
        agent,
        host: "127.0.0.1",
        port,
        method,
        path,
        headers: { ...(host === undefined ? {} : { Host: host }), ...headers },
        timeout: 30_000,
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          if (text.length < 300) text += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text: text.slice(0, 300) }));
        res.on("error", () => resolve({ status: 0, text: "the answer broke off" }));
      },
    );
    req.on("timeout", () => req.destroy(new Error("no answer within 30 s")));
    req.on("error", (error) => resolve({ status: 0, text: error.message }));
    req.end(sent);
  });
}

// The sandbox under test, on 127.0.0.1 only.
const child = spawn(
  process.execPath,
  [values.cli, "--port", "0", "--host", "127.0.0.1", "--memory", "--seed", "1"],
  {
    stdio: ["ignore", "pipe", "inherit"],
    env: { ...process.env, PSD2_SANDBOX_LOG_LEVEL: "error" },
  },
);
const url = await new Promise((resolve, reject) => {
  let out = "";
  child.stdout.on("data", (chunk) => {
    out += chunk;
    const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out);
    if (match) resolve(match[1]);
  });
  child.once("exit", (code) => reject(new Error(`the sandbox exited with ${code} before listening`)));
});
const port = Number(new URL(url).port);
const signer = createTppClient({
  baseUrl: url,
  certificate: fixture("tpp.pem"),
  privateKey: fixture("tpp.key.pem"),
});

// Real ids, so that the SCA page and the dashboard are fuzzed past their "not found" too.
for (let i = 0; i < 20; i++) {
  const response = await signer.request(
    "POST",
    "/v1/payments/sepa-credit-transfers?allowLogicalDuplicate=true",
    { body: sepa(), headers: psu },
  );
  const created = await response.json();
  if (created.paymentId) real.payments.push(created.paymentId);
  const sca = created._links?.scaRedirect?.href;
  if (sca) real.authorisations.push(sca.split("/").pop());
}
for (const customer of (await (await signer.request("GET", "/v1/sandbox/customers")).json()).customers ??
  []) {
  real.customers.push(customer.customerId);
  for (const account of customer.accounts ?? []) real.accounts.push(account.accountId ?? account.bban);
}

const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
const byClass = new Map();
const bySurface = new Map();
const failures = [];
const unanswered = [];
let sent = 0;
const started = Date.now();
const deadline = started + SECONDS * 1000;

async function worker() {
  while (sent < COUNT && Date.now() < deadline) {
    sent += 1;
    let one;
    let answer;
    if (chance(0.02)) {
      const reuse = chance(0.5);
      one = {
        surface: reuse ? "raw, reused connection" : "raw, fresh connection",
        method: "RAW",
        path: pick(RAW),
      };
      answer = await rawRequest(port, one.path, reuse);
    } else {
      one = nextRequest();
      if (chance(0.05)) one.host = pick(["evil.test:1", `localhost:${port}`, `[::1]:${port}`, "a_b", "bank"]);
      answer = await httpRequest(agent, port, one);
    }
    const kind = answer.status === 0 ? "unanswered" : `${Math.floor(answer.status / 100)}xx`;
    byClass.set(kind, (byClass.get(kind) ?? 0) + 1);
    bySurface.set(one.surface, (bySurface.get(one.surface) ?? 0) + 1);
    const shown = `${one.surface}: ${one.method} ${one.path.slice(0, 120).replace(/\r\n/g, "\\r\\n")}${one.host ? ` (Host ${one.host})` : ""} -> ${answer.status} ${answer.text.slice(0, 200)}`;
    // HTTP/9.9 and HTTP/2.0 in an HTTP/1 request line are answered 505 by design (docs/errors.md).
    const versionRefusal = answer.status === 505 && /^GET \/ HTTP\/[29]/.test(one.path);
    if (answer.status >= 500 && !versionRefusal) failures.push(shown);
    if (answer.status === 0) unanswered.push(shown);
  }
}
await Promise.all(Array.from({ length: CONCURRENCY }, worker));
const seconds = (Date.now() - started) / 1000;
agent.destroy();
child.kill("SIGTERM");
await once(child, "exit");

console.log(
  `fuzz: ${sent} requests in ${seconds.toFixed(1)} s (${Math.round(sent / seconds)}/s), seed ${values.seed}, ${values.cli}`,
);
console.log(`by surface: ${[...bySurface].map(([k, v]) => `${k} ${v}`).join(", ")}`);
console.log(
  `by status: ${[...byClass]
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(", ")}`,
);
console.log(`5xx: ${failures.length}; unanswered connections: ${unanswered.length}`);
for (const line of failures.slice(0, 10)) console.log(`  5xx  ${line}`);
for (const line of unanswered.slice(0, 10)) console.log(`  none ${line}`);
process.exit(failures.length + unanswered.length > 0 ? 1 : 0);
