import { z } from "zod";
import { Amount, Links } from "../../http/schemas.js";

export const Balance = z.object({
  balanceType: z.enum(["interimAvailable", "interimBooked", "closingBooked", "expected"]),
  balanceAmount: Amount,
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
    status: z.enum(["enabled", "blocked", "deleted"]),
    kidMandatory: z.boolean(),
    owner: z.object({ customerId: z.string(), customerNumber: z.string(), customerName: z.string() }),
    balances: z.array(Balance).min(1),
    _links: Links,
  })
  .strict();
export type AccountResponse = z.infer<typeof AccountResponse>;
