import { z } from "zod";
import { accountStatuses } from "../../domain/account-status.js";
import { IsoDate } from "../../http/fields.js";
import { Link, ShownAmount } from "../../http/schemas.js";
import { LONG_NAME_LENGTH } from "../accept-fix.js";

/**
 * The answers of the account and card account reads (Berlin Group 1.3.12), as the sandbox writes
 * them: only the fields it fills, objects closed, so a test holds every answer to them. Amounts are
 * decimal strings (interface 9: numbers are serialised as strings).
 */
export const BalanceType = z.enum([
  "closingBooked",
  "expected",
  "openingBooked",
  "interimAvailable",
  "interimBooked",
  "forwardAvailable",
  "nonInvoiced",
]);

export const Balance = z
  .object({
    balanceAmount: ShownAmount.strict(),
    balanceType: BalanceType,
    creditLimitIncluded: z.boolean().optional(),
    lastChangeDateTime: z.iso.datetime({ offset: true }).optional(),
    referenceDate: IsoDate.optional(),
    lastCommittedTransaction: z.string().max(35).optional(),
  })
  .strict();
export type Balance = z.infer<typeof Balance>;

export const BalanceList = z.array(Balance);

/** An account as an answer names it (Berlin Group accountReference, the identifiers the bank uses). */
export const ShownAccountReference = z
  .object({
    iban: z.string().max(34).optional(),
    bban: z.string().max(30).optional(),
    maskedPan: z.string().max(35).optional(),
    currency: z.string().length(3).optional(),
  })
  .strict();

const Usage = z.enum(["PRIV", "ORGA"]);
const AccountStatus = z.enum(accountStatuses);
const detailLinks = z.object({ balances: Link.optional(), transactions: Link.optional() }).strict();

/** Berlin Group `accountDetails`. */
export const AccountDetails = z
  .object({
    resourceId: z.string().min(1),
    iban: z.string().max(34).optional(),
    bban: z.string().max(30).optional(),
    currency: z.string().length(3),
    ownerName: z.string().max(140).optional(),
    name: z.string().max(LONG_NAME_LENGTH).optional(),
    product: z.string().max(35).optional(),
    cashAccountType: z.string().min(1).optional(),
    status: AccountStatus.optional(),
    bic: z.string().optional(),
    usage: Usage.optional(),
    balances: BalanceList.optional(),
    _links: detailLinks.optional(),
  })
  .strict();
export type AccountDetails = z.infer<typeof AccountDetails>;

/** GET /v1/accounts (Berlin Group `accountList`). */
export const AccountList = z.object({ accounts: z.array(AccountDetails) }).strict();
export type AccountList = z.infer<typeof AccountList>;

/** GET /v1/accounts/{account-id} (the Berlin Group's 200 body `{account}`). */
export const AccountDetailsResponse = z.object({ account: AccountDetails }).strict();
export type AccountDetailsResponse = z.infer<typeof AccountDetailsResponse>;

/** GET /v1/accounts/{account-id}/balances (Berlin Group `readAccountBalanceResponse-200`). */
export const ReadAccountBalanceResponse = z
  .object({ account: ShownAccountReference.optional(), balances: BalanceList })
  .strict();
export type ReadAccountBalanceResponse = z.infer<typeof ReadAccountBalanceResponse>;

/** Berlin Group `cardAccountDetails`. */
export const CardAccountDetails = z
  .object({
    resourceId: z.string().min(1),
    maskedPan: z.string().max(35),
    currency: z.string().length(3),
    ownerName: z.string().max(140).optional(),
    name: z.string().max(LONG_NAME_LENGTH).optional(),
    product: z.string().max(35).optional(),
    debitAccounting: z.boolean().optional(),
    status: AccountStatus.optional(),
    usage: Usage.optional(),
    details: z.string().max(1000).optional(),
    creditLimit: ShownAmount.strict().optional(),
    balances: BalanceList.optional(),
    _links: detailLinks.optional(),
  })
  .strict();
export type CardAccountDetails = z.infer<typeof CardAccountDetails>;

/** GET /v1/card-accounts (Berlin Group `cardAccountList`). */
export const CardAccountList = z.object({ cardAccounts: z.array(CardAccountDetails) }).strict();
export type CardAccountList = z.infer<typeof CardAccountList>;

/** GET /v1/card-accounts/{account-id} (the Berlin Group's 200 body `{cardAccount}`). */
export const CardAccountDetailsResponse = z.object({ cardAccount: CardAccountDetails }).strict();
export type CardAccountDetailsResponse = z.infer<typeof CardAccountDetailsResponse>;

/** GET /v1/card-accounts/{account-id}/balances (Berlin Group `readCardAccountBalanceResponse-200`). */
export const ReadCardAccountBalanceResponse = z
  .object({
    cardAccount: ShownAccountReference.optional(),
    debitAccounting: z.boolean().optional(),
    balances: BalanceList,
  })
  .strict();
export type ReadCardAccountBalanceResponse = z.infer<typeof ReadCardAccountBalanceResponse>;
