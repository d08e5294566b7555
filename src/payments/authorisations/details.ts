import { fromMinor, toMinor } from "../../domain/money.js";
import { type Html, html } from "../../sca/page/html.js";
import type { PaymentRecord } from "../model.js";

/* How the SCA page shows payments to the PSU: exactly as sent (amounts, accounts), nothing reformatted. */

type Fields = Record<string, unknown>;

const obj = (value: unknown): Fields =>
  typeof value === "object" && value !== null ? (value as Fields) : {};
const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined);

function account(value: unknown): string {
  const ref = obj(value);
  return str(ref.iban) ?? str(ref.bban) ?? "";
}

function money(value: unknown): string {
  const amount = obj(value);
  return `${str(amount.amount) ?? ""} ${str(amount.currency) ?? ""}`.trim();
}

/**
 * What the payment costs the PSU, as the creation's answer reported it (transactionFees): a standing
 * order pays it at each execution, a bulk payment's is the sum of its entries'.
 */
function fee(payment: PaymentRecord, each = ""): Html {
  const fees = payment.fee?.transactionFees;
  return html`<dt>Fee</dt><dd class="fee">${fees ? `${fees.amount} ${fees.currency}${each}` : "None"}</dd>`;
}

function single(payment: PaymentRecord): Html {
  const r = payment.request;
  return html`<div class="amount">${money(r.instructedAmount)}</div>
<dl>
<dt>To</dt><dd>${str(r.creditorName)}</dd>
<dt>Creditor account</dt><dd>${account(r.creditorAccount)}</dd>
<dt>From account</dt><dd>${account(r.debtorAccount)}</dd>
<dt>Execution date</dt><dd>${payment.executionDate}</dd>
${fee(payment)}
${str(r.remittanceInformationUnstructured) ? html`<dt>Message</dt><dd>${str(r.remittanceInformationUnstructured)}</dd>` : ""}
</dl>`;
}

function periodic(payment: PaymentRecord): Html {
  const r = payment.request;
  const months = Array.isArray(r.monthsOfExecution) ? r.monthsOfExecution.join(", ") : undefined;
  return html`<div class="amount">${money(r.instructedAmount)}</div>
<dl>
<dt>To</dt><dd>${str(r.creditorName)}</dd>
<dt>Creditor account</dt><dd>${account(r.creditorAccount)}</dd>
<dt>From account</dt><dd>${account(r.debtorAccount)}</dd>
<dt>Frequency</dt><dd>${str(r.frequency)}</dd>
${fee(payment, " per payment")}
<dt>First payment</dt><dd>${str(r.startDate)}</dd>
<dt>Last payment</dt><dd>${str(r.endDate) ?? "until cancelled"}</dd>
${str(r.dayOfExecution) ? html`<dt>Day of execution</dt><dd>${str(r.dayOfExecution)}</dd>` : ""}
${months ? html`<dt>Months</dt><dd>${months}</dd>` : ""}
${str(r.executionRule) ? html`<dt>Execution rule</dt><dd>${str(r.executionRule)}</dd>` : ""}
</dl>`;
}

/** Sum per currency in integer minor units. */
function totals(entries: Fields[]): string {
  const sums = new Map<string, bigint>();
  for (const entry of entries) {
    const amount = obj(entry.instructedAmount);
    const currency = str(amount.currency) ?? "";
    sums.set(currency, (sums.get(currency) ?? 0n) + toMinor(str(amount.amount) ?? "0", currency));
  }
  return [...sums].map(([currency, minor]) => `${fromMinor(minor, currency)} ${currency}`).join(" + ");
}

function bulk(payment: PaymentRecord): Html {
  const r = payment.request;
  const entries = (Array.isArray(r.payments) ? r.payments : []).map(obj);
  const rows = entries.map(
    (e) =>
      html`<tr><td>${str(e.creditorName)}</td><td>${account(e.creditorAccount)}</td><td class="num">${money(e.instructedAmount)}</td></tr>`,
  );
  return html`<div class="amount">${totals(entries)}</div>
<dl>
<dt>Payments</dt><dd>${entries.length}</dd>
<dt>From account</dt><dd>${account(r.debtorAccount)}</dd>
<dt>Execution date</dt><dd>${payment.executionDate}</dd>
${fee(payment, " in all")}
${str(r.paymentInformationId) ? html`<dt>Batch reference</dt><dd>${str(r.paymentInformationId)}</dd>` : ""}
</dl>
<table>
<thead><tr><th>Creditor</th><th>Account</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="2">Total (${entries.length} payments)</td><td class="num">${totals(entries)}</td></tr></tfoot>
</table>`;
}

/** The basket's payments' fees, summed per currency. */
function basketFees(payments: readonly PaymentRecord[]): string {
  const fees = payments.flatMap((p) =>
    p.fee?.transactionFees ? [{ instructedAmount: p.fee.transactionFees }] : [],
  );
  return fees.length === 0 ? "None" : `${totals(fees)} in all`;
}

/** A signing basket: how many payments, the total per currency, and each creditor and amount. */
export function basketDetails(payments: readonly PaymentRecord[]): Html {
  const requests = payments.map((p) => p.request);
  const debtors = [...new Set(requests.map((r) => account(r.debtorAccount)))];
  const rows = payments.map(
    (p) =>
      html`<tr><td>${str(p.request.creditorName)}</td><td>${account(p.request.creditorAccount)}</td><td class="date">${p.executionDate}</td><td class="num">${money(p.request.instructedAmount)}</td></tr>`,
  );
  return html`<div class="amount">${totals(requests)}</div>
<dl>
<dt>Payments</dt><dd>${payments.length}</dd>
<dt>From account${debtors.length > 1 ? "s" : ""}</dt><dd>${debtors.join(", ")}</dd>
<dt>Fees</dt><dd class="fee">${basketFees(payments)}</dd>
</dl>
<table>
<thead><tr><th>Creditor</th><th>Account</th><th>Date</th><th class="num">Amount</th></tr></thead>
<tbody>${rows}</tbody>
<tfoot><tr><td colspan="3">Total (${payments.length} payments)</td><td class="num">${totals(requests)}</td></tr></tfoot>
</table>`;
}

export function paymentDetails(payment: PaymentRecord): Html {
  if (payment.service === "bulk-payments") return bulk(payment);
  if (payment.service === "periodic-payments") return periodic(payment);
  return single(payment);
}
