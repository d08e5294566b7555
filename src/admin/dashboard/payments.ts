import { z } from "zod";
import { defineOperation } from "../../http/operation.js";
import { htmlPage, listFilters, ui } from "./operation-parts.js";
import { html } from "hono/html";
import { fromMinor } from "../../domain/money.js";
import { transactionStatuses } from "../../domain/transitions.js";
import { bankContext } from "../../http/bank.js";
import type { PaymentRecord } from "../../payments/model.js";
import { creditsOf, serviceSpec } from "../../payments/products.js";
import { eachIdInSlices } from "../../store/scan.js";
import type { Records } from "../../store/store.js";
import { Newest } from "./newest.js";
import { viewOf } from "../payments.js";
import { authorisationRows } from "./authorisations.js";
import { tppCell } from "./banks.js";
import { badge, localTime, type Markup, page } from "./layout.js";

const PAGE_SIZE = 25;

function amountOf(payment: PaymentRecord): string {
  const credits = creditsOf(payment);
  const [one] = credits;
  if (serviceSpec(payment).entries || one === undefined) return `${credits.length} payments`;
  return `${one.instructedAmount.amount} ${one.instructedAmount.currency}`;
}

/** Who is paid: the name and account as the TPP sent them (a bulk names how many and the first). */
function creditorOf(payment: PaymentRecord): string {
  const entries = creditsOf(payment);
  const [first] = entries;
  if (first === undefined) return "";
  const account = first.creditorAccount.iban ?? first.creditorAccount.bban ?? "";
  const one = `${first.creditorName} (${account})`;
  return entries.length === 1 ? one : `${entries.length} creditors, first ${one}`;
}

/** A list filter: no value chosen matches every record. */
const matches = (chosen: string, value: string): boolean => !chosen || value === chosen;

function psuOf(store: Records, payment: PaymentRecord): string {
  const customer = store.get("customers", payment.psuCustomerId);
  return customer ? `${customer.customerName} (${customer.customerNumber})` : payment.psuCustomerId;
}

function matchesPsu(store: Records, payment: PaymentRecord, psu: string): boolean {
  if (payment.psuCustomerId === psu) return true;
  const customer = store.get("customers", payment.psuCustomerId);
  return (
    customer !== undefined &&
    (customer.customerNumber === psu || customer.customerName.toLowerCase().includes(psu.toLowerCase()))
  );
}

/** Newest first: by creation time, then by id (the order is total, so pages never overlap). */
const newestFirst = (a: PaymentRecord, b: PaymentRecord) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.paymentId < b.paymentId ? 1 : -1;

function select(name: string, options: readonly string[], chosen: string): Markup {
  return html`<select name="${name}"><option value="">any</option>${options.map(
    (o) => html`<option value="${o}" ${o === chosen ? "selected" : ""}>${o}</option>`,
  )}</select>`;
}

/** The dashboard's payments: a filtered, paginated list (newest first) and one payment's page. */
export const dashboardPayments = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardPayments",
    method: "get",
    path: "/__admin/ui/payments",
    summary: "Dashboard: payments, newest first",
    query: listFilters,
    responses: { 200: htmlPage("The list.") },
    handle: async (c) => {
      const { config } = c.get("ctx");
      const filters = c.req.valid("query");
      const status = filters.status ?? "";
      const product = filters.product ?? "";
      const tpp = filters.tpp ?? "";
      const psu = filters.psu?.trim() ?? "";
      const pageNo = Math.max(1, Number.parseInt(filters.page ?? "1", 10) || 1);
      // Every bank's payments (tenancy per-tpp: one bank per TPP), read a slice at a time: only the
      // newest up to this page are kept, so a million payments are counted, never held.
      const products = new Set<string>();
      const tppIds = new Set<string>();
      const newest = new Newest<PaymentRecord & { bank: Records }>(pageNo * PAGE_SIZE, newestFirst);
      for (const bank of c.get("ctx").tenancy.all()) {
        await eachIdInSlices(bank, "payments", (id) => {
          const p = bank.get("payments", id);
          if (p === undefined) return;
          products.add(p.product);
          tppIds.add(p.tppId);
          if (
            matches(status, p.transactionStatus) &&
            matches(product, p.product) &&
            matches(tpp, p.tppId) &&
            (!psu || matchesPsu(bank, p, psu))
          )
            newest.offer({ ...p, bank });
        });
      }
      const found = newest.seen;
      const pages = Math.max(1, Math.ceil(found / PAGE_SIZE));
      const shown = newest.first().slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
      const query = (n: number) =>
        new URLSearchParams({ status, product, tpp, psu, page: String(n) }).toString();
      return page(
        c,
        "Payments",
        html`<form class="filters" method="get">
<label>Status ${select("status", transactionStatuses, status)}</label>
<label>Product ${select("product", [...products].sort(), product)}</label>
<label>TPP ${select("tpp", [...tppIds].sort(), tpp)}</label>
<label>PSU (number, name or id)<input name="psu" value="${psu}" size="16"></label>
<button type="submit">Filter</button> <a href="/__admin/ui/payments">clear</a>
</form>
<p class="muted">${found} ${found === 1 ? "payment" : "payments"}, newest first · page ${pageNo} of ${pages}</p>
<table><tr><th>Created</th><th>Payment</th><th>Product</th><th>Status</th><th class="num">Amount</th><th>PSU</th><th>TPP</th><th>Execution date</th></tr>
${shown.map(
  (
    p,
  ) => html`<tr><td>${localTime(p.createdAt, config.timeZone)}</td><td><a href="/__admin/ui/payments/${p.paymentId}"><code>${p.paymentId}</code></a></td>
<td>${p.service}/${p.product}</td><td>${badge(p.transactionStatus)}</td><td class="num">${amountOf(p)}</td><td>${psuOf(p.bank, p)}</td><td>${tppCell(c, p.tppId)}</td><td>${p.executionDate}</td></tr>`,
)}</table>
<p class="pager">${pageNo > 1 ? html`<a href="?${query(pageNo - 1)}">← newer</a>` : ""}${pageNo < pages ? html`<a href="?${query(pageNo + 1)}">older →</a>` : ""}</p>`,
      );
    },
  }),
);

