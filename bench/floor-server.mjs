// The floor under a signed, durably stored creation: only the work no creation can skip, done with
// the sandbox's own code: the Digest, certificate and RSA signature checks (`verifyRequest`), and one
// journal line appended by the group-committing writer and fsynced before the answer. No validation,
// no payment rules, no records, one Hono route. Takes the journal's path; prints its URL when ready.
import { randomUUID } from "node:crypto";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { createCertificateCache } from "../dist/signing/certificate.js";
import { verifyRequest } from "../dist/signing/verify-request.js";
import { openJournalFile } from "../dist/store/files.js";
import { createJournalWriter } from "../dist/store/journal.js";

const silent = { error() {}, warn() {}, info() {}, debug() {} };
const writer = createJournalWriter({
  file: await openJournalFile(process.argv[2]),
  entries: 0,
  compactAfterEntries: Number.MAX_SAFE_INTEGER,
  snapshot: async () => 0,
  logger: silent,
});
const certificates = createCertificateCache();

const app = new Hono();
app.post("/v1/payments/sepa-credit-transfers", async (c) => {
  const body = new Uint8Array(await c.req.arrayBuffer());
  const url = new URL(c.req.url);
  const request = { method: "POST", target: url.pathname + url.search, headers: c.req.raw.headers, body };
  const tpp = await verifyRequest(request, { now: new Date(), certificates, digestRequired: true });
  const paymentId = randomUUID();
  writer.append(`${JSON.stringify({ paymentId, tpp: tpp.id, body: Buffer.from(body).toString() })}\n`);
  await writer.sync();
  return c.json({ transactionStatus: "RCVD", paymentId }, 201);
});
const server = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, (info) => {
  process.stdout.write(`listening on http://127.0.0.1:${info.port}\n`);
});
process.on("SIGTERM", () => server.close(() => writer.close().then(() => process.exit(0))));
