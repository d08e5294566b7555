import type { Context } from "hono";
import { html } from "hono/html";
import { z } from "zod";
import { findConsent, revokeConsent } from "../../account-information/consents.js";
import type { ConsentRecord } from "../../account-information/model.js";
import { accessRows } from "../../account-information/sca-details.js";
import { consentStatuses } from "../../account-information/consent-status.js";
import { ApiError } from "../../errors.js";
import { everyOwnerIn } from "../../http/bank.js";
import type { AppEnv } from "../../http/env.js";
import { defineOperation } from "../../http/operation.js";
import { eachIdInSlices } from "../../store/scan.js";
import type { Records, Store } from "../../store/store.js";
import { authorisationRows } from "./authorisations.js";
import { DEFAULT_BANK, tppCell } from "./banks.js";
import { csrfField } from "./csrf.js";
import { badge, localTime, type Markup, page } from "./layout.js";
import { Newest } from "./newest.js";
import { csrf, htmlPage, ui } from "./operation-parts.js";

const PAGE_SIZE = 25;
const newestFirst = (a: ConsentRecord, b: ConsentRecord) =>
  a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : a.consentId < b.consentId ? 1 : -1;

function psuOf(store: Records, consent: ConsentRecord): string {
  const customer = store.get("customers", consent.psuCustomerId);
  return customer ? `${customer.customerName} (${customer.customerNumber})` : consent.psuCustomerId;
}

/** What it asks, in a few words: the lists and how many accounts each names, or the one form. */
function accessSummary(consent: ConsentRecord): string {
  const { access } = consent;
  const form = (["allPsd2", "availableAccounts", "availableAccountsWithBalance"] as const).find(
    (f) => access[f] !== undefined,
  );
  if (form) return form;
  return (["accounts", "balances", "transactions"] as const)
    .flatMap((list) => (access[list] ? [`${list} (${access[list].length})`] : []))
    .join(", ");
}

/** The bank holding the consent (ids are random: one bank holds it), whichever TPP made it. */
function holding(c: Context<AppEnv>, consentId: string): Store | undefined {
  return c
    .get("ctx")
    .tenancy.all()
    .find((bank) => bank.get("consents", consentId) !== undefined);
}

const notFound = (c: Context<AppEnv>, id: string) =>
  page(
    c,
    "No such consent",
    html`<p>No consent <code>${id}</code> in any bank. <a href="/__admin/ui/consents">All consents</a></p>`,
    404,
  );

/** The dashboard's consents: every bank's, newest first, filtered by status. */
export const dashboardConsents = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardConsents",
    method: "get",
    path: "/__admin/ui/consents",
    summary: "Dashboard: consents, newest first",
    query: z.object({ status: z.string().optional(), page: z.string().optional() }),
    responses: { 200: htmlPage("The list.") },
    handle: async (c) => {
      const { config, tenancy } = c.get("ctx");
      const filters = c.req.valid("query");
      const status = filters.status ?? "";
      const pageNo = Math.max(1, Number.parseInt(filters.page ?? "1", 10) || 1);
      const newest = new Newest<ConsentRecord & { bank: Records }>(pageNo * PAGE_SIZE, newestFirst);
      for (const bank of tenancy.all()) {
        await eachIdInSlices(bank, "consents", (id) => {
          const consent = bank.get("consents", id);
          if (consent && (!status || consent.consentStatus === status)) newest.offer({ ...consent, bank });
        });
      }
      const pages = Math.max(1, Math.ceil(newest.seen / PAGE_SIZE));
      const shown = newest.first().slice((pageNo - 1) * PAGE_SIZE, pageNo * PAGE_SIZE);
      const query = (n: number) => new URLSearchParams({ status, page: String(n) }).toString();
      return page(
        c,
        "Consents",
        html`<form class="filters" method="get"><label>Status <select name="status"><option value="">any</option>${consentStatuses.map(
          (s) => html`<option value="${s}" ${s === status ? "selected" : ""}>${s}</option>`,
        )}</select></label> <button type="submit">Filter</button> <a href="/__admin/ui/consents">clear</a></form>
<p class="muted">${newest.seen} ${newest.seen === 1 ? "consent" : "consents"}, newest first · page ${pageNo} of ${pages}</p>
<table><tr><th>Created</th><th>Consent</th><th>Status</th><th>Access</th><th>Valid until</th><th class="num">Reads a day</th><th>PSU</th><th>TPP</th></tr>
${shown.map(
  (
    k,
  ) => html`<tr><td>${localTime(k.createdAt, config.timeZone)}</td><td><a href="/__admin/ui/consents/${k.consentId}"><code>${k.consentId}</code></a></td><td>${badge(k.consentStatus)}</td>
<td>${accessSummary(k)}</td><td>${k.validUntil}</td><td class="num">${k.frequencyPerDay}</td><td>${psuOf(k.bank, k)}</td><td>${tppCell(c, k.tppId, k.tppName)}</td></tr>`,
)}</table>
<p class="pager">${pageNo > 1 ? html`<a href="?${query(pageNo - 1)}">← newer</a>` : ""}${pageNo < pages ? html`<a href="?${query(pageNo + 1)}">older →</a>` : ""}</p>`,
      );
    },
  }),
);