export const dashboardPayment = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardPayment",
    method: "get",
    path: "/__admin/ui/payments/{paymentId}",
    heldBy: { collection: "payments", param: "paymentId" },
    summary: "Dashboard: one payment, its timeline, authorisations and bookings",
    params: z.object({ paymentId: z.string() }),
    responses: { 200: htmlPage("The payment."), 404: htmlPage("No such payment.") },
    handle: (c) => {
      const { store, config } = bankContext(c);
      const id = c.req.param("paymentId") ?? "";
      const p = store.get("payments", id);
      if (!p) {
        const text = html`<p>No payment <code>${id}</code> in any bank. <a href="/__admin/ui/payments">All payments</a></p>`;
        return page(c, "No such payment", text, 404);
      }
      const view = viewOf(store, p);
      const tz = config.timeZone;
      return page(
        c,
        `Payment ${p.paymentId}`,
        html`<div class="grid"><section class="card"><h2>Fields</h2><dl>
<dt>Status</dt><dd>${badge(p.transactionStatus)}</dd>
<dt>Product</dt><dd>${p.service}/${p.product}</dd>
<dt>Amount</dt><dd>${amountOf(p)}</dd>
<dt>Creditor</dt><dd>${creditorOf(p)}</dd>
<dt>PSU</dt><dd>${psuOf(store, p)}</dd>
<dt>TPP</dt><dd>${tppCell(c, p.tppId)}</dd>
<dt>Debtor account</dt><dd>${store.get("accounts", p.debtorAccountId)?.bban ?? p.debtorAccountId}</dd>
<dt>Execution date</dt><dd>${p.executionDate}</dd>
<dt>Created</dt><dd>${localTime(p.createdAt, tz)}</dd>
${p.basketId ? html`<dt>Signing basket</dt><dd><a href="/__admin/baskets/${p.basketId}">${p.basketId}</a></dd>` : ""}
${p.psuMessage ? html`<dt>PSU message</dt><dd>${p.psuMessage}</dd>` : ""}
</dl></section>
<section class="card"><h2>Status timeline</h2>
<table><tr><th>Bank time</th><th>From</th><th>To</th><th>Cause</th><th>By / run</th></tr>
${view.statusHistory.map(
  (
    s,
  ) => html`<tr><td>${localTime(s.at, tz)}</td><td>${s.from}</td><td>${badge(s.to)}</td><td>${s.cause} <span class="muted">(${s.event})</span></td>
<td>${s.by ?? ""}${s.via ? html` <span class="muted">via ${s.via}</span>` : ""}${s.batchRunId ? html`<code>${s.batchRunId}</code>` : ""}</td></tr>`,
)}</table>
${view.statusHistory.length === 0 ? html`<p class="muted">This payment was made before status history was kept.</p>` : ""}
</section></div>
<section class="card"><h2>Authorisations</h2>${authorisationRows(c, view.authorisations)}</section>
<section class="card"><h2>Booked transactions</h2>
${
  view.transactions.length === 0
    ? html`<p class="muted">None booked.</p>`
    : html`<table><tr><th>Booking date</th><th>Account</th><th class="num">Amount</th><th>Counterparty</th><th>Transaction</th></tr>
${view.transactions.map(
  (t) =>
    html`<tr><td>${t.bookingDate}</td><td>${store.get("accounts", t.accountId)?.bban ?? t.accountId}</td><td class="num">${fromMinor(BigInt(t.amountMinor), t.currency)} ${t.currency}</td><td>${t.counterpartyName ?? ""} ${t.counterpartyAccount ?? ""}</td><td><code>${t.transactionId}</code></td></tr>`,
)}</table>`
}</section>
<section class="card"><h2>Request as sent by the TPP</h2><pre>${JSON.stringify(p.request, null, 2)}</pre></section>`,
      );
    },
  }),
);
