import { z } from "zod";
import { html } from "hono/html";
import { accountBalances } from "../../bank/balances.js";
import { transactionsOf } from "../../bank/transactions.js";
import { fromMinor } from "../../domain/money.js";
import { defineOperation } from "../../http/operation.js";
import { bankHeader, noBank } from "./bank-header.js";
import { bankQuery, chosenBank } from "./banks.js";
import { badge, page } from "./layout.js";
import { bankChoice, htmlPage, ui } from "./operation-parts.js";

const money = (minor: string, currency: string) => `${fromMinor(BigInt(minor), currency)} ${currency}`;
const PAGE_SIZE = 100;

/**
 * One account: its balances as account information answers them and every booked transaction with
 * the transactionId a TPP reads (`GET /v1/accounts/{account-id}/transactions`), a page at a time.
 */
export const dashboardAccount = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardAccount",
    method: "get",
    path: "/__admin/ui/accounts/{accountId}",
    summary: "Dashboard: one account, its balances and transactions",
    params: z.object({ accountId: z.string() }),
    query: bankChoice.extend({ page: z.string().optional() }),
    responses: {
      200: htmlPage("The account."),
      404: htmlPage("No such account in that bank, or no such bank."),
    },
    handle: async (c) => {
      const query = c.req.valid("query");
      const bank = await chosenBank(c, query.bank);
      const id = c.req.param("accountId");
      const action = `/__admin/ui/accounts/${id}`;
      const store = bank.store;
      if (store === undefined) return noBank(c, bank, action);
      const account = store.get("accounts", id);
      if (!account) {
        const text = html`${bankHeader(bank, action)}<p>No account <code>${id}</code> in this bank. <a href="/__admin/ui/customers${bankQuery(bank)}">Its customers</a></p>`;
        return page(c, "No such account", text, 404);
      }
      const owner = store.get("customers", account.ownerCustomerId);
      const booked = transactionsOf(store, account.accountId);
      const pages = Math.max(1, Math.ceil(booked.length / PAGE_SIZE));
      const pageNo = Math.min(pages, Math.max(1, Number.parseInt(query.page ?? "1", 10) || 1));
      const shown = booked.slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
      const pageLink = (n: number) => `?page=${n}${bankQuery(bank, "&")}`;
      return page(
        c,
        `${account.name} · ${account.bban}`,
        html`${bankHeader(bank, action)}<div class="grid"><section class="card"><h2>Account</h2><dl>
<dt>Status</dt><dd>${badge(account.status)}</dd>
<dt>IBAN</dt><dd><code>${account.iban}</code></dd>
<dt>BBAN</dt><dd><code>${account.bban}</code></dd>
<dt>account-id</dt><dd><code>${account.accountId}</code> <span class="muted">(resourceId in account information)</span></dd>
<dt>Product</dt><dd>${account.product}</dd>
<dt>Owner</dt><dd>${owner ? html`<a href="/__admin/ui/customers/${owner.customerId}${bankQuery(bank)}">${owner.customerName}</a> (${owner.customerNumber})` : account.ownerCustomerId}</dd>
</dl></section>
<section class="card"><h2>Balances</h2><dl>
${accountBalances(account).map((b) => html`<dt>${b.balanceType}</dt><dd><strong>${money(b.amountMinor, account.currency)}</strong></dd>`)}
</dl></section></div>
<section class="card"><h2>Booked transactions (${booked.length})</h2>
${
  booked.length === 0
    ? html`<p class="muted">None.</p>`
    : html`<table><tr><th>Booking date</th><th>Value date</th><th class="num">Amount</th><th>Counterparty</th><th>Text</th><th>transactionId</th><th>Payment</th></tr>${shown.map(
        (t) =>
          html`<tr><td>${t.bookingDate}</td><td>${t.valueDate}</td><td class="num">${money(t.amountMinor, t.currency)}</td><td>${t.counterpartyName ?? ""} ${t.counterpartyAccount ?? ""}</td><td>${t.remittanceInformationUnstructured ?? ""}</td><td><code>${t.transactionId}</code></td><td>${t.paymentId ? html`<a href="/__admin/ui/payments/${t.paymentId}"><code>${t.paymentId}</code></a>` : ""}</td></tr>`,
      )}</table>
<p class="muted">Newest first · page ${pageNo} of ${pages}</p>
<p class="pager">${pageNo > 1 ? html`<a href="${pageLink(pageNo - 1)}">← newer</a>` : ""}${pageNo < pages ? html`<a href="${pageLink(pageNo + 1)}">older →</a>` : ""}</p>`
}</section>`,
      );
    },
  }),
);
