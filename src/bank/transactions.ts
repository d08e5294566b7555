import { randomUUID } from "node:crypto";
import type { Store } from "../store/store.js";
import { change } from "../store/change.js";
import type { AccountRecord, TransactionRecord } from "./model.js";

/** A transaction to post on an account: its signed amount in the account's minor units and the rest as stored. */
export type Posting = Omit<
  TransactionRecord,
  "transactionId" | "accountId" | "amountMinor" | "currency" | "createdAt"
> & {
  /** Negative for money leaving the account. */
  amountMinor: bigint;
};

export type Posted =
  | { ok: true; transaction: TransactionRecord; account: AccountRecord }
  /** A deposit account is never overdrawn: the posting would take the balance below zero. */
  | { ok: false; balanceMinor: bigint };

/**
 * Books one transaction on the account and moves its balance by the same minor units, both in one
 * commit, or neither when the balance would go below zero. Its id is made once and kept: a booked
 * transaction's id never changes.
 */
export function postTransaction(store: Store, account: AccountRecord, posting: Posting, now: Date): Posted {
  const balance = BigInt(account.balanceMinor) + posting.amountMinor;
  if (balance < 0n) return { ok: false, balanceMinor: balance };
  const { amountMinor, ...rest } = posting;
  const transaction: TransactionRecord = {
    transactionId: randomUUID(),
    accountId: account.accountId,
    amountMinor: amountMinor.toString(),
    currency: account.currency,
    ...rest,
    createdAt: now.toISOString(),
  };
  const updated = { ...account, balanceMinor: balance.toString() };
  store.commit([change.put("transactions", transaction), change.put("accounts", updated)]);
  return { ok: true, transaction, account: updated };
}

/**
 * The account's transactions, newest booking date first; within a day, the latest stored first
 * (store order, not createdAt: the sandbox clock can be moved back).
 */
export function transactionsOf(store: Store, accountId: string): TransactionRecord[] {
  return store
    .values("transactions")
    .map((t, index) => ({ t, index }))
    .filter(({ t }) => t.accountId === accountId)
    .sort((a, b) => b.t.bookingDate.localeCompare(a.t.bookingDate) || b.index - a.index)
    .map(({ t }) => t);
}

/**
 * The account's transactions as account information lists them: booked and pending apart, each
 * newest first. Every transaction of an account is booked when it is stored (the batch books a
 * payment when it settles it), so none is pending yet.
 */
export function transactionsByStatus(
  store: Store,
  accountId: string,
): { booked: TransactionRecord[]; pending: TransactionRecord[] } {
  return { booked: transactionsOf(store, accountId), pending: [] };
}

/** One transaction of the account by its id; another account's transaction is not this account's. */
export function transactionOf(
  store: Store,
  accountId: string,
  transactionId: string,
): TransactionRecord | undefined {
  const transaction = store.get("transactions", transactionId);
  return transaction?.accountId === accountId ? transaction : undefined;
}
