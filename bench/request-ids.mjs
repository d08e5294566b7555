// `node --expose-gc bench/request-ids.mjs [n]` (after `npm run build`): what a remembered X-Request-ID
// costs in memory. A sandbox on a temporary data file makes one real signed SEPA creation; n records
// like its X-Request-ID record (each with its own ids, body hash and time) are committed to its
// store as the middleware commits them, and the heap is measured (after GC) before a fold, while
// they live in the journal and memory; then the sandbox is closed (a fold) and opened again, and
// the heap and array buffers are measured with the records in the data file. Before the fold it also
// splits the process's RSS: the heap's live objects, the heap's pages V8 holds beyond them (committed
// but free), buffers outside the heap, and the rest (native memory: malloc's arenas, zlib's state).
import { randomBytes, randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "../dist/config/load.js";
import { unpackAnswer } from "../dist/idempotency/answer.js";
import { rememberedRecord } from "../dist/idempotency/fingerprint.js";
import { createSandbox } from "../dist/sandbox.js";
import { change } from "../dist/store/change.js";
import { body, PATH, signedHeaders } from "./pool.mjs";

if (typeof globalThis.gc !== "function") throw new Error("run with node --expose-gc");
const n = Number(process.argv[2] ?? 200_000);
const dir = mkdtempSync(join(tmpdir(), "psd2-request-ids-"));
const config = loadConfig({
  file: false,
  flags: { data: join(dir, "store.json"), logLevel: "silent", store: { compactAfterEntries: 10 * n } },
});
const memory = () => {
  globalThis.gc();
  globalThis.gc();
  return process.memoryUsage();
};

const sandbox = await createSandbox(config);
const created = await sandbox.app.request(`http://localhost:8080${PATH}`, {
  method: "POST",
  headers: signedHeaders(-1),
  body,
});
if (created.status !== 201) throw new Error(`the creation answered ${created.status}`);
const { store } = sandbox.ctx;
const [key] = store.ids("requestIds");
const first = store.get("requestIds", key);
const answer = unpackAnswer(first.answer);
const paymentId = JSON.parse(answer.body).paymentId;
const authorisationId = /authorisations\/([^"\\]+)/.exec(answer.body)[1];
const tppId = key.slice(0, key.indexOf(" "));

/** Record i: the first one's answer with its own payment and authorisation ids. */
function record(i) {
  const [p, a] = [randomBytes(16).toString("base64url"), randomBytes(16).toString("base64url")];
  const swap = (text) => text.replaceAll(paymentId, p).replaceAll(authorisationId, a);
  const fingerprint = { ...requestOf(first), bodyHash: randomBytes(32).toString("base64url") };
  const at = { bank: new Date(first.at + i), real: first.realAt + i };
  return rememberedRecord(`${tppId} ${randomUUID()}`, fingerprint, at, {
    status: answer.status,
    headers: answer.headers.map(([name, value]) => [name, swap(value)]),
    body: swap(answer.body),
  });
}
function requestOf({ request }) {
  const [method, target] = request.split(" ");
  const q = target.indexOf("?");
  return { method, path: q < 0 ? target : target.slice(0, q), query: q < 0 ? "" : target.slice(q) };
}

const before = memory();
for (let i = 0; i < n; i += 100) {
  for (let j = i; j < Math.min(n, i + 100); j++) store.commit([change.put("requestIds", record(j))]);
  await store.sync();
}
const live = memory();
const rssLive = process.memoryUsage.rss();
await sandbox.close();
const reopened = await createSandbox(config);
const folded = memory();
const per = (a, b, field) => Math.round((a[field] - b[field]) / n);
console.log(
  `${n} X-Request-ID records like a SEPA creation's (${JSON.stringify(first).length} bytes of JSON each)`,
);
// RSS is left out: pages a closed sandbox freed stay with the process.
const row = (name, after) =>
  `| ${name} | ${per(after, before, "heapUsed")} | ${per(after, before, "arrayBuffers")} | ${per(after, before, "heapUsed") + per(after, before, "arrayBuffers")} |`;
console.log("| | heap per id | array buffers per id (the disk index) | bytes per id |\n|---|---|---|---|");
console.log(row("before a fold (journal + memory)", live));
console.log(row("after a fold and a restart (data file)", folded));
const perId = (bytes) => Math.round(bytes / n);
const rssPer = perId(rssLive - before.rss);
const heapUsed = perId(live.heapUsed - before.heapUsed);
const heapFree = perId(live.heapTotal - live.heapUsed - (before.heapTotal - before.heapUsed));
const external = perId(live.external - before.external);
console.log(
  `\nRSS before a fold: +${Math.round((rssLive - before.rss) / 2 ** 20)} MB, ${rssPer} bytes per id: ` +
    `${heapUsed} the heap's live objects, ${heapFree} heap pages held beyond them, ` +
    `${external} buffers outside the heap, ${rssPer - heapUsed - heapFree - external} the rest (native)`,
);
await reopened.close();
rmSync(dir, { recursive: true, force: true });
