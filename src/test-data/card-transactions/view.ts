import type { CardAccountRecord, CardTransactionRecord } from "../../bank/model.js";
import { SWITCH_CARD_AMOUNTS } from "../fixes.js";
import type { BookedCardTransaction, CardTransactionsResponse } from "./schema.js";

/**
 * The 2.8 answer. Requests are always read the Berlin Group way: transactionAmount is the amount
 * booked on the card account (its currency), originalAmount the amount at the merchant. The bank's
 * release 1.23.7 answers with the two switched; a caller that adopts
 * `cardaccount-switch-originalamount-and-transactionamount` gets them the Berlin Group way, as sent.
 */
export function cardTransactionsView(
  card: CardAccountRecord,
  transactions: readonly CardTransactionRecord[],
  fixes: ReadonlySet<string>,
): CardTransactionsResponse {
  const fixed = fixes.has(SWITCH_CARD_AMOUNTS);
  const booked = transactions.filter((t) => t.status === "booked").map((t) => bookedView(t, fixed));
  const pending = transactions.filter((t) => t.status === "pending").map((t) => t.entry.cardTransactionId);
  return { cardAccount: { maskedPan: card.maskedPan }, cardTransactions: { booked, pending } };
}

function bookedView({ entry }: CardTransactionRecord, fixed: boolean): BookedCardTransaction {
  const booked = { ...entry.transactionAmount };
  const original = { ...entry.originalAmount };
  return {
    cardTransactionId: entry.cardTransactionId,
    bookingDate: entry.bookingDate,
    transactionDate: entry.transactionDate,
    transactionAmount: fixed ? booked : original,
    originalAmount: fixed ? original : booked,
    merchantCategoryCode: entry.merchantCategoryCode,
  };
}
