import { fromMinor } from "../domain/money.js";
import { fixCardTransaction } from "./accept-fix.js";
import type { CardTransaction } from "./schema/transactions.js";

/**
 * A card transaction as the sandbox data API took it (interface 2.7: amounts in int32 minor units,
 * `invoiced` the string "true"/"false", one currencyExchange object) written as the Berlin Group's
 * `cardTransaction` (decimal strings, a boolean, a list of exchange rates), then `x-accept-fix` applied.
 */
export interface PostedCardEntry {
  cardTransactionId: string;
  terminalId: string;
  bookingDate: string;
  transactionDate: string;
  transactionAmount: { currency: string; amount: number };
  originalAmount: { currency: string; amount: number };
  merchantCategoryCode: string;
  currencyExchange?: {
    sourceCurrency: string;
    targetCurrency: string;
    exchangeRate: string;
    unitCurrency: string;
    quotationDate: string;
  };
  markupFee: { currency: string; amount: number };
  markupFeePercentage: string;
  cardAcceptorId: string;
  cardAcceptorAddress: CardTransaction["cardAcceptorAddress"];
  maskedPan: string;
  transactionDetails: string;
  invoiced: "true" | "false";
  proprietaryBankTransactionCode: string;
}

const decimal = ({ currency, amount }: { currency: string; amount: number }) => ({
  currency,
  amount: fromMinor(BigInt(amount), currency),
});

export function cardTransactionView(entry: PostedCardEntry, fixes: ReadonlySet<string>): CardTransaction {
  const view: CardTransaction = {
    cardTransactionId: entry.cardTransactionId,
    terminalId: entry.terminalId,
    transactionDate: entry.transactionDate,
    bookingDate: entry.bookingDate,
    transactionAmount: decimal(entry.transactionAmount),
    ...(entry.currencyExchange === undefined ? {} : { currencyExchange: [{ ...entry.currencyExchange }] }),
    originalAmount: decimal(entry.originalAmount),
    markupFee: decimal(entry.markupFee),
    markupFeePercentage: entry.markupFeePercentage,
    cardAcceptorId: entry.cardAcceptorId,
    ...(entry.cardAcceptorAddress === undefined
      ? {}
      : { cardAcceptorAddress: { ...entry.cardAcceptorAddress } }),
    merchantCategoryCode: entry.merchantCategoryCode,
    maskedPAN: entry.maskedPan,
    transactionDetails: entry.transactionDetails,
    invoiced: entry.invoiced === "true",
    proprietaryBankTransactionCode: entry.proprietaryBankTransactionCode,
  };
  return fixCardTransaction(view, fixes);
}
