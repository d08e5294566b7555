import { z } from "zod";
import { accountNumberProblems } from "../domain/account-number.js";
import { balanceAmountProblem, INT32_MAX, INT32_MIN } from "../domain/balance-amount.js";
import { isCountry } from "../domain/country.js";
import { isCurrency } from "../domain/currency.js";
import { isIsoDate } from "../domain/iso-date.js";
import { isNationalId } from "../domain/national-id.js";
import { amountProblem } from "../domain/money.js";

/**
 * Field schemas shared by the sandbox operations. Messages of our own checks start with "must": the
 * sandbox's validation hook puts the field's path in front, so a TPP reads "bookingDate must be ...".
 */
export const Currency = z
  .string()
  .refine(isCurrency, "must be an ISO 4217 currency code from the interface's list, upper case, e.g. NOK");

export const Country = z
  .string()
  .refine(isCountry, "must be an ISO 3166-1 alpha-2 country code, upper case, e.g. NO");

export const IsoDate = z.string().refine(isIsoDate, "must be an ISO 8601 date YYYY-MM-DD, e.g. 2026-01-15");

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const Uuid = z.string().regex(UUID, "must be a UUID, e.g. 3f2c1e9a-5b7d-4c21-9a0e-2d4b6f8a1c3e");

/** Free text: non-empty, not only spaces, at most `max` characters. */
export function text(max: number) {
  return z
    .string()
    .min(1)
    .max(max)
    .refine((value) => value.trim() !== "", "must not be blank");
}

/** Whole minor units in a 32-bit signed integer (interface 2.7: `amount int32`). */
export const Int32 = z.number().superRefine((value, ctx) => {
  if (!Number.isInteger(value)) {
    ctx.addIssue({
      code: "custom",
      message: "must be a whole number of minor units (int32), e.g. 12550 for 125.50",
    });
  } else if (value < INT32_MIN || value > INT32_MAX) {
    ctx.addIssue({ code: "custom", message: `must be an int32, from ${INT32_MIN} to ${INT32_MAX}` });
  }
});

/** `{currency, amount: int32}` of the card transaction entries (2.7). */
export const Int32Amount = z.object({ currency: Currency, amount: Int32 }).strict();

/** The interface's Amount (2.1): a decimal string, > 0, with the currency's minor units. */
export const Amount = z
  .object({ currency: Currency, amount: z.string() })
  .strict()
  .superRefine((value, ctx) => {
    const problem = amountProblem(value.amount, value.currency);
    if (problem) ctx.addIssue({ code: "custom", path: ["amount"], message: problem });
  });

/** A balance: like Amount but zero allowed, and negative only where `negative` (card accounts). */
export function balanceAmount({ negative }: { negative: boolean }) {
  return z
    .object({ currency: Currency, amount: z.string() })
    .strict()
    .superRefine((value, ctx) => {
      const problem = balanceAmountProblem(value.amount, value.currency, { negative });
      if (problem) ctx.addIssue({ code: "custom", path: ["amount"], message: problem });
    });
}

/** A decimal in a string with no sign, e.g. an exchange rate "10.4532" or a percentage "0.3". */
export const PositiveDecimal = z
  .string()
  .regex(/^\d{1,18}(\.\d{1,18})?$/, 'must be a decimal number in a string, e.g. "1.5"');

/**
 * A reference to another party's account (Berlin Group accountReference): IBAN of any country or
 * Norwegian BBAN, at least one; both must then name the same account.
 */
export const AccountReference = z
  .object({
    iban: z.string().max(34).optional(),
    bban: z.string().max(30).optional(),
    currency: Currency.optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.iban === undefined && value.bban === undefined) {
      ctx.addIssue({ code: "custom", message: "must name the account by iban or bban" });
    }
    for (const problem of accountNumberProblems(value, { norwegian: false })) {
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.text });
    }
  });
export type AccountReference = z.infer<typeof AccountReference>;

export const NationalId = z
  .string()
  .refine(
    isNationalId,
    "must be an 11-digit Norwegian national identity number or D-number with valid control digits, e.g. 13039319955",
  );
