import { z } from "zod";
import { isCountry } from "../../domain/country.js";
import { isCurrency } from "../../domain/currency.js";
import { isoDateProblem } from "../../domain/dates.js";
import { amountProblem } from "../../domain/money.js";
import type { ErrorCode } from "../../errors.js";

/**
 * Value types shared by the request bodies (interface 2.1). Refinements that look at several fields
 * run even when one of those fields failed (`always`), so one answer lists every violation.
 */
export const always = { when: () => true };

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

/** Amount: a decimal string with no more fraction digits than the currency has minor units. */
export const InstructedAmount = z
  .object({ currency: Currency, amount: z.string() })
  .strict()
  .superRefine((value, ctx) => {
    if (typeof value?.amount !== "string") return;
    const currency = typeof value.currency === "string" ? value.currency : "";
    const message = amountProblem(value.amount, currency);
    if (message) ctx.addIssue({ code: "custom", path: ["amount"], message });
  }, always);
export type InstructedAmount = z.infer<typeof InstructedAmount>;

/** Address (2.1); `townName` exists only in the bulk entry's creditorAddress. */
function address(withTownName: boolean) {
  return z
    .object({
      street: text(70).optional(),
      buildingNumber: z.string().min(1).optional(),
      postalCode: z.string().min(1).optional(),
      city: z.string().min(1).optional(),
      townName: withTownName
        ? z.string().min(1).optional()
        : notHere("townName exists only in bulk payment entries; send city here"),
      country: Country,
    })
    .strict();
}
export const Address = address(false);
export const BulkAddress = address(true);

export const purposeCodes = [
  "INVS",
  "SALA",
  "IDCP",
  "CASH",
  "CORT",
  "INTC",
  "PENS",
  "SSBE",
  "SUPP",
  "TAXS",
  "TREA",
  "VATX",
  "LOAN",
  "OTHR",
] as const;
export const PurposeCode = z.enum(purposeCodes);
