import { hash } from "node:crypto";
import { toMinor } from "../domain/money.js";
import type { Records, StoreChange } from "../store/store.js";
import { type AccountRef, bbanOf } from "./accounts.js";
import type { PaymentRecord } from "./model.js";
import { change } from "../store/change.js";

/**
 * Logical duplicates (docs/decisions.md#payments, "Logical duplicate"): a payment of the same TPP with the same product, debtor account,
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
  return hash("sha256", text, "base64url");
}

const notCounted = new Set(["CANC", "RJCT"]);

/** The window's start as an ISO timestamp, worked out once per call rather than once per payment. */
function windowStart(now: Date, windowMinutes: number): string {
  return new Date(now.getTime() - windowMinutes * 60_000).toISOString();
}

/**
 * Whether a payment was made at or after `since`. Timestamps of the same 24-character form
 * (YYYY-MM-DDTHH:mm:ss.sssZ) compare as text, which spares parsing each remembered payment's date;
 * the six-digit years a far-moved clock can give are compared as instants.
 */
function madeSince(payment: PaymentRecord, since: string): boolean {
  const made = payment.createdAt;
  if (made.length === 24 && since.length === 24) return made >= since;
  return Date.parse(made) >= Date.parse(since);
}

/** The earlier payment this one duplicates, if any. */
export function findDuplicate(
  store: Records,
  key: string,
  now: Date,
  windowMinutes: number,
): PaymentRecord | undefined {
  const since = windowStart(now, windowMinutes);
  for (const id of store.get("duplicateKeys", key)?.paymentIds ?? []) {
    const payment = store.get("payments", id);
    if (payment && !notCounted.has(payment.transactionStatus) && madeSince(payment, since)) {
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
  store: Records,
  payment: PaymentRecord,
  now: Date,
  windowMinutes: number,
): StoreChange {
  const since = windowStart(now, windowMinutes);
  const recent = (store.get("duplicateKeys", payment.duplicateKey)?.paymentIds ?? []).filter((id) => {
    const earlier = store.get("payments", id);
    return earlier !== undefined && madeSince(earlier, since);
  });
  const paymentIds = [...recent.slice(-(REMEMBERED - 1)), payment.paymentId];
  return change.put("duplicateKeys", { key: payment.duplicateKey, paymentIds });
}
