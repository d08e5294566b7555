// What the benchmark scripts share: the one pre-signed SEPA creation every server gets, starting and
// stopping a server script, and driving it with autocannon. Runs against the build (`dist/`).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { createTppClient } from "../dist/signing/client.js";

export const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const CLI = new URL("../dist/cli.js", import.meta.url).pathname;
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

/** Runs `node [nodeArgs] script args` and resolves once it prints "listening on <url>". */
export function start(script, args, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
}

export async function stop({ child }) {
  child.kill("SIGTERM");
  await once(child, "exit");
}

/** A signing client as the bench's TPP (the fixture certificate), for requests made one at a time. */
export function tppClient(baseUrl) {
  return createTppClient({ baseUrl, certificate: fixture("tpp.pem"), privateKey: fixture("tpp.key.pem") });
}

/** The signature covers the path, not the host, so one signed request serves every server. */
export function signedRequest() {
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

/** Drives `request` at `base`; any answer but 2xx fails the run. */
export async function load(base, { path, ...request }, options) {
  const url = `${base}${path}`;
  const result = await autocannon({ url, ...request, connections: CONNECTIONS, ...options });
  const errors = result.non2xx + result.errors;
  if (errors > 0) throw new Error(`${errors} requests of ${result.requests.total} failed at ${url}`);
  return result;
}

/** User + system CPU of a process's main thread (its event loop), in µs; undefined off Linux. */
export function mainThreadCpu(pid) {
  const stat = `/proc/${pid}/task/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000; // clock ticks of 10 ms
}
