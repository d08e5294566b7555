// `npm run bench:report` (after `npm run build`): how long the readiness report takes over a full
// request log. Starts a sandbox whose log keeps REPORT_REQUESTS requests (default 10000), sends that
// many signed requests of one TPP (creations, status reads, a 404, the customer list; a fault now and
// then), then asks GET /__admin/report for that TPP REPORT_ROUNDS times (default 5) and prints the
// median and the slowest, with how many outcomes were met. REPORT_LOG_SIZE smaller than the requests
// makes the tally beside the log count the rest.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { defaultCustomers, startSandbox } from "../dist/index.js";
import { createTppClient } from "../dist/signing/client.js";

const REQUESTS = Number(process.env.REPORT_REQUESTS ?? 10_000);
const LOG_SIZE = Number(process.env.REPORT_LOG_SIZE ?? REQUESTS);
const ROUNDS = Number(process.env.REPORT_ROUNDS ?? 5);
const CONCURRENCY = 8;
const fixture = (file) => readFileSync(new URL(`../fixtures/test-tpp/${file}`, import.meta.url), "utf8");

const bank = await startSandbox({ logLevel: "silent", journal: { size: LOG_SIZE } });
try {
  const tpp = createTppClient({
    baseUrl: bank.url,
    certificate: fixture("tpp.pem"),
    privateKey: fixture("tpp.key.pem"),
  });
  const psu = {
    "PSU-ID": defaultCustomers.private.customerId,
    "PSU-IP-Address": "192.0.2.10",
    "TPP-Redirect-URI": "https://tpp.example/back",
    "TPP-Session-ID": "session-1",
    "x-accept-fix": "",
  };
  const sepa = (cents) => ({
    instructedAmount: { currency: "EUR", amount: (cents / 100).toFixed(2) },
    creditorName: "Bäckerei Müller GmbH",
    creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
  });
  await bank.setFaults([{ path: "/v1/sandbox/customers", status: 503, probability: 0.01 }]);
  let sent = 0;
  let paymentId = "none";
  const one = async () => {
    const n = sent++;
    const kind = n % 5;
    if (kind === 0) {
      const answer = await tpp.request("POST", "/v1/payments/sepa-credit-transfers", {
        body: sepa(100 + n),
        headers: { ...psu, "X-Request-ID": randomUUID() },
      });
      const body = await answer.json();
      if (body.paymentId) paymentId = body.paymentId;
    } else if (kind < 3) {
      await (await tpp.request("GET", `/v1/payments/sepa-credit-transfers/${paymentId}/status`)).text();
    } else if (kind === 3) {
      await (await tpp.request("GET", "/v1/payments/sepa-credit-transfers/unknown-payment")).text();
    } else {
      await (await tpp.request("GET", "/v1/sandbox/customers")).text();
    }
  };
  const worker = async () => {
    while (sent < REQUESTS) await one();
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  console.log(
    `${REQUESTS} requests sent in ${((performance.now() - started) / 1000).toFixed(1)} s (log keeps ${LOG_SIZE})`,
  );
  const times = [];
  let report;
  for (let i = 0; i < ROUNDS; i += 1) {
    const t = performance.now();
    report = await bank.report({ tpp: "PSDNO-FSA-999999991" });
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `report over ${report.requests} requests (${report.forgottenRequests} only in the tally): median ${median.toFixed(0)} ms, slowest ${times.at(-1).toFixed(0)} ms; ${report.summary.met} of ${report.summary.outcomes} outcomes met`,
  );
  console.log(
    `met: ${report.outcomes
      .filter((o) => o.met)
      .map((o) => o.id)
      .join(" ")}`,
  );
} finally {
  await bank.close();
}
