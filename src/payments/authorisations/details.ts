import { fromMinor, toMinor } from "../../domain/money.js";
import type { Amount } from "../../http/fields.js";
import type { DetailRow, DetailTable, ScaDetails } from "../../sca/details.js";
import type { AccountRef } from "../accounts.js";
import type { PaymentOf, PaymentRecord } from "../model.js";
import { byService, creditsOf } from "../products.js";

/* How the SCA page shows payments to the PSU: exactly as sent (amounts, accounts), nothing reformatted. */

type Shown = Pick<ScaDetails, "amount" | "rows" | "table">;

/** One credit transfer as a line of a table: to whom, to which account, how much. */
interface Credit {
  creditorName: string;
  creditorAccount: AccountRef;
  instructedAmount: Amount;
}

const account = (ref: AccountRef): string => ref.iban ?? ref.bban ?? "";
const money = (amount: Amount): string => `${amount.amount} ${amount.currency}`;
/** A row only when the TPP sent the field. */
const optional = (label: string, value: string | undefined): DetailRow[] => (value ? [{ label, value }] : []);

/** Sum per currency in integer minor units: "250.00 NOK + 6.00 EUR". */
export function totals(amounts: readonly Amount[]): string {
  const sums = new Map<string, bigint>();
  for (const { amount, currency } of amounts) {
    sums.set(currency, (sums.get(currency) ?? 0n) + toMinor(amount, currency));
  }
  return [...sums].map(([currency, minor]) => `${fromMinor(minor, currency)} ${currency}`).join(" + ");
}

/**
 * What the payment costs the PSU, as the creation's answer reported it (transactionFees): a standing
 * order pays it at each execution, a bulk payment's is the sum of its entries'.
 */
function fee(payment: PaymentRecord, each = ""): DetailRow {
  const fees = payment.fee?.transactionFees;
  return { label: "Fee", value: fees ? `${money(fees)}${each}` : "None", kind: "fee" };
}

/** Who is paid, and from which account: the first rows of a single and a standing order alike. */
function parties(r: {
  creditorName: string;
  creditorAccount: AccountRef;
  debtorAccount: AccountRef;
}): DetailRow[] {
  return [
    { label: "To", value: r.creditorName },
    { label: "Creditor account", value: account(r.creditorAccount) },
    { label: "From account", value: account(r.debtorAccount) },
  ];
}

function single(payment: PaymentOf<"payments">): Shown {
  const r = payment.request;
  return {
    amount: money(r.instructedAmount),
    rows: [
      ...parties(r),
      { label: "Execution date", value: payment.executionDate },
      fee(payment),
      ...optional("Message", r.remittanceInformationUnstructured),
    ],
  };
}

function periodic(payment: PaymentOf<"periodic-payments">): Shown {
  const r = payment.request;
  return {
    amount: money(r.instructedAmount),
    rows: [
      ...parties(r),
      { label: "Frequency", value: r.frequency },
      fee(payment, " per payment"),
      { label: "First payment", value: r.startDate },
      { label: "Last payment", value: r.endDate ?? "until cancelled" },
      ...optional("Day of execution", r.dayOfExecution),
      ...optional("Months", r.monthsOfExecution?.join(", ")),
      ...optional("Execution rule", r.executionRule),
    ],
  };
}

/** One line per credit: creditor, account, [date,] amount, and the total per currency. */
function creditTable(credits: readonly (Credit & { date?: string })[], dated: boolean): DetailTable {
  return {
    columns: [
      { label: "Creditor" },
      { label: "Account", kind: "id" },
      ...(dated ? [{ label: "Date", kind: "date" as const }] : []),
      { label: "Amount", kind: "num" },
    ],
    rows: credits.map((c) => [
      c.creditorName,
      account(c.creditorAccount),
      ...(dated ? [c.date ?? ""] : []),
      money(c.instructedAmount),
    ]),
    total: {
      label: `Total (${credits.length} payment${credits.length === 1 ? "" : "s"})`,
      value: totals(credits.map((c) => c.instructedAmount)),
    },
  };
}

function bulk(payment: PaymentOf<"bulk-payments">): Shown {
  const r = payment.request;
  return {
    amount: totals(r.payments.map((e) => e.instructedAmount)),
    rows: [
      { label: "Payments", value: String(r.payments.length) },
      { label: "From account", value: account(r.debtorAccount) },
      { label: "Execution date", value: payment.executionDate },
      fee(payment, " in all"),
      ...optional("Batch reference", r.paymentInformationId),
    ],
    table: creditTable(r.payments, false),
  };
}

/** What a payment's authorisation shows once its payment is gone. */
export const paymentGone: ScaDetails = { title: "Payment not found", lead: [], rows: [] };

export const paymentDetails = byService<Shown>({
  payments: single,
  "periodic-payments": periodic,
  "bulk-payments": bulk,
});

/** Every credit a payment makes, each with the payment's execution date (a bulk's entries share it). */
function datedCreditsOf(payment: PaymentRecord): (Credit & { date: string })[] {
  const date = payment.executionDate;
  return creditsOf(payment).map((e) => ({ ...e, date }));
}

/** A signing basket: how many payments, the total per currency, and each creditor and amount. */
export function basketDetails(payments: readonly PaymentRecord[]): Shown {
  const credits = payments.flatMap(datedCreditsOf);
  const debtors = [...new Set(payments.map((p) => account(p.request.debtorAccount)))];
  const fees = payments.flatMap((p) => (p.fee?.transactionFees ? [p.fee.transactionFees] : []));
  return {
    amount: totals(credits.map((c) => c.instructedAmount)),
    rows: [
      { label: "Payments", value: String(payments.length) },
      { label: `From account${debtors.length > 1 ? "s" : ""}`, value: debtors.join(", ") },
      { label: "Fees", value: fees.length === 0 ? "None" : `${totals(fees)} in all`, kind: "fee" },
    ],
    table: creditTable(credits, true),
  };
}
