/**
 * The sandbox's collections: the one registry the store is generic over (`store/registry.ts`). Each
 * collection declares here, once, how a record's id is derived and who owns its records. Adding a
 * collection is one entry below plus its record type beside its feature; the store, the journal and
 * the data file follow. The order is the order of the data file.
 */
import type { BasketRecord } from "./baskets/model.js";
import type { DuplicateKeyRecord, PaymentRecord } from "./payments/model.js";
import { type ExecutionRecord, executionKey, type OrderProgress } from "./payments/executions.js";
import { bankCollections } from "./bank/collections.js";
import type { TppContactRecord } from "./test-data/model.js";
import type { AuthorisationRecord, PsuScaRecord } from "./sca/model.js";
import { emptyDataOf } from "./store/records.js";
import { bankOwned, compactWhen, type Data, sandboxWide, tppOwned } from "./store/registry.js";
import type { BankRecord } from "./tenancy/model.js";
import { isFinal } from "./domain/transitions.js";
import type { TppRecord } from "./trust/model.js";
import type { RequestIdRecord } from "./idempotency/model.js";
import { packRecord, unpackRecord } from "./idempotency/kept.js";

const decided = new Set<string>(["finalised", "failed", "exempted"]);

export const model = {
  collections: {
    ...bankCollections,
    tppContacts: tppOwned((r: TppContactRecord) => r.tppId),
    payments: compactWhen(
      tppOwned((r: PaymentRecord) => r.paymentId),
      (r) => isFinal(r.transactionStatus),
    ),
    /**
     * Standing order executions, one record each (a standing order's own record stays the same size
     * however long it runs). Never changed once made: kept compactly.
     */
    executions: compactWhen(
      tppOwned((r: ExecutionRecord) => executionKey(r.paymentId, r.n)),
      () => true,
    ),
    /** How far each standing order has run (one small record per order that executed). */
    orderProgress: tppOwned((r: OrderProgress) => r.paymentId),
    /**
     * The duplicate check's memory; its key already names the TPP, and no TPP reads it by id. One
     * per payment and read once per creation, so always kept compactly (in the data file).
     */
    duplicateKeys: compactWhen(
      bankOwned((r: DuplicateKeyRecord) => r.key),
      () => true,
    ),
    authorisations: compactWhen(
      tppOwned((r: AuthorisationRecord) => r.authorisationId),
      (r) => decided.has(r.scaStatus),
    ),
    baskets: tppOwned((r: BasketRecord) => r.basketId),
    psuSca: bankOwned((r: PsuScaRecord) => r.customerId),
    /** The TPPs seen and the key each is bound to (trust mode pinned): the bank's own register. */
    tpps: sandboxWide((r: TppRecord) => r.organisationId),
    /**
     * X-Request-IDs of the last `idempotency.window` and their first answers; the key names the TPP.
     * Never changed once written, and looked up by id only: kept compactly (packed bytes, then the
     * data file), so hundreds of thousands cost little memory.
     */
    requestIds: compactWhen(
      sandboxWide((r: RequestIdRecord) => r.key),
      () => true,
      { pack: packRecord, unpack: unpackRecord },
    ),
    /** The banks made so far (tenancy per-tpp), one per organisation; each has its own tables. */
    banks: sandboxWide((r: BankRecord) => r.bankId),
  },
  meta: {
    /** Sandbox clock offset from real time in ms, so moved time survives a restart. */
    clockOffsetMs: 0,
    /** The faker seed the data was generated with. */
    seed: 0,
  },
};

declare module "./store/registry.js" {
  interface Register {
    model: typeof model;
  }
}

export function emptyData(seed = 0): Data {
  return emptyDataOf(model, { clockOffsetMs: 0, seed });
}
