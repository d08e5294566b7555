import { z } from "zod";
import type { ExecutionRule as Rule } from "../../domain/calendar.js";
import { frequencies } from "../../domain/schedule.js";
import { Amount, always, IsoDate, text } from "../../http/fields.js";
import { DomesticAccount } from "./accounts.js";
import { Address, PurposeCode } from "./address.js";
import { berlinGroupParties, berlinGroupRemittance } from "./berlin-group.js";
import { remittanceExclusive } from "./remittance.js";

export const Frequency = z.enum(frequencies);

const isRule = (value: string): value is Rule => value === "following" || value === "preceeding";

/** The bank spells it `preceeding`; the correctly spelled word is refused with a hint. */
export const ExecutionRule = z.string().refine(isRule, {
  error: (issue) =>
    issue.input === "preceding"
      ? 'the bank spells this value "preceeding" (double e): send "following" or "preceeding"'
      : 'executionRule must be "following" or "preceeding" (spelled so)',
});

/** The interface's pattern ^\d{1,2}$, and a day a month has: "00" and "99" match the pattern but name no day. */
export const DayOfExecution = z.string().superRefine((value, ctx) => {
  if (/^\d{1,2}$/.test(value) && Number(value) >= 1 && Number(value) <= 31) return;
  const message = `dayOfExecution "${value}" is not a day of the month: send "1" to "31" as a string (interface 2.4: pattern ^\\d{1,2}$; the bank runs an order on a day its months have)`;
  ctx.addIssue({ code: "custom", message });
});

/**
 * Months 1..12 and at most 11 items, as the Berlin Group defines them; strictness bank adds the
 * interface's "each item <= 11" (`monthsRule`, docs/decisions.md, Strictness).
 */
export const MonthsOfExecution = z.array(z.number().int().min(1).max(12)).min(1).max(11);

/** Periodic Norwegian domestic credit transfer (interface 2.4). */
export const PeriodicPayment = z
  .object({
    instructedAmount: Amount,
    creditorName: text(70),
    creditorAccount: DomesticAccount,
    creditorAddress: Address.optional(),
    debtorAccount: DomesticAccount,
    ultimateDebtor: text(70).optional(),
    remittanceInformationUnstructured: text(140).optional(),
    purposeCode: PurposeCode.optional(),
    startDate: IsoDate,
    executionRule: ExecutionRule.optional(),
    endDate: IsoDate.optional(),
    frequency: Frequency,
    monthsOfExecution: MonthsOfExecution.optional(),
    dayOfExecution: DayOfExecution.optional(),
    endToEndIdentification: text(35).optional(),
    ...berlinGroupParties,
    ...berlinGroupRemittance,
  })
  .strict()
  .superRefine((value, ctx) => {
    remittanceExclusive(value, ctx);
    if (typeof value !== "object" || value === null) return;
    const { startDate, endDate, frequency, monthsOfExecution: months } = value;
    if (typeof startDate === "string" && typeof endDate === "string" && endDate < startDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "endDate must not be before startDate" });
    }
    if (frequency === "MonthlyVariable" && months === undefined) {
      const message =
        "monthsOfExecution is required with frequency MonthlyVariable: list the months, e.g. [1, 6]";
      ctx.addIssue({ code: "custom", path: ["monthsOfExecution"], message });
    }
    if (months !== undefined && typeof frequency === "string" && frequency !== "MonthlyVariable") {
      const message = "monthsOfExecution is only for frequency MonthlyVariable; leave it out";
      ctx.addIssue({ code: "custom", path: ["monthsOfExecution"], message });
    }
    if (!Array.isArray(months)) return;
    months.forEach((month, index) => {
      if (months.indexOf(month) !== index) {
        const message = `month ${String(month)} is listed twice; list each month once`;
        ctx.addIssue({ code: "custom", path: ["monthsOfExecution", index], message });
      }
    });
  }, always);
export type PeriodicPayment = z.infer<typeof PeriodicPayment>;
