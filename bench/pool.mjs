// A pool of signed SEPA creations, each with its own X-Request-ID. Since a reused X-Request-ID with
// the same request gets the first answer replayed (docs/decisions.md), one request sent over and over
// would measure replays, not creations. Signing (an RSA signature, about 1 ms) is done before the
// timed window, by two worker threads, and kept in node_modules/.cache: the ids are derived from the
// request's index, so the same pool is signed the same way every time and a fresh server sees each
// request as new. The signature covers neither the path nor the host: every server gets this pool.
import { createHash } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { Worker, isMainThread, parentPort, workerData } from "node:worker_threads";
import { createTppClient } from "../dist/signing/client.js";

export const PATH = "/v1/payments/sepa-credit-transfers?allowLogicalDuplicate=true";
const fixture = (name) => readFileSync(new URL(`../fixtures/test-tpp/${name}`, import.meta.url), "utf8");
// A payment from the documented private customer 13039319955's first account.
export const body = JSON.stringify({
  instructedAmount: { currency: "NOK", amount: "1.00" },
  debtorAccount: { iban: "NO5097102856485", currency: "NOK" },
  creditorName: "Bench Creditor AS",
  creditorAccount: { iban: "NO9386011117947", currency: "NOK" },
  remittanceInformationUnstructured: "bench",
});
const given = {
  "Content-Type": "application/json",
  "PSU-ID": "d9465e66-51c4-46ad-957c-3b54df48fc7e",
  "PSU-IP-Address": "192.0.2.10",
  "TPP-Redirect-URI": "https://tpp.example/cb",
  "TPP-Session-ID": "bench",
  "x-accept-fix": "",
};

/** A UUID (version 4 layout) that is the same for the same n. */
export function benchUuid(n) {
  const h = createHash("sha256").update(`psd2-bench-request:${n}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

const client = () =>
  createTppClient({
    baseUrl: "http://127.0.0.1",
    certificate: fixture("tpp.pem"),
    privateKey: fixture("tpp.key.pem"),
  });

/** The signed headers of creation n (n < 0: a random X-Request-ID). */
export function signedHeaders(n, signer = client()) {
  const headers = n < 0 ? { ...given } : { ...given, "X-Request-ID": benchUuid(n) };
  return signer.signHeaders("POST", PATH, headers, Buffer.from(body));
}

if (!isMainThread) {
  const signer = client();
  const { from, to } = workerData;
  const out = [];
  for (let n = from; n < to; n++) out.push(signedHeaders(n, signer).Signature);
  parentPort.postMessage(out);
}

/** Signatures of creations [from, to), made by `threads` workers. */
async function sign(from, to, threads = 2) {
  const step = Math.ceil((to - from) / threads);
  const parts = await Promise.all(
    Array.from({ length: threads }, (_, t) => {
      const worker = new Worker(new URL(import.meta.url), {
        workerData: { from: from + t * step, to: Math.min(to, from + (t + 1) * step) },
      });
      return new Promise((resolve, reject) => {
        worker.once("message", resolve);
        worker.once("error", reject);
      });
    }),
  );
  return parts.flat();
}

/** `size` signed creations as autocannon request parts ({ method, path, headers, body }). */
export async function creationPool(size) {
  const template = signedHeaders(0);
  const key = createHash("sha256")
    .update(JSON.stringify({ template, body, PATH }))
    .digest("hex")
    .slice(0, 16);
  const dir = new URL("../node_modules/.cache/psd2-bench/", import.meta.url);
  const file = new URL(`creations-${key}.txt`, dir);
  let signatures = [];
  try {
    signatures = readFileSync(file, "utf8").split("\n").filter(Boolean);
  } catch {}
  if (signatures.length < size) {
    const started = performance.now();
    signatures = [...signatures, ...(await sign(signatures.length, size))];
    console.error(
      `signed ${size} bench requests in ${Math.round(performance.now() - started)} ms (kept in ${file.pathname})`,
    );
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, signatures.join("\n"));
  }
  return signatures.slice(0, size).map((Signature, n) => ({
    method: "POST",
    path: PATH,
    headers: { ...template, "X-Request-ID": benchUuid(n), Signature },
    body,
  }));
}
