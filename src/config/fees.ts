import { z } from "zod";
import { isCurrency, minorUnits } from "../domain/currency.js";

const FeeAmount = z
  .string()
  .regex(/^(0|[1-9]\d*)(\.\d{1,5})?$/, 'a decimal amount in a string, e.g. "25.00"');

/**
 * Fees the bank reports on creation and from the fee-information endpoint, in `currency`. A payment
 * pays its product's fee per payment (per entry in a bulk), plus `currencyConversion` when money
 * changes currency: the instructed currency differs from the debtor account's, or a SEPA payment (EUR
 * clearing) leaves a non-EUR account.
 */
export const FeeTable = z
  .object({
    currency: z
      .string()
      .refine(isCurrency, "an ISO 4217 code of the interface's list")
      .default("NOK")
      .describe("Currency the fees are charged and reported in"),
    perPayment: z
      .object({
        "sepa-credit-transfers": FeeAmount.default("0"),
        "norwegian-domestic-credit-transfers": FeeAmount.default("0"),
        "instant-norwegian-domestic-credit-transfers-straks": FeeAmount.default("2"),
      })
      .strict()
      .prefault({})
      .describe("Fee per payment (per entry of a bulk) by payment product"),
    currencyConversion: FeeAmount.default("25").describe(
      "Added per payment (entry) whose money changes currency, e.g. a SEPA payment from a NOK account",
    ),
  })
  .strict()
  .superRefine((fees, ctx) => {
    const units = minorUnits(fees.currency) ?? 2;
    const amounts: [string[], string][] = [
      ...Object.entries(fees.perPayment).map(([k, v]): [string[], string] => [["perPayment", k], v]),
      [["currencyConversion"], fees.currencyConversion],
    ];
    for (const [path, amount] of amounts) {
      if ((amount.split(".")[1] ?? "").length > units)
        ctx.addIssue({ code: "custom", path, message: `${fees.currency} has ${units} fraction digits` });
    }
  });
export type FeeTable = z.infer<typeof FeeTable>;
