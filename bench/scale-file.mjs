// Writes a data file holding N payments straight to disk (not over HTTP), in the store's own format
// and with the store's own writer (`dataFileChunks` + `writeFileAtomic` from dist/), and its index
// (`writeIndexFile`), as a fold leaves them. The records are
// copies of one payment (and its authorisation) that a real sandbox created and folded, each with
// its own ids, so every field is one the sandbox itself wrote. Records are made on demand while the
// file is written: the bench holds one chunk in memory, not a million payments.
import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import { model } from "../dist/collections.js";
import { writeFileAtomic } from "../dist/store/files.js";
import { writeIndexFile } from "../dist/store/index-file.js";
import { StoreMemory } from "../dist/store/memory.js";
import { dataFileChunks } from "../dist/store/snapshot.js";

/** A URL-safe id shaped like the sandbox's own (128 bits, base64url), the same for the same n. */
export function benchId(kind, n) {
  return createHash("sha256").update(`${kind}:${n}`).digest("base64url").slice(0, 22);
}

/** An array-like of `length` whose element i is `at(i)`, computed when it is read. */
function lazy(length, at) {
  return new Proxy([], {
    get(target, key) {
      if (key === "length") return length;
      if (typeof key === "string" && /^\d+$/.test(key)) return at(Number(key));
      return Reflect.get(target, key);
    },
  });
}

/**
 * The one payment, its authorisation and the rest of a small folded data file (read whole: the line
 * form is one JSON document), with the file's tables as `dataFileChunks` takes them.
 */
export async function readTemplate(file) {
  const {
    meta,
    journalSeq,
    checksum: _,
    tppBanks = {},
    ...collections
  } = JSON.parse(await readFile(file, "utf8"));
  const banks = [["", collections], ...Object.entries(tppBanks)];
  const tables = banks.flatMap(([bank, held]) =>
    Object.entries(held).map(([c, records]) => ({
      c,
      bank,
      ids: Object.keys(records),
      records: Object.values(records),
    })),
  );
  // With a bank per TPP (trust/tenancy), the TPP's payments are in its bank (under `tppBanks`).
  const [bank, held] = banks.find(([, held]) => Object.keys(held.payments ?? {}).length > 0) ?? [];
  if (held === undefined) throw new Error(`${file}: holds no payment`);
  const [payment] = Object.values(held.payments);
  const authorisation = held.authorisations?.[payment.authorisationIds[0]];
  const [requestId] = Object.values(collections.requestIds ?? {});
  return { pinned: { meta, tables }, journalSeq, payment, authorisation, bank, requestId };
}

/** A UUID-shaped X-Request-ID for stored record n (never one of bench/pool.mjs's). */
function storedRequestId(n) {
  const h = createHash("sha256").update(`psd2-bench-stored-request:${n}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Writes `file` with the template's bank data plus `count` payments, each with its authorisation and
 * its duplicate-check key: 99 in 100 final (mostly settled, some rejected or cancelled: what a
 * long-lived pipeline leaves behind), 1 in 100 still waiting for its SCA (created a day before the
 * template, so the first batch run expires it). With `open`, every payment is as its creation left
 * it (RCVD, its SCA "received", made when the template was) and has its X-Request-ID record (the
 * template's, under its own key). Answers the id of payment i, for GETs.
 */
export async function writeScaleFile(file, template, count, { open = false } = {}) {
  const { journalSeq, payment, authorisation, bank, requestId } = template;
  const statuses = ["ACSC", "ACSC", "ACSC", "ACSC", "ACSC", "ACSC", "ACSC", "ACSC", "RJCT", "CANC"];
  const live = (i) => open || i % 100 === 99;
  const createdAt = open
    ? payment.createdAt
    : new Date(Date.parse(payment.createdAt) - 86_400_000).toISOString();
  const key = (i) => `${payment.duplicateKey}:${i}`;
  const paymentAt = (i) => ({
    ...payment,
    paymentId: benchId("p", i),
    transactionStatus: live(i) ? "RCVD" : statuses[i % statuses.length],
    authorisationIds: authorisation ? [benchId("a", i)] : [],
    duplicateKey: key(i),
    createdAt,
    statusChangedAt: createdAt,
  });
  const authorisationAt = (i) => ({
    ...authorisation,
    authorisationId: benchId("a", i),
    ...(authorisation.resource && { resource: { ...authorisation.resource, paymentId: benchId("p", i) } }),
    scaStatus: live(i) ? "received" : "finalised",
    createdAt,
    expiresAt: new Date(Date.parse(createdAt) + 15 * 60_000).toISOString(),
  });
  // Each record as the store keeps it: a final one as its JSON text, which the writer refers to.
  const memory = new StoreMemory(model, template.pinned.meta);
  const kept = (c, at) => (i) => memory.stored(c, at(i));
  const pinned = { meta: template.pinned.meta, tables: template.pinned.tables.map((t) => ({ ...t })) };
  for (const table of pinned.tables) {
    const ours = table.bank === bank;
    if (ours && table.c === "payments") {
      table.ids = lazy(count, (i) => benchId("p", i));
      table.records = lazy(count, kept(table.c, paymentAt));
    } else if (ours && table.c === "authorisations" && authorisation) {
      table.ids = lazy(count, (i) => benchId("a", i));
      table.records = lazy(count, kept(table.c, authorisationAt));
    } else if (ours && table.c === "duplicateKeys") {
      table.ids = lazy(count, key);
      table.records = lazy(
        count,
        kept(table.c, (i) => ({ key: key(i), paymentIds: [benchId("p", i)] })),
      );
    } else if (table.c === "requestIds" && table.bank === "" && open && requestId) {
      const tpp = requestId.key.split(" ")[0];
      const idKey = (i) => `${tpp} ${storedRequestId(i)}`;
      table.ids = lazy(count, idKey);
      table.records = lazy(
        count,
        kept(table.c, (i) => ({ ...requestId, key: idKey(i) })),
      );
    }
  }
  const layout = [];
  await writeFileAtomic(file, dataFileChunks(pinned, journalSeq, undefined, layout));
  await writeIndexFile(file, journalSeq, layout);
  return (i) => benchId("p", i);
}
