import { z } from "zod";
import { accountNumberProblems } from "../domain/account-number.js";
import { balanceAmountProblem, INT32_MAX, INT32_MIN } from "../domain/balance-amount.js";
import { isCountry } from "../domain/country.js";
import { isCurrency } from "../domain/currency.js";
import { isoDateProblem } from "../domain/dates.js";
import { amountProblem } from "../domain/money.js";
import { isNationalId } from "../domain/national-id.js";
import type { ErrorCode } from "../errors.js";

/**
 * The one field vocabulary of request bodies (interface 2.1, and the sandbox API's): every schema
 * builds on these. A message either says the whole thing (it quotes the value) or is a `requirement`
 * ("must ..."), to which the validation hook (`./validate.ts`) puts the field's path in front.
 * Refinements that look at several fields run even when one of them failed (`always`), so one answer
 * lists every violation.
 */
export const always = { when: () => true };

/** A refinement's message that needs the field's name in front ("creditorAccount must ..."). */
export function requirement(message: string) {
  return { message, params: { requirement: true } };
}

type Problem = (value: string) => string | undefined;

/** A string of 1..max characters that also passes `problem`; one violation per field, never two. */
export function checkedString(max: number, problem: Problem, code?: ErrorCode) {
  return z
    .string()
    .max(max)
    .superRefine((value, ctx) => {
      if (value.length > max) return;
      const message = problem(value);
      if (message) ctx.addIssue({ code: "custom", message, ...(code ? { params: { code } } : {}) });
    });
}

/** Free text: not empty (leave the field out instead), at most `max` characters. */
export const text = (max: number) => z.string().min(1).max(max);

/** Free text that must also say something: not only spaces (names the sandbox stores and shows). */
export const nonBlankText = (max: number) =>
  text(max).refine((value) => value.trim() !== "", requirement("must not be blank"));

/** A field that exists in another variant of the same object but not in this one. */
export function notHere(message: string) {
  return z.custom<undefined>((value) => value === undefined, { message }).optional();
}

export const Currency = checkedString(3, (v) =>
  isCurrency(v)
    ? undefined
    : `"${v}" is not a currency of the interface's ISO 4217 list; send e.g. NOK or EUR`,
);

export const Country = checkedString(2, (v) =>
  isCountry(v) ? undefined : `"${v}" is not a country of the interface's ISO 3166-1 list; send e.g. NO`,
);

export const IsoDate = checkedString(10, isoDateProblem);

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;
export const Uuid = z.string().regex(UUID, "must be a UUID, e.g. 3f2c1e9a-5b7d-4c21-9a0e-2d4b6f8a1c3e");

export const NationalId = z
  .string()
  .refine(
    isNationalId,
    requirement(
      "must be an 11-digit Norwegian national identity number or D-number with valid control digits, e.g. 13039319955",
    ),
  );

/** The interface's Amount (2.1): a decimal string, > 0, with exactly the currency's fraction digits. */
export const Amount = z
  .object({ currency: Currency, amount: z.string() })
  .strict()
  .superRefine((value, ctx) => {
    if (typeof value?.amount !== "string") return;
    const currency = typeof value.currency === "string" ? value.currency : "";
    const message = amountProblem(value.amount, currency, { exact: true });
    if (message) ctx.addIssue({ code: "custom", path: ["amount"], message });
  }, always);
export type Amount = z.infer<typeof Amount>;

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

/** Whole minor units in a 32-bit signed integer (interface 2.7: `amount int32`). */
export const Int32 = z.number().superRefine((value, ctx) => {
  const message = !Number.isInteger(value)
    ? "must be a whole number of minor units (int32), e.g. 12550 for 125.50"
    : value < INT32_MIN || value > INT32_MAX
      ? `must be an int32, from ${INT32_MIN} to ${INT32_MAX}`
      : undefined;
  if (message) ctx.addIssue({ code: "custom", ...requirement(message) });
});

/** `{currency, amount: int32}` of the card transaction entries (2.7). */
export const Int32Amount = z.object({ currency: Currency, amount: Int32 }).strict();

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
      ctx.addIssue({ code: "custom", ...requirement("must name the account by iban or bban") });
    }
    for (const problem of accountNumberProblems(value, { norwegian: false })) {
      ctx.addIssue({ code: "custom", path: [problem.field], message: problem.text });
    }
  });
export type AccountReference = z.infer<typeof AccountReference>;
