import { z } from "zod";
import { defineOperation } from "../../http/operation.js";
import { backToPage, csrf, htmlPage, ui } from "./operation-parts.js";
import type { Context } from "hono";
import { html } from "hono/html";
import { bankContext, everyOwnerIn } from "../../http/bank.js";
import type { AppEnv } from "../../http/env.js";
import { decide } from "../../sca/decide.js";
import { current } from "../../sca/expiry.js";
import type { AuthorisationRecord } from "../../sca/model.js";
import { subjectOf } from "../../sca/subject.js";
import type { CustomerRecord } from "../../bank/model.js";
import { tppCell } from "./banks.js";
import { csrfField } from "./csrf.js";
import { badge, localTime, type Markup, page } from "./layout.js";

/** What an authorisation is about, linked. */
function subject(a: AuthorisationRecord): Markup {
  if (a.resource)
    return html`<a href="/__admin/ui/payments/${a.resource.paymentId}"><code>${a.resource.paymentId}</code></a>`;
  if (a.consentId)
    return html`consent <a href="/__admin/ui/consents/${a.consentId}"><code>${a.consentId}</code></a>`;
  if (a.basketId) return html`basket <a href="/__admin/baskets/${a.basketId}"><code>${a.basketId}</code></a>`;
  return html`<span class="muted">the PSU itself</span>`;
}

/** The request's context on the bank that holds the authorisation (tenancy per-tpp), as the control API sees it. */
function onBankOf(c: Context<AppEnv>, a: AuthorisationRecord) {
  const ctx = c.get("ctx");
  return everyOwnerIn(ctx, ctx.tenancy.holding("authorisations", a.authorisationId)?.store ?? ctx.store);
}

function isOpen(c: Context<AppEnv>, a: AuthorisationRecord): boolean {
  const ctx = onBankOf(c, a);
  return (
    current(ctx, a).scaStatus === "received" &&
    subjectOf(ctx.store, a).undecidable(ctx.store, a) === undefined
  );
}

/** Authorisations as a table; open ones get Approve / Reject, acting as their PSU. */
export function authorisationRows(c: Context<AppEnv>, list: readonly AuthorisationRecord[]): Markup {
  const { config } = c.get("ctx");
  if (list.length === 0) return html`<p class="muted">None.</p>`;
  return html`<table><tr><th>Authorisation</th><th>Kind</th><th>About</th><th>SCA status</th><th>PSU</th><th>TPP</th><th>Created</th><th>Expires / completed</th><th></th></tr>
${list.map((a) => {
  const { store } = onBankOf(c, a);
  const psu = store.get("customers", a.psuCustomerId);
  const by = a.completedBy ? store.get("customers", a.completedBy) : undefined;
  const open = a.scaStatus === "received" && isOpen(c, a);
  return html`<tr><td><code>${a.authorisationId}</code></td><td>${a.kind}</td><td>${subject(a)}</td><td>${badge(a.scaStatus)}</td>
<td>${psu ? `${psu.customerName} (${psu.customerNumber})` : a.psuCustomerId}</td><td>${tppCell(c, a.tppId, a.tppName)}</td><td>${localTime(a.createdAt, config.timeZone)}</td>
<td>${a.completedAt ? html`${localTime(a.completedAt, config.timeZone)}${by ? ` by ${by.customerName}` : ""}` : localTime(a.expiresAt, config.timeZone)}</td>
<td>${
    open
      ? html`<form method="post" action="/__admin/ui/authorisations/${a.authorisationId}" class="inline">${csrfField(c)}<button name="action" value="approve" type="submit">Approve</button> <button name="action" value="reject" type="submit" class="danger">Reject</button></form>`
      : ""
  }</td></tr>`;
})}</table>`;
}

/** Pending authorisations, and deciding one as its PSU (the SCA page's `decide`, same effects). */
export const dashboardAuthorisations = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardAuthorisations",
    method: "get",
    path: "/__admin/ui/authorisations",
    summary: "Dashboard: pending authorisations",
    responses: { 200: htmlPage("The list, with Approve and Reject.") },
    handle: (c) => {
      // Only records that can still change: a decided authorisation is final and never read here.
      const pending = c
        .get("ctx")
        .tenancy.all()
        .flatMap((bank) => bank.active("authorisations"))
        .filter((a) => a.scaStatus === "received" && isOpen(c, a))
        .sort((a, b) => (a.createdAt < b.createdAt ? 1 : -1));
      return page(
        c,
        "Pending authorisations",
        html`<p class="muted">Approve or Reject acts as the PSU the authorisation was made for, exactly as the SCA page would.</p>${authorisationRows(c, pending)}`,
      );
    },
  }),
);

export const dashboardDecide = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardDecide",
    method: "post",
    path: "/__admin/ui/authorisations/{authorisationId}",
    heldBy: { collection: "authorisations", param: "authorisationId" },
    summary: "Dashboard: approve or reject as the PSU",
    params: z.object({ authorisationId: z.string() }),
    form: csrf.extend({ action: z.enum(["approve", "reject"]) }),
    responses: {
      200: htmlPage("Decided: what happened."),
      303: backToPage,
      400: htmlPage("Choose Approve or Reject."),
      404: htmlPage("No such authorisation."),
      409: htmlPage("Nothing left to decide."),
    },
    handle: async (c) => {
      const form = c.req.valid("form") ?? {};
      // Nothing awaits: no other request can decide it between the checks and the decision.
      const ctx = bankContext(c);
      const id = c.req.param("authorisationId");
      const found = ctx.store.get("authorisations", id);
      const { action } = form;
      const refuse = (text: string, status: 400 | 404 | 409) =>
        page(
          c,
          "Nothing was changed",
          html`<p class="notice bad">${text}</p><p><a href="/__admin/ui/authorisations">Back to pending authorisations</a></p>`,
          status,
        );
      if (!found) return refuse(`There is no authorisation ${id}.`, 404);
      if (action !== "approve" && action !== "reject") return refuse("Choose Approve or Reject.", 400);
      const subject = subjectOf(ctx.store, found);
      if (
        current(ctx, found).scaStatus !== "received" ||
        subject.undecidable(ctx.store, found) !== undefined
      ) {
        return refuse(
          `Authorisation ${id} can no longer be decided (already decided, expired, or its payments moved on).`,
          409,
        );
      }
      const own = ctx.store.get("customers", found.psuCustomerId);
      const may = (candidate: CustomerRecord) => subject.refusal(ctx.store, found, candidate) === undefined;
      const customer = own && may(own) ? own : ctx.store.values("customers").find(may);
      if (!customer) return refuse("No sandbox customer may decide this authorisation.", 409);
      const before = subject
        .covers(ctx.store, found)
        .map(
          (paymentId) => [paymentId, ctx.store.get("payments", paymentId)?.transactionStatus ?? "?"] as const,
        );
      decide(ctx, found, customer, action, "dashboard");
      return page(
        c,
        action === "approve" ? "Approved" : "Rejected",
        html`<p class="notice">${customer.customerName} (${customer.customerNumber}) ${action === "approve" ? "approved" : "rejected"} authorisation <code>${id}</code>.</p>
<table><tr><th>Payment</th><th>Before</th><th>Now</th></tr>${before.map(
          ([paymentId, from]) =>
            html`<tr><td><a href="/__admin/ui/payments/${paymentId}"><code>${paymentId}</code></a></td><td>${badge(from)}</td><td>${badge(ctx.store.get("payments", paymentId)?.transactionStatus ?? "?")}</td></tr>`,
        )}</table>
<p><a href="/__admin/ui/authorisations">Back to pending authorisations</a></p>`,
      );
    },
  }),
);
