import { z } from "zod";
import { CardTransactionEntry } from "../../bank/card-transaction-entry.js";

export {
  CardAcceptorAddress,
  CardTransactionEntry,
  CurrencyExchange,
} from "../../bank/card-transaction-entry.js";

export const CreateCardTransactionsRequest = z.array(CardTransactionEntry).min(1);
export type CreateCardTransactionsRequest = z.infer<typeof CreateCardTransactionsRequest>;

const Int32AmountOut = z.object({ currency: z.string().length(3), amount: z.number().int() }).strict();

export const BookedCardTransaction = z
  .object({
    cardTransactionId: z.string(),
    bookingDate: z.string(),
    transactionDate: z.string(),
    transactionAmount: Int32AmountOut,
    originalAmount: Int32AmountOut,
    merchantCategoryCode: z.string(),
  })
  .strict();
export type BookedCardTransaction = z.infer<typeof BookedCardTransaction>;

/** The answer (interface 2.8): the card account's booked transactions, and pending ones' ids. */
export const CardTransactionsResponse = z
  .object({
    cardAccount: z.object({ maskedPan: z.string() }).strict(),
    cardTransactions: z
      .object({ booked: z.array(BookedCardTransaction), pending: z.array(z.string()) })
      .strict(),
  })
  .strict();
export type CardTransactionsResponse = z.infer<typeof CardTransactionsResponse>;