/** The accounts the approval resolved the access to, each linked to its page in the consent's bank. */
function grantedRows(store: Records, consent: ConsentRecord, bankId: string): Markup {
  const granted = consent.granted;
  if (!granted) return html`<p class="muted">Nothing granted yet: the PSU has not approved it.</p>`;
  const ids = [...new Set([...granted.accounts, ...granted.balances, ...granted.transactions])];
  if (ids.length === 0)
    return html`<p class="muted">Only the list of accounts (${granted.listOnly ?? "none"}).</p>`;
  const bank = bankId === "" ? DEFAULT_BANK : encodeURIComponent(bankId);
  return html`<table><tr><th>Account</th><th>Details</th><th>Balances</th><th>Transactions</th></tr>${ids.map(
    (id) => {
      const account = store.get("accounts", id);
      const card = account ? undefined : store.get("cardAccounts", id);
      const name = account
        ? html`<a href="/__admin/ui/accounts/${id}?bank=${bank}">${account.name} · <code>${account.bban}</code></a>`
        : html`${card?.name ?? id} <code>${card?.maskedPan ?? ""}</code>`;
      const mark = (list: readonly string[]) => (list.includes(id) ? "yes" : "");
      return html`<tr><td>${name}</td><td>${mark(granted.accounts)}</td><td>${mark(granted.balances)}</td><td>${mark(granted.transactions)}</td></tr>`;
    },
  )}</table>`;
}

function consentPage(
  c: Context<AppEnv>,
  store: Store,
  consent: ConsentRecord,
  notice?: Markup,
  status = 200,
) {
  const tz = c.get("ctx").config.timeZone;
  const bankId =
    c
      .get("ctx")
      .tenancy.tppBanks()
      .find((b) => b.store === store)?.id ?? "";
  const authorisations = consent.authorisationIds.flatMap((id) => {
    const found = store.get("authorisations", id);
    return found ? [found] : [];
  });
  const revoke =
    consent.consentStatus === "valid"
      ? html`<form method="post" action="/__admin/ui/consents/${consent.consentId}/revoke" class="inline">${csrfField(c)}<button type="submit" class="danger">Revoke as the PSU</button></form> <span class="muted">the PSU withdraws it (revokedByPsu), as <code>PUT /__admin/consents/{consentId}/status</code> does</span>`
      : html`<p class="muted">Only a valid consent can be revoked.</p>`;
  return page(
    c,
    `Consent ${consent.consentId}`,
    html`${notice ?? ""}<div class="grid"><section class="card"><h2>Status</h2><dl>
<dt>Status</dt><dd>${badge(consent.consentStatus)}</dd>
<dt>PSU</dt><dd>${psuOf(store, consent)}</dd>
<dt>TPP</dt><dd>${tppCell(c, consent.tppId, consent.tppName)}</dd>
<dt>Created</dt><dd>${localTime(consent.createdAt, tz)}</dd>
${consent.replacedBy ? html`<dt>Replaced by</dt><dd><a href="/__admin/ui/consents/${consent.replacedBy}"><code>${consent.replacedBy}</code></a></dd>` : ""}
${consent.basketId ? html`<dt>Signing basket</dt><dd><a href="/__admin/baskets/${consent.basketId}">${consent.basketId}</a></dd>` : ""}
</dl>${revoke}</section>
<section class="card"><h2>Access asked</h2><dl>${accessRows(consent).map((r) => html`<dt>${r.label}</dt><dd>${r.value}</dd>`)}</dl></section></div>
<section class="card"><h2>Access granted</h2>${grantedRows(store, consent, bankId)}</section>
<section class="card"><h2>Status timeline</h2><table><tr><th>Bank time</th><th>Status</th><th>Event</th></tr>
${consent.statusHistory.map((s) => html`<tr><td>${localTime(s.at, tz)}</td><td>${badge(s.consentStatus)}</td><td>${s.event}</td></tr>`)}</table></section>
<section class="card"><h2>Authorisations</h2>${authorisationRows(c, authorisations)}</section>`,
    status,
  );
}

export const dashboardConsent = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardConsent",
    method: "get",
    path: "/__admin/ui/consents/{consentId}",
    summary: "Dashboard: one consent, its access, timeline and authorisations",
    params: z.object({ consentId: z.string() }),
    responses: { 200: htmlPage("The consent."), 404: htmlPage("No such consent.") },
    handle: (c) => {
      const id = c.req.param("consentId");
      const store = holding(c, id);
      const consent = store?.get("consents", id);
      if (!store || !consent) return notFound(c, id);
      return consentPage(c, store, consent);
    },
  }),
);

/** "Revoke as the PSU": the control API's revocation (revokedByPsu), then the consent's page again. */
export const dashboardRevokeConsent = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardRevokeConsent",
    method: "post",
    path: "/__admin/ui/consents/{consentId}/revoke",
    summary: "Dashboard: revoke a consent as its PSU",
    params: z.object({ consentId: z.string() }),
    form: csrf,
    responses: {
      200: htmlPage("Revoked: the consent's page."),
      404: htmlPage("No such consent."),
      409: htmlPage("Not revoked: the consent's page says why."),
    },
    handle: (c) => {
      const id = c.req.param("consentId");
      const store = holding(c, id);
      const consent = store?.get("consents", id);
      if (!store || !consent) return notFound(c, id);
      const ctx = everyOwnerIn(c.get("ctx"), store);
      try {
        const revoked = revokeConsent(ctx, findConsent(ctx, id));
        return consentPage(
          c,
          store,
          revoked,
          html`<p class="notice">Revoked: the consent is ${revoked.consentStatus}.</p>`,
        );
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const now = store.get("consents", id) ?? consent;
        return consentPage(c, store, now, html`<p class="notice bad">${error.message}</p>`, 409);
      }
    },
  }),
);
