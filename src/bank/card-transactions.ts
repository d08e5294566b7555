import { fromMinor } from "../domain/money.js";
import { ApiError } from "../errors.js";
import type { Store, StoreChange } from "../store/store.js";
import { change } from "../store/change.js";
import type { CardTransactionEntry } from "./card-transaction-entry.js";
import { cardTransactionKey } from "./key.js";
import type { CardAccountRecord, CardTransactionRecord } from "./model.js";

/**
 * Books the entries on the card account: all of them or none. The balance moves by the sum of the
 * transactionAmounts, in minor units, signed the Berlin Group way (debitAccounting false): a purchase
 * is negative and lowers the balance, a refund is positive. Every entry has a booking date no later
 * than today, so every entry is booked at once; none is pending.
 */
export function bookCardTransactions(
  store: Store,
  card: CardAccountRecord,
  entries: readonly CardTransactionEntry[],
): void {
  const taken = entries.flatMap((entry, i) =>
    store.get("cardTransactions", cardTransactionKey(card.cardAccountId, entry.cardTransactionId)) ===
    undefined
      ? []
      : [
          {
            path: `[${i}].cardTransactionId`,
            text: `card account ${card.cardAccountId} already has a transaction ${entry.cardTransactionId}: choose a new cardTransactionId`,
          },
        ],
  );
  if (taken.length > 0) throw new ApiError("CONFLICT", taken);

  // As PUT .../balance refuses: a card account owes at most its credit limit. Checked entry by entry,
  // as a card terminal declines the purchase that would pass the limit.
  const floor = -BigInt(card.creditLimitMinor);
  let running = BigInt(card.balanceMinor);
  const over = entries.flatMap((entry, i) => {
    running += BigInt(entry.transactionAmount.amount);
    return running >= floor
      ? []
      : [
          {
            path: `[${i}].transactionAmount.amount`,
            text: `this transaction takes card account ${card.cardAccountId} below minus its credit limit (${fromMinor(-floor, card.currency)} ${card.currency}); lower the amount or raise the limit`,
          },
        ];
  });
  if (over.length > 0) throw new ApiError("FORMAT_ERROR", over.slice(0, 1));

  let seq = cardTransactionsOf(store, card.cardAccountId).length;
  let balance = BigInt(card.balanceMinor);
  // Checks are done: the entries and the balance change are committed as one unit (one journal entry).
  const changes: StoreChange[] = [];
  for (const entry of entries) {
    const record: CardTransactionRecord = {
      cardAccountId: card.cardAccountId,
      seq: seq++,
      entry,
      status: "booked",
    };
    changes.push(change.put("cardTransactions", record));
    balance += BigInt(entry.transactionAmount.amount);
  }
  changes.push(change.put("cardAccounts", { ...card, balanceMinor: balance.toString() }));
  store.commit(changes);
}

/** A card account's transactions, newest booking date first; within a day, last arrived first. */
export function cardTransactionsOf(store: Store, cardAccountId: string): CardTransactionRecord[] {
  return store
    .values("cardTransactions")
    .filter((t) => t.cardAccountId === cardAccountId)
    .sort((a, b) => b.entry.bookingDate.localeCompare(a.entry.bookingDate) || b.seq - a.seq);
}

/** A card account's transactions as account information lists them: booked and pending apart, each newest first. */
export function cardTransactionsByStatus(
  store: Store,
  cardAccountId: string,
): { booked: CardTransactionRecord[]; pending: CardTransactionRecord[] } {
  const all = cardTransactionsOf(store, cardAccountId);
  return {
    booked: all.filter((t) => t.status === "booked"),
    pending: all.filter((t) => t.status === "pending"),
  };
}
