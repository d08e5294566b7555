import { z } from "zod";
import { defineOperation } from "../../http/operation.js";
import { bankChoice, htmlPage, ui } from "./operation-parts.js";
import { html } from "hono/html";
import { fromMinor } from "../../domain/money.js";
import type { AccountRecord } from "../../bank/model.js";
import type { Records } from "../../store/store.js";
import { bankHeader, noBank } from "./bank-header.js";
import { bankQuery, type ChosenBank, chosenBank } from "./banks.js";
import { badge, type Markup, page } from "./layout.js";

const money = (minor: string, currency: string) => `${fromMinor(BigInt(minor), currency)} ${currency}`;
const RECENT = 20;

function accountBlock(store: Records, account: AccountRecord, bank: ChosenBank): Markup {
  const booked = store
    .values("transactions")
    .filter((t) => t.accountId === account.accountId)
    .sort((a, b) =>
      a.bookingDate === b.bookingDate
        ? (a.createdAt ?? "") < (b.createdAt ?? "")
          ? 1
          : -1
        : a.bookingDate < b.bookingDate
          ? 1
          : -1,
    );
  return html`<section class="card"><h2><a href="/__admin/ui/accounts/${account.accountId}${bankQuery(bank)}">${account.name} · <code>${account.bban}</code></a> ${badge(account.status)}</h2>
<dl><dt>IBAN</dt><dd>${account.iban}</dd><dt>Product</dt><dd>${account.product}</dd><dt>Booked balance</dt><dd><strong>${money(account.balanceMinor, account.currency)}</strong></dd>
${account.kidMandatory ? html`<dt>KID</dt><dd>mandatory for payments to it</dd>` : ""}</dl>
<h2>Booked transactions (${booked.length}${booked.length > RECENT ? `, latest ${RECENT} shown` : ""})</h2>
${
  booked.length === 0
    ? html`<p class="muted">None.</p>`
    : html`<table><tr><th>Booking date</th><th class="num">Amount</th><th>Counterparty</th><th>Text</th><th>Payment</th></tr>${booked
        .slice(0, RECENT)
        .map(
          (t) =>
            html`<tr><td>${t.bookingDate}</td><td class="num">${money(t.amountMinor, t.currency)}</td><td>${t.counterpartyName ?? ""} ${t.counterpartyAccount ?? ""}</td><td>${t.remittanceInformationUnstructured ?? ""}</td><td>${t.paymentId ? html`<a href="/__admin/ui/payments/${t.paymentId}"><code>${t.paymentId}</code></a>` : ""}</td></tr>`,
        )}</table>`
}</section>`;
}

/** The bank's customers, their agreements, accounts (balances, bookings) and card accounts. */
export const dashboardCustomers = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardCustomers",
    method: "get",
    path: "/__admin/ui/customers",
    summary: "Dashboard: customers, agreements and accounts",
    query: bankChoice,
    responses: { 200: htmlPage("The customers."), 404: htmlPage("No TPP of that id has a bank.") },
    handle: async (c) => {
      const bank = await chosenBank(c, c.req.valid("query").bank);
      const action = "/__admin/ui/customers";
      const store = bank.store;
      if (store === undefined) return noBank(c, bank, action);
      const customers = store
        .values("customers")
        .sort((a, b) => a.customerName.localeCompare(b.customerName));
      return page(
        c,
        "Customers",
        html`${bankHeader(bank, action)}<table><tr><th>Name</th><th>Customer number</th><th>PSU-ID</th><th>Type</th><th>Accounts (booked balance)</th><th class="num">Card accounts</th></tr>${customers.map(
          (customer) =>
            html`<tr><td><a href="/__admin/ui/customers/${customer.customerId}${bankQuery(bank)}">${customer.customerName}</a></td><td><code>${customer.customerNumber}</code></td><td><code>${customer.customerId}</code></td><td>${customer.customerType}</td><td>${customer.accounts.map(
              (id) => {
                const account = store.get("accounts", id);
                return account
                  ? html`<div><code>${account.bban}</code> ${money(account.balanceMinor, account.currency)} <span class="muted">${account.name}</span></div>`
                  : "";
              },
            )}</td><td class="num">${customer.cardAccounts.length}</td></tr>`,
        )}</table>`,
      );
    },
  }),
);

export const dashboardCustomer = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardCustomer",
    method: "get",
    path: "/__admin/ui/customers/{customerId}",
    summary: "Dashboard: one customer with balances and bookings",
    params: z.object({ customerId: z.string() }),
    query: bankChoice,
    responses: {
      200: htmlPage("The customer."),
      404: htmlPage("No such customer in that bank, or no such bank."),
    },
    handle: async (c) => {
      const bank = await chosenBank(c, c.req.valid("query").bank);
      const action = `/__admin/ui/customers/${c.req.param("customerId")}`;
      const store = bank.store;
      if (store === undefined) return noBank(c, bank, action);
      const customer = store.get("customers", c.req.param("customerId"));
      if (!customer)
        return page(
          c,
          "No such customer",
          html`${bankHeader(bank, action)}<p><a href="/__admin/ui/customers${bankQuery(bank)}">All customers of this bank</a></p>`,
          404,
        );
      const cards = customer.cardAccounts.flatMap((id) => {
        const card = store.get("cardAccounts", id);
        return card ? [card] : [];
      });
      const payments = `/__admin/ui/payments?psu=${encodeURIComponent(customer.customerNumber)}${bank.id ? `&tpp=${encodeURIComponent(bank.id)}` : ""}`;
      return page(
        c,
        `${customer.customerName} (${customer.customerNumber})`,
        html`${bankHeader(bank, action)}<p class="muted">${customer.customerType} · customerId <code>${customer.customerId}</code>${customer.contactEmail ? ` · ${customer.contactEmail}` : ""} · <a href="${payments}">payments</a> · <a href="/__admin/ui/customers${bankQuery(bank)}">all customers of this bank</a></p>
${customer.agreements.map(
  (agreement) => html`<h2>Agreement ${agreement.name} <span class="muted">(${agreement.id})</span></h2>
${agreement.engagements.map((id) => {
  const account = store.get("accounts", id);
  return account ? accountBlock(store, account, bank) : html`<p class="muted">Account ${id} is gone.</p>`;
})}`,
)}
<h2>Card accounts</h2>
${
  cards.length === 0
    ? html`<p class="muted">None.</p>`
    : html`<table><tr><th>Card</th><th>Name</th><th>Status</th><th class="num">Balance</th><th class="num">Credit limit</th><th class="num">Card transactions</th></tr>${cards.map(
        (card) =>
          html`<tr><td><code>${card.maskedPan}</code></td><td>${card.name}</td><td>${badge(card.status)}</td><td class="num">${money(card.balanceMinor, card.currency)}</td><td class="num">${money(card.creditLimitMinor, card.currency)}</td><td class="num">${store.values("cardTransactions").filter((t) => t.cardAccountId === card.cardAccountId).length}</td></tr>`,
      )}</table>`
}`,
      );
    },
  }),
);
