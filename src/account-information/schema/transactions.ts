import { z } from "zod";
import { IsoDate } from "../../http/fields.js";
import { Link, ShownAmount } from "../../http/schemas.js";
import { Balance, BalanceList, ShownAccountReference } from "./accounts.js";

/**
 * Transaction reports (Berlin Group 1.3.12 `transactions`, `accountReport`, `cardTransaction`,
 * `cardAccountReport`) with the fields the sandbox fills, amounts as decimal strings.
 */
const Amount = ShownAmount.strict();

/** Berlin Group `transactions`: one entry of an account report. */
export const Transaction = z
  .object({
    transactionId: z.string().min(1).optional(),
    entryReference: z.string().max(35).optional(),
    endToEndId: z.string().max(35).optional(),
    bookingDate: IsoDate.optional(),
    valueDate: IsoDate.optional(),
    transactionAmount: Amount,
    creditorName: z.string().max(70).optional(),
    creditorAccount: ShownAccountReference.optional(),
    debtorName: z.string().max(70).optional(),
    debtorAccount: ShownAccountReference.optional(),
    remittanceInformationUnstructured: z.string().max(140).optional(),
    proprietaryBankTransactionCode: z.string().max(35).optional(),
    balanceAfterTransaction: Balance.optional(),
    _links: z.object({ transactionDetails: Link }).strict().optional(),
  })
  .strict();
export type Transaction = z.infer<typeof Transaction>;

const pageLinks = {
  first: Link.optional(),
  next: Link.optional(),
  previous: Link.optional(),
  last: Link.optional(),
};

/** Berlin Group `accountReport`: `booked` and `pending` as bookingStatus asks. */
export const AccountReport = z
  .object({
    booked: z.array(Transaction).optional(),
    pending: z.array(Transaction).optional(),
    _links: z.object({ account: Link, ...pageLinks }).strict(),
  })
  .strict();
export type AccountReport = z.infer<typeof AccountReport>;

/** GET /v1/accounts/{account-id}/transactions (Berlin Group `transactionsResponse-200_json`). */
export const TransactionsResponse = z
  .object({
    account: ShownAccountReference.optional(),
    transactions: AccountReport.optional(),
    balances: BalanceList.optional(),
  })
  .strict();
export type TransactionsResponse = z.infer<typeof TransactionsResponse>;

/** GET /v1/accounts/{account-id}/transactions/{transactionId} (Berlin Group `transactionDetailsBody`). */
export const TransactionDetailsBody = z.object({ transactionDetails: Transaction }).strict();
export type TransactionDetailsBody = z.infer<typeof TransactionDetailsBody>;

/** The card acceptor's address as the sandbox data API took it (interface 2.1 Address). */
const ShownAddress = z
  .object({
    street: z.string().optional(),
    buildingNumber: z.string().optional(),
    postalCode: z.string().optional(),
    city: z.string().optional(),
    country: z.string().length(2),
  })
  .strict();

export const ReportExchangeRate = z
  .object({
    sourceCurrency: z.string().length(3),
    exchangeRate: z.string(),
    unitCurrency: z.string().length(3),
    targetCurrency: z.string().length(3),
    quotationDate: IsoDate,
  })
  .strict();

/** Berlin Group `cardTransaction`. */
export const CardTransaction = z
  .object({
    cardTransactionId: z.string().max(35).optional(),
    terminalId: z.string().max(35).optional(),
    transactionDate: IsoDate.optional(),
    bookingDate: IsoDate.optional(),
    transactionAmount: Amount,
    currencyExchange: z.array(ReportExchangeRate).optional(),
    originalAmount: Amount.optional(),
    markupFee: Amount.optional(),
    markupFeePercentage: z.string().optional(),
    cardAcceptorId: z.string().max(35).optional(),
    cardAcceptorAddress: ShownAddress.optional(),
    merchantCategoryCode: z.string().length(4).optional(),
    maskedPAN: z.string().max(35).optional(),
    transactionDetails: z.string().max(1000).optional(),
    invoiced: z.boolean().optional(),
    proprietaryBankTransactionCode: z.string().max(35).optional(),
  })
  .strict();
export type CardTransaction = z.infer<typeof CardTransaction>;

/** Berlin Group `cardAccountReport`. */
export const CardAccountReport = z
  .object({
    booked: z.array(CardTransaction).optional(),
    pending: z.array(CardTransaction).optional(),
    _links: z.object({ cardAccount: Link, ...pageLinks }).strict(),
  })
  .strict();
export type CardAccountReport = z.infer<typeof CardAccountReport>;

/** GET /v1/card-accounts/{account-id}/transactions (Berlin Group `cardAccountsTransactionsResponse200`). */
export const CardAccountsTransactionsResponse = z
  .object({
    cardAccount: ShownAccountReference.optional(),
    debitAccounting: z.boolean().optional(),
    cardTransactions: CardAccountReport.optional(),
    balances: BalanceList.optional(),
  })
  .strict();
export type CardAccountsTransactionsResponse = z.infer<typeof CardAccountsTransactionsResponse>;
