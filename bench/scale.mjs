// npm run bench:scale — the store at scale (issue 16). For each size N it writes N payments (each with
// its authorisation and duplicate-check key) straight into a data file in the documented line form,
// starts the real CLI over it and measures: start-up to "listening", RSS, signed creation throughput,
// one payment's GET, a batch run, and the stop (last fold) on SIGTERM. Each figure is printed against
// its target. Sizes: BENCH_SCALE_SIZES (default "1000,100000,1000000").
// Runs against the build (`dist/`); one size at a time, nothing else should run beside it.
import { spawn } from "node:child_process";
import { once } from "node:events";
import { createWriteStream, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTppClient } from "../dist/signing/client.js";

const CLI = new URL("../dist/cli.js", import.meta.url).pathname;
const SIZES = (process.env.BENCH_SCALE_SIZES ?? "1000,100000,1000000").split(",").map(Number);
const CREATIONS = Number(process.env.BENCH_SCALE_CREATIONS ?? 1500);
const CONCURRENCY = 16;
const fixture = (name) => readFileSync(new URL(`../fixtures/test-tpp/${name}`, import.meta.url), "utf8");
const base = JSON.parse(readFileSync(new URL("../fixtures/generated/seed-1.json", import.meta.url), "utf8"));
const PSU_ID = "d9465e66-51c4-46ad-957c-3b54df48fc7e";
const PATH = "/v1/payments/sepa-credit-transfers";
const headers = {
  "PSU-ID": PSU_ID,
  "PSU-IP-Address": "192.0.2.10",
  "TPP-Redirect-URI": "https://tpp.example/cb",
  "TPP-Session-ID": "bench-scale",
  "x-accept-fix": "",
};
const body = (n) => ({
  instructedAmount: { currency: "NOK", amount: `${1 + (n % 500)}.00` },
  debtorAccount: { iban: "NO5097102856485", currency: "NOK" },
  creditorName: "Scale Creditor AS",
  creditorAccount: { iban: "NO9386011117947", currency: "NOK" },
  remittanceInformationUnstructured: `scale ${n}`,
});
const client = (baseUrl) =>
  createTppClient({ baseUrl, certificate: fixture("tpp.pem"), privateKey: fixture("tpp.key.pem") });

function startCli(args) {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, ...args], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, PSD2_SANDBOX_LOG_LEVEL: "warn" },
  });
  let err = "";
  child.stderr.on("data", (c) => {
    err += c;
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1], startMs: performance.now() - started, stderr: () => err });
    });
    child.once("exit", (code) => reject(new Error(`CLI exited with ${code} before listening: ${err}`)));
  });
}

async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** One real payment (with its authorisation and duplicate key) made by a sandbox, as templates. */
async function templates(dir) {
  const data = join(dir, "template.json");
  const cli = await startCli(["--port", "0", "--data", data]);
  const response = await client(cli.url).request("POST", PATH, { body: body(0), headers });
  if (response.status !== 201)
    throw new Error(`template payment: ${response.status} ${await response.text()}`);
  cli.child.kill("SIGTERM");
  await once(cli.child, "exit");
  const stored = JSON.parse(await readFile(data, "utf8"));
  const [payment] = Object.values(stored.payments);
  const [authorisation] = Object.values(stored.authorisations);
  const [[key, duplicate]] = Object.entries(stored.duplicateKeys);
  return { payment, authorisation, key, duplicate };
}

const hex = (n, width) => n.toString(16).padStart(width, "0");

/** Writes the data file for N payments in line form, nearly all of them settled (final). */
async function writeDataFile(file, n, t) {
  const out = createWriteStream(file);
  const write = (text) => (out.write(text) ? undefined : once(out, "drain"));
  const { payments: _p, authorisations: _a, duplicateKeys: _d, meta, ...tables } = base;
  await write(`{"meta":${JSON.stringify(meta)},"journalSeq":0,\n`);
  for (const [name, records] of Object.entries(tables)) {
    const entries = Object.entries(records);
    await write(`${JSON.stringify(name)}:{\n`);
    for (const [i, [id, record]] of entries.entries()) {
      await write(`${JSON.stringify(id)}:${JSON.stringify(record)}${i < entries.length - 1 ? "," : ""}\n`);
    }
    await write("},\n");
  }
  const ids = (i) => ({ p: `p${hex(i, 8)}-scale`, a: `a${hex(i, 8)}-scale` });
  const live = (i) => i % 100 === 0; // 1% still waiting for their SCA: what a batch run looks at
  const created = new Date(Date.parse(t.payment.createdAt) - 86_400_000).toISOString();
  const collections = [
    [
      "payments",
      (i) => {
        const { p, a } = ids(i);
        return [
          p,
          {
            ...t.payment,
            paymentId: p,
            authorisationIds: [a],
            createdAt: created,
            duplicateKey: `${t.key}-${i}`,
            transactionStatus: live(i) ? "RCVD" : "ACSC",
          },
        ];
      },
    ],
    [
      "duplicateKeys",
      (i) => [`${t.key}-${i}`, { ...t.duplicate, key: `${t.key}-${i}`, paymentIds: [ids(i).p] }],
    ],
    [
      "authorisations",
      (i) => {
        const { p, a } = ids(i);
        return [
          a,
          {
            ...t.authorisation,
            authorisationId: a,
            resource: { ...t.authorisation.resource, paymentId: p },
            scaStatus: live(i) ? "received" : "finalised",
          },
        ];
      },
    ],
  ];
  for (const [c, [name, make]] of collections.entries()) {
    await write(`${JSON.stringify(name)}:{\n`);
    for (let i = 0; i < n; i++) {
      const [id, record] = make(i);
      await write(`${JSON.stringify(id)}:${JSON.stringify(record)}${i < n - 1 ? "," : ""}\n`);
    }
    await write(c < collections.length - 1 ? "},\n" : "}\n");
  }
  await write("}\n");
  out.end();
  await once(out, "finish");
  return { someId: ids(n - 1).p };
}

