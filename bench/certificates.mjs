// `node bench/certificates.mjs [--against DIR]` (after `npm run build`; DIR another built checkout):
// the certificate side of the signature path, for this tree and, interleaved in the same run, for
// DIR's, so that a shared machine slows both alike (compare the ratios):
// - parse: one uncached parseCertificate() of the fixture TPP's header value (a certificate cache miss);
// - build: one buildCertificate() with fixed keys (what `psd2-sandbox certs` does besides making keys);
// - first parse: in a fresh process, from importing dist/signing/certificate.js to its first parse
//   done (what a server's first signed request adds, libraries loaded on first use included);
// - cold start: spawn to the "listening" line of `dist/cli.js --memory --port 0`;
// - creations: signed SEPA creations over loopback against `dist/cli.js --memory` (bench/pool.mjs),
//   requests/s and the server's CPU per request.
// CERT_ROUNDS rounds (default 3); BENCH_CREATIONS creations per round (default 5000).
import { execFileSync, spawn } from "node:child_process";
import { createPrivateKey, createPublicKey } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { loadPool, processCpu, start, stop } from "./harness.mjs";
import { creationPool } from "./pool.mjs";

const ROUNDS = Number(process.env.CERT_ROUNDS ?? 3);
const CREATIONS = Number(process.env.BENCH_CREATIONS ?? 5000);
const against = process.argv.indexOf("--against");
const here = resolve(new URL("..", import.meta.url).pathname);
const trees = against > 0 ? [here, resolve(process.argv[against + 1])] : [here];
const fixture = (name) => readFileSync(new URL(`../fixtures/test-tpp/${name}`, import.meta.url), "utf8");
const header = fixture("tpp.pem").replace(/-----[A-Z ]+-----|\s/g, "");
const caKey = createPrivateKey(fixture("ca.key.pem"));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

/** µs per call of `run`, over `n` calls after a few warm-up calls. */
function perCall(run, n) {
  for (let i = 0; i < 5; i++) run();
  const started = performance.now();
  for (let i = 0; i < n; i++) run();
  return ((performance.now() - started) / n) * 1000;
}

async function micro(tree) {
  const dist = (file) => pathToFileURL(`${tree}/dist/signing/${file}`).href;
  const { parseCertificate } = await import(dist("certificate.js"));
  const { buildCertificate } = await import(dist("x509-build.js"));
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
  return {
    parse: perCall(() => parseCertificate(header), 300),
    build: perCall(() => buildCertificate(spec), 100),
  };
}

function firstParse(tree) {
  const script = `const started = performance.now();
const { parseCertificate } = await import(${JSON.stringify(pathToFileURL(`${tree}/dist/signing/certificate.js`).href)});
parseCertificate(${JSON.stringify(header)});
process.stdout.write(String(performance.now() - started));`;
  return Number(execFileSync(process.execPath, ["--input-type=module", "-e", script], { encoding: "utf8" }));
}

function coldStart(tree) {
  const started = performance.now();
  const child = spawn(process.execPath, [`${tree}/dist/cli.js`, "--memory", "--port", "0"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  return new Promise((done, fail) => {
    let ms;
    child.stdout.on("data", (chunk) => {
      if (ms !== undefined || !String(chunk).includes("listening")) return;
      ms = performance.now() - started;
      child.kill("SIGTERM");
    });
    child.once("exit", (code) => (ms === undefined ? fail(new Error(`exited with ${code}`)) : done(ms)));
  });
}

async function creations(tree, pool) {
  const server = await start(`${tree}/dist/cli.js`, ["--memory", "--port", "0"]);
  try {
    const before = processCpu(server.child.pid);
    const run = await loadPool(server.url, pool, { rounds: 1 });
    return { rate: run.rate, cpu: (processCpu(server.child.pid) - before) / run.total };
  } finally {
    await stop(server);
  }
}

const pool = await creationPool(CREATIONS);
const results = new Map(
  trees.map((t) => [t, { parse: [], build: [], first: [], cold: [], rate: [], cpu: [] }]),
);
for (let round = 1; round <= ROUNDS; round++) {
  for (const tree of round % 2 ? trees : [...trees].reverse()) {
    const r = results.get(tree);
    const m = await micro(tree);
    r.parse.push(m.parse);
    r.build.push(m.build);
    for (let i = 0; i < 3; i++) r.first.push(firstParse(tree));
    for (let i = 0; i < 5; i++) r.cold.push(await coldStart(tree));
    const c = await creations(tree, pool);
    r.rate.push(c.rate);
    r.cpu.push(c.cpu);
    console.error(`round ${round} ${tree}: ${JSON.stringify(m)} ${Math.round(c.rate)} req/s`);
  }
}

const rows = [
  ["uncached parse (µs)", (r) => median(r.parse)],
  ["buildCertificate (µs)", (r) => median(r.build)],
  ["import + first parse, fresh process (ms)", (r) => median(r.first)],
  ["cold start --memory (ms)", (r) => median(r.cold)],
  ["creations (req/s, mean)", (r) => mean(r.rate)],
  ["server CPU per creation (µs, mean)", (r) => mean(r.cpu)],
];
const [a, b] = trees;
console.log(`| figure | this tree |${b ? " --against | ratio |" : ""}`);
console.log(`| --- | --- |${b ? " --- | --- |" : ""}`);
for (const [what, of] of rows) {
  const x = of(results.get(a));
  const y = b ? of(results.get(b)) : undefined;
  console.log(`| ${what} | ${x.toFixed(1)} |${b ? ` ${y.toFixed(1)} | ${(x / y).toFixed(2)} |` : ""}`);
}
