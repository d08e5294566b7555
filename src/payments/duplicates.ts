import { createHash } from "node:crypto";
import { toMinor } from "../domain/money.js";
import type { Store, StoreChange } from "../store/store.js";
import { type AccountRef, bbanOf } from "./accounts.js";
import type { PaymentRecord } from "./model.js";

/**
 * Logical duplicates (DESIGN): a payment of the same TPP with the same product, debtor account,
 * creditor account(s), amount(s), currency and execution date, made in the last
 * `payments.duplicateWindowMinutes`. Cancelled and rejected payments do not count: sending one again
 * is how a TPP retries.
 */
export interface DuplicateFacts {
  tppId: string;
  product: string;
  debtorAccountId: string;
  executionDate: string;
  transfers: { creditorAccount: AccountRef; currency: string; amount: string }[];
}

/** A stable fingerprint: iban and bban of the same Norwegian account and "100" and "100.00" agree. */
export function duplicateKey(facts: DuplicateFacts): string {
  const transfers = facts.transfers
    .map((t) => [
      bbanOf(t.creditorAccount) ?? t.creditorAccount.iban,
      t.currency,
      toMinor(t.amount, t.currency).toString(),
    ])
    .map((parts) => parts.join(" "))
    .sort();
  const text = JSON.stringify([
    facts.tppId,
    facts.product,
    facts.debtorAccountId,
    facts.executionDate,
    transfers,
  ]);
  return createHash("sha256").update(text).digest("base64url");
}

const notCounted = new Set(["CANC", "RJCT"]);

function withinWindow(payment: PaymentRecord, now: Date, windowMinutes: number): boolean {
  return now.getTime() - new Date(payment.createdAt).getTime() <= windowMinutes * 60_000;
}

/** The earlier payment this one duplicates, if any. */
export function findDuplicate(
  store: Store,
  key: string,
  now: Date,
  windowMinutes: number,
): PaymentRecord | undefined {
  for (const id of store.get("duplicateKeys", key)?.paymentIds ?? []) {
    const payment = store.get("payments", id);
    if (payment && !notCounted.has(payment.transactionStatus) && withinWindow(payment, now, windowMinutes)) {
      return payment;
    }
  }
  return undefined;
}

/**
 * How many recent payments a key remembers. Bounded so that a TPP repeating one payment with
 * allowLogicalDuplicate=true costs the same on its 100,000th call as on its first; only the newest
 * payments can be within the window anyway, unless that many were cancelled in a row.
 */
const REMEMBERED = 10;

/** The change that remembers a new payment under its key, forgetting those that left the window. */
export function rememberKey(
  store: Store,
  payment: PaymentRecord,
  now: Date,
  windowMinutes: number,
): StoreChange {
  const recent = (store.get("duplicateKeys", payment.duplicateKey)?.paymentIds ?? []).filter((id) => {
    const earlier = store.get("payments", id);
    return earlier !== undefined && withinWindow(earlier, now, windowMinutes);
  });
  const paymentIds = [...recent.slice(-(REMEMBERED - 1)), payment.paymentId];
  return { op: "put", c: "duplicateKeys", id: payment.duplicateKey, v: { paymentIds } };
}
