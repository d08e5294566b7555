import { z } from "zod";
import { accountStatuses } from "../../domain/account-status.js";
import { Links, ShownAmount } from "../../http/schemas.js";
import { balanceAmount, Currency, NationalId, nonBlankText } from "../../http/fields.js";

/**
 * POST /v1/sandbox/card-accounts (interface 4.8; shape not shown). creditLimit and balance are
 * decimal strings in `currency`; they and the name's length are checked by `cardAccountRules`.
 */
export const CreateCardAccountRequest = z
  .object({
    customerNumber: NationalId,
    name: nonBlankText(70),
    currency: Currency,
    creditLimit: z.string(),
    balance: z.string().optional(),
    maskedPan: nonBlankText(35).optional(),
  })
  .strict();
export type CreateCardAccountRequest = z.infer<typeof CreateCardAccountRequest>;

/** PUT /v1/sandbox/card-accounts/{id}/balance: negative is money owed, down to minus the credit limit. */
export const UpdateCardBalanceRequest = z
  .object({ balanceAmount: balanceAmount({ negative: true }) })
  .strict();
export type UpdateCardBalanceRequest = z.infer<typeof UpdateCardBalanceRequest>;

const CardBalance = z
  .object({
    balanceType: z.enum(["interimBooked", "interimAvailable"]),
    balanceAmount: ShownAmount,
    creditLimitIncluded: z.boolean(),
  })
  .strict();

/** A card account the Berlin Group way (cardAccountDetails), with its owner and the sandbox's links. */
export const CardAccountResponse = z
  .object({
    cardAccountId: z.string(),
    maskedPan: z.string(),
    name: z.string(),
    currency: z.string(),
    status: z.enum(accountStatuses),
    creditLimit: ShownAmount,
    owner: z
      .object({ customerId: z.string(), customerNumber: z.string(), customerName: z.string() })
      .strict(),
    balances: z.array(CardBalance).min(1),
    _links: Links,
  })
  .strict();
export type CardAccountResponse = z.infer<typeof CardAccountResponse>;
