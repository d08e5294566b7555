// `node bench/certificates.mjs [--against DIR]` (after `npm run build`; DIR another built checkout):
// the certificate side of the signature path, for this tree and, interleaved in the same run, for
// DIR's, so that a shared machine slows both alike (compare the ratios):
// - parse: one uncached parseCertificate() of the fixture TPP's header value (a certificate cache miss);
// - build: one buildCertificate() with fixed keys (what `psd2-sandbox certs` does besides making keys);
// - first parse: in a fresh process, from importing dist/signing/certificate.js to its first parse
//   done (what a server's first signed request adds, libraries loaded on first use included);
// - cold start: spawn to the "listening" line of `dist/cli.js --memory --port 0`, and from that line
//   to the answer of a signed creation sent at once (its certificate the server's first);
// - creations: signed SEPA creations over loopback against `dist/cli.js --memory` (bench/pool.mjs),
//   after one warm-up creation: requests/s and the server's CPU per request.
// Parse and build alternate in short batches in this process (medians); the rest alternate by
// round: CERT_ROUNDS rounds (default 6), BENCH_CREATIONS creations per round (default 3000).
import { execFileSync, spawn } from "node:child_process";
import { createPrivateKey, createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadPool, processCpu, start, stop } from "./harness.mjs";
import { body, creationPool, PATH, signedHeaders } from "./pool.mjs";

const ROUNDS = Number(process.env.CERT_ROUNDS ?? 6);
const CREATIONS = Number(process.env.BENCH_CREATIONS ?? 3000);
const against = process.argv.indexOf("--against");
const here = resolve(new URL("..", import.meta.url).pathname);
const trees = against > 0 ? [here, resolve(process.argv[against + 1])] : [here];
const fixture = (name) => readFileSync(new URL(`../fixtures/test-tpp/${name}`, import.meta.url), "utf8");
const header = fixture("tpp.pem").replace(/-----[A-Z ]+-----|\s/g, "");
const caKey = createPrivateKey(fixture("ca.key.pem"));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Median µs per call of each tree's `run`, timed in short batches that alternate between the trees. */
function alternating(runs, perBatch, batches = 30) {
  const times = runs.map(() => []);
  for (const run of runs) for (let i = 0; i < 5; i++) run();
  for (let batch = 0; batch < batches; batch++) {
    runs.forEach((run, i) => {
      const started = performance.now();
      for (let n = 0; n < perBatch; n++) run();
      times[i].push(((performance.now() - started) / perBatch) * 1000);
    });
  }
  return times.map(median);
}

/** Uncached parse and build of every tree, in this one process. */
async function micro() {
  const spec = {
    subject: [
      { type: "2.5.4.6", value: "NO" },
      { type: "2.5.4.3", value: "bench" },
    ],
    publicKey: createPublicKey(caKey),
    signingKey: caKey,
    notBefore: new Date("2025-01-01T00:00:00Z"),
    notAfter: new Date("2045-01-01T00:00:00Z"),
    extensions: [],
  };
  const modules = await Promise.all(
    trees.map(async (tree) => {
      const dist = (file) => pathToFileURL(`${tree}/dist/signing/${file}`).href;
      return { ...(await import(dist("certificate.js"))), ...(await import(dist("x509-build.js"))) };
    }),
  );
  const parse = alternating(
    modules.map((m) => () => m.parseCertificate(header)),
    20,
  );
  const build = alternating(
    modules.map((m) => () => m.buildCertificate(spec)),
    5,
  );
  return trees.map((_, i) => ({ parse: parse[i], build: build[i] }));
}

function firstParse(tree) {
  const script = `const started = performance.now();
const { parseCertificate } = await import(${JSON.stringify(pathToFileURL(`${tree}/dist/signing/certificate.js`).href)});
parseCertificate(${JSON.stringify(header)});
process.stdout.write(String(performance.now() - started));`;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
}

/** Spawn to the "listening" line, then the first signed creation's answer, sent at once (ms). */
function coldStart(tree, request) {
  const started = performance.now();
  const child = spawn(process.execPath, [`${tree}/dist/cli.js`, "--memory", "--port", "0"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  return new Promise((done, fail) => {
    let ready;
    let first;
    child.stdout.on("data", async (chunk) => {
      const match = /listening on (http:\/\/\S+)/.exec(String(chunk));
      if (ready !== undefined || !match) return;
      ready = performance.now() - started;
      const { path, ...init } = request;
      const answer = await fetch(`${match[1]}${path}`, init);
      await answer.arrayBuffer();
      if (answer.status !== 201) fail(new Error(`first creation answered ${answer.status}`));
      first = performance.now() - started - ready;
      child.kill("SIGTERM");
    });
    child.once("exit", (code) =>
      first === undefined ? fail(new Error(`exited with ${code}`)) : done({ ready, first }),
    );
  });
}

async function creations(tree, pool) {
  const server = await start(`${tree}/dist/cli.js`, ["--memory", "--port", "0"]);
  try {
    // Steady state: one signed creation first (its own X-Request-ID), so the one-time costs of a
    // first request (its bank seeded, libraries loaded) stay out of the timed window.
    const warm = await fetch(`${server.url}${PATH}`, { method: "POST", headers: signedHeaders(-1), body });
    if (warm.status !== 201) throw new Error(`a signed creation answered ${warm.status}`);
    const before = processCpu(server.child.pid);
    const run = await loadPool(server.url, pool, { rounds: 1 });
    return { rate: run.rate, cpu: (processCpu(server.child.pid) - before) / run.total };
  } finally {
    await stop(server);
  }
}

const pool = await creationPool(CREATIONS);
const results = new Map(
  (await micro()).map((m, i) => [
    trees[i],
    { parse: [m.parse], build: [m.build], first: [], cold: [], firstCreation: [], rate: [], cpu: [] },
  ]),
);
for (let round = 1; round <= ROUNDS; round++) {
  for (const tree of round % 2 ? trees : [...trees].reverse()) {
    const r = results.get(tree);
    r.first.push(firstParse(tree));
    for (let i = 0; i < 2; i++) {
      const { ready, first } = await coldStart(tree, pool[0]);
      r.cold.push(ready);
      r.firstCreation.push(first);
    }
    const c = await creations(tree, pool);
    r.rate.push(c.rate);
    r.cpu.push(c.cpu);
    console.error(`round ${round} ${tree}: ${Math.round(c.rate)} req/s, ${Math.round(c.cpu)} µs CPU each`);
  }
}

const rows = [
  ["uncached parse (µs)", (r) => median(r.parse)],
  ["buildCertificate (µs)", (r) => median(r.build)],
  ["import + first parse, fresh process (ms)", (r) => median(r.first)],
  ["cold start --memory (ms)", (r) => median(r.cold)],
  ["first signed creation after the ready line (ms)", (r) => median(r.firstCreation)],
  ["creations (req/s, median)", (r) => median(r.rate)],
  ["server CPU per creation (µs, median)", (r) => median(r.cpu)],
];
const [a, b] = trees;
console.log(`| figure | this tree |${b ? " --against | ratio |" : ""}`);
console.log(`| --- | --- |${b ? " --- | --- |" : ""}`);
for (const [what, of] of rows) {
  const x = of(results.get(a));
  const y = b ? of(results.get(b)) : undefined;
  console.log(`| ${what} | ${x.toFixed(1)} |${b ? ` ${y.toFixed(1)} | ${(x / y).toFixed(2)} |` : ""}`);
}
