import { z } from "zod";
import { Links } from "../../http/schemas.js";
import { AccountReference, Amount, IsoDate, nonBlankText } from "../../http/fields.js";

/**
 * POST /v1/sandbox/accounts/{mockAccountId}/transactions (interface 4.8; shape not shown): a Berlin
 * Group booked transaction. The path account is the debtor (debtorAccount names it: a debit) or,
 * with no debtorAccount, the creditor (creditorAccount names it: a credit). transactionAmount is
 * positive; which way the money goes follows from those roles. Dates default to today.
 */
export const CreateAccountTransactionRequest = z
  .object({
    transactionAmount: Amount,
    debtorAccount: AccountReference.optional(),
    debtorName: nonBlankText(70).optional(),
    creditorAccount: AccountReference.optional(),
    creditorName: nonBlankText(70).optional(),
    bookingDate: IsoDate.optional(),
    valueDate: IsoDate.optional(),
    endToEndId: nonBlankText(35).optional(),
    remittanceInformationUnstructured: nonBlankText(140).optional(),
  })
  .strict();
export type CreateAccountTransactionRequest = z.infer<typeof CreateAccountTransactionRequest>;

const AmountOut = z.object({ currency: z.string().length(3), amount: z.string() }).strict();
const ReferenceOut = z
  .object({ iban: z.string().optional(), bban: z.string().optional(), currency: z.string().optional() })
  .strict();

/** A booked transaction as the Berlin Group reports it: the amount is negative for a debit. */
export const TransactionResponse = z
  .object({
    transactionId: z.string(),
    endToEndId: z.string().optional(),
    bookingDate: z.string(),
    valueDate: z.string(),
    transactionAmount: AmountOut,
    creditorName: z.string().optional(),
    creditorAccount: ReferenceOut.optional(),
    debtorName: z.string().optional(),
    debtorAccount: ReferenceOut.optional(),
    remittanceInformationUnstructured: z.string().optional(),
    balanceAfterTransaction: z
      .object({ balanceType: z.literal("interimBooked"), balanceAmount: AmountOut })
      .strict()
      .optional(),
    _links: Links,
  })
  .strict();
export type TransactionResponse = z.infer<typeof TransactionResponse>;

/** GET .../transactions: a Berlin Group account report, newest booking first. */
export const TransactionListResponse = z
  .object({
    account: ReferenceOut,
    transactions: z
      .object({ booked: z.array(TransactionResponse), pending: z.array(TransactionResponse), _links: Links })
      .strict(),
  })
  .strict();
export type TransactionListResponse = z.infer<typeof TransactionListResponse>;