async function creationThroughput(url) {
  const tpp = client(url);
  // Signed ahead, so the client's RSA work is not in the window.
  const signed = Array.from({ length: CREATIONS }, (_, n) => {
    const raw = Buffer.from(JSON.stringify(body(n)));
    const target = `${PATH}?allowLogicalDuplicate=true`;
    return {
      target,
      raw,
      headers: tpp.signHeaders("POST", target, { ...headers, "Content-Type": "application/json" }, raw),
    };
  });
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < signed.length) {
      const { target, raw, headers: h } = signed[next++];
      const response = await fetch(`${url}${target}`, { method: "POST", headers: h, body: raw });
      if (response.status !== 201) throw new Error(`creation: ${response.status} ${await response.text()}`);
      await response.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return CREATIONS / ((performance.now() - started) / 1000);
}

async function getMs(url, id) {
  const tpp = client(url);
  const times = [];
  for (let i = 0; i < 200; i++) {
    const started = performance.now();
    const response = await tpp.request("GET", `${PATH}/${id}`);
    if (response.status !== 200) throw new Error(`GET: ${response.status} ${await response.text()}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

async function measure(n) {
  const dir = await mkdtemp(join(tmpdir(), "psd2-scale-"));
  try {
    const t = await templates(dir);
    const file = join(dir, "store.json");
    const generated = performance.now();
    const { someId } = await writeDataFile(file, n, t);
    const sizeMb = (await stat(file)).size / 1048576;
    const writeS = (performance.now() - generated) / 1000;
    const cli = await startCli(["--port", "0", "--data", file]);
    const rssReady = await rssMb(cli.child.pid);
    const get = await getMs(cli.url, someId);
    const batchStarted = performance.now();
    const batch = await fetch(`${cli.url}/__admin/batch-runs`, { method: "POST" });
    if (batch.status !== 200) throw new Error(`batch run: ${batch.status}`);
    await batch.arrayBuffer();
    const batchMs = performance.now() - batchStarted;
    const creations = await creationThroughput(cli.url);
    const rssAfter = await rssMb(cli.child.pid);
    const stopStarted = performance.now();
    cli.child.kill("SIGTERM");
    const [code] = await once(cli.child, "exit");
    const stopS = (performance.now() - stopStarted) / 1000;
    return {
      n,
      sizeMb,
      writeS,
      startS: cli.startMs / 1000,
      rssReady,
      rssAfter,
      get,
      batchMs,
      creations,
      stopS,
      code,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const rssTarget = (n) => (n >= 1_000_000 ? 1200 : n >= 100_000 ? 150 : undefined);
const results = [];
for (const n of SIZES) {
  const r = await measure(n);
  results.push(r);
  const first = results[0];
  const target = rssTarget(n);
  const line = [
    `${n.toLocaleString("en")} payments (data file ${r.sizeMb.toFixed(0)} MB, written in ${r.writeS.toFixed(1)} s):`,
    `  start-up to ready ${r.startS.toFixed(2)} s${n >= 1_000_000 ? ` (target ≤ 10 s: ${r.startS <= 10 ? "met" : "NOT met"})` : ""}`,
    `  RSS ready ${r.rssReady.toFixed(0)} MB, after creations ${r.rssAfter.toFixed(0)} MB${target ? ` (target ≤ ${target} MB: ${Math.max(r.rssReady, r.rssAfter) <= target ? "met" : "NOT met"})` : ""}`,
    `  creation ${r.creations.toFixed(0)}/s${r === first ? "" : ` = ${(r.creations / first.creations).toFixed(2)}× at ${first.n.toLocaleString("en")} (target ≥ 0.9×: ${r.creations >= 0.9 * first.creations ? "met" : "NOT met"})`}`,
    `  GET one payment ${r.get.toFixed(2)} ms median${r === first ? "" : ` = ${(r.get / first.get).toFixed(2)}× at ${first.n.toLocaleString("en")} (target: as fast: ${r.get <= first.get * 1.25 ? "met" : "NOT met"})`}`,
    `  batch run ${r.batchMs.toFixed(0)} ms`,
    `  stop on SIGTERM (last fold) ${r.stopS.toFixed(1)} s, exit ${r.code}`,
  ];
  console.log(line.join("\n"));
}
