import { z } from "zod";
import { accountStatuses } from "../../domain/account-status.js";
import { Links, ShownAmount } from "../../http/schemas.js";
import { balanceAmount, Currency, NationalId, nonBlankText } from "../../http/fields.js";

export const Balance = z.object({
  balanceType: z.enum(["interimAvailable", "interimBooked", "closingBooked", "expected"]),
  balanceAmount: ShownAmount,
});

/** A sandbox account as GET /v1/sandbox/accounts/{accountId} shows it. */
export const AccountResponse = z
  .object({
    accountId: z.string(),
    iban: z.string(),
    bban: z.string(),
    currency: z.string(),
    name: z.string(),
    product: z.string(),
    status: z.enum(accountStatuses),
    kidMandatory: z.boolean(),
    owner: z.object({ customerId: z.string(), customerNumber: z.string(), customerName: z.string() }),
    balances: z.array(Balance).min(1),
    _links: Links,
  })
  .strict();
export type AccountResponse = z.infer<typeof AccountResponse>;

/**
 * POST /v1/sandbox/accounts (shape not shown in the interface). bban/iban, balance and the name's
 * length are checked against each other and x-accept-fix by `accountRules`, so they are plain here.
 */
export const CreateAccountRequest = z
  .object({
    customerNumber: NationalId,
    bban: z.string().optional(),
    iban: z.string().optional(),
    currency: Currency.optional(),
    name: nonBlankText(70).optional(),
    product: nonBlankText(35).optional(),
    balance: z.string().optional(),
    status: z.enum(accountStatuses).optional(),
    kidMandatory: z.boolean().optional(),
  })
  .strict();
export type CreateAccountRequest = z.infer<typeof CreateAccountRequest>;

/** PUT /v1/sandbox/accounts/{accountId}/balance: a Berlin Group balanceAmount; never negative. */
export const UpdateAccountBalanceRequest = z
  .object({ balanceAmount: balanceAmount({ negative: false }) })
  .strict();
export type UpdateAccountBalanceRequest = z.infer<typeof UpdateAccountBalanceRequest>;
