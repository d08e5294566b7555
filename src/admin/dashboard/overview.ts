import { tppsOf } from "../../request-log/read.js";
import { defineOperation } from "../../http/operation.js";
import { htmlPage, ui } from "./operation-parts.js";
import type { Context } from "hono";
import { html } from "hono/html";
import { batchInstants } from "../../batch/instants.js";
import type { AppEnv } from "../../http/env.js";
import { eachIdInSlices } from "../../store/scan.js";
import type { Store } from "../../store/store.js";
import { banksSummary, hasBank } from "./banks.js";
import { csrfField } from "./csrf.js";
import { recordCounts } from "./records.js";
import { badge, localTime, page } from "./layout.js";

const DAY_MS = 86_400_000;

/** Payments counted by product (`service/product`) and status, and by TPP: read a slice at a time. */
async function countPayments(banks: readonly Store[]) {
  const byProduct = new Map<string, Map<string, number>>();
  const byTpp = new Map<string, number>();
  let total = 0;
  for (const bank of banks) {
    await eachIdInSlices(bank, "payments", (id) => {
      const p = bank.get("payments", id);
      if (p === undefined) return;
      total += 1;
      const product = `${p.service}/${p.product}`;
      const counts = byProduct.get(product) ?? new Map<string, number>();
      counts.set(p.transactionStatus, (counts.get(p.transactionStatus) ?? 0) + 1);
      byProduct.set(product, counts);
      byTpp.set(p.tppId, (byTpp.get(p.tppId) ?? 0) + 1);
    });
  }
  return { byProduct, byTpp, total };
}

/**
 * GET /__admin/: the bank at a glance, and its clock and batch controls. The counts read every
 * payment, in slices: on a large store the page takes a while, and other clients are served
 * meanwhile.
 */
export async function overview(c: Context<AppEnv>): Promise<Response> {
  {
    const { store, clock, config, requestLog } = c.get("ctx");
    const now = clock.now();
    const next = batchInstants(
      now,
      new Date(now.getTime() + 8 * DAY_MS),
      config.batch.times,
      config.timeZone,
    )[0];
    const payments = await countPayments(c.get("ctx").tenancy.all());
    const statuses = [...new Set([...payments.byProduct.values()].flatMap((m) => [...m.keys()]))].sort();
    const products = [...payments.byProduct.keys()].sort();
    const count = (product: string, status: string) => payments.byProduct.get(product)?.get(status) ?? 0;
    const productTotal = (product: string) =>
      [...(payments.byProduct.get(product)?.values() ?? [])].reduce((a, b) => a + b, 0);
    const tpps = new Map<
      string,
      { name?: string; payments: number; requests: number; roles?: string[]; lastSeen?: string }
    >();
    // The TPP registry (trust model): every TPP whose signature verified, pinned or not.
    for (const t of store.values("tpps")) {
      tpps.set(t.organisationId, {
        ...(t.name ? { name: t.name } : {}),
        payments: 0,
        requests: 0,
        roles: t.roles,
        lastSeen: t.lastSeen,
      });
    }
    for (const [tppId, n] of payments.byTpp) {
      const seen = tpps.get(tppId) ?? { payments: 0, requests: 0 };
      tpps.set(tppId, { ...seen, payments: n });
    }
    for (const [id, heard] of tppsOf(requestLog)) {
      const seen = tpps.get(id) ?? { payments: 0, requests: 0 };
      tpps.set(id, { ...seen, ...(heard.name ? { name: heard.name } : {}), requests: heard.requests });
    }
    // A name for a TPP the registry has none for, from the certificates its authorisations recorded.
    const unnamed = () => [...tpps.values()].some((t) => !t.name);
    if (unnamed())
      await eachIdInSlices(store, "authorisations", (id) => {
        const a = store.get("authorisations", id);
        const seen = a && tpps.get(a.tppId);
        if (seen && !seen.name && a.tppName) seen.name = a.tppName;
        return unnamed() ? undefined : "stop";
      });
    return page(
      c,
      "Overview",
      html`<div class="grid">
<section class="card"><h2>Bank clock</h2><dl>
<dt>Now</dt><dd>${localTime(now, config.timeZone)}</dd>
<dt>Offset from real time</dt><dd>${Math.round(clock.offsetMs() / 1000)} s</dd>
<dt>Next batch run</dt><dd>${next ? localTime(next, config.timeZone) : "none in the next week"}</dd>
<dt>Batch times</dt><dd>${config.batch.times.join(", ")}</dd>
</dl>
<h2>Drive the bank</h2>
<form method="post" action="/__admin/ui/batch-runs">${csrfField(c)}<button type="submit">Run batch now</button></form>
<form method="post" action="/__admin/ui/clock" class="filters" style="margin-top:10px">${csrfField(c)}
<label>Advance by (ISO 8601 duration)<input name="advance" placeholder="P1D, PT2H" size="10"></label>
<button type="submit">Advance clock</button></form>
<form method="post" action="/__admin/ui/clock" class="filters">${csrfField(c)}
<label>Set to (ISO 8601 date-time)<input name="now" placeholder="2026-03-05T10:00:00Z" size="22"></label>
<button type="submit" class="secondary">Set clock</button></form>
</section>
<section class="card"><h2>Payments by product and status</h2>
${
  payments.total === 0
    ? html`<p class="muted">No payments yet.</p>`
    : html`<table><tr><th>Product</th>${statuses.map((s) => html`<th class="num">${badge(s)}</th>`)}<th class="num">All</th></tr>
${products.map(
  (product) =>
    html`<tr><td>${product}</td>${statuses.map((s) => {
      const n = count(product, s);
      return html`<td class="num">${n ? html`<a href="/__admin/ui/payments?status=${s}&product=${encodeURIComponent(product.split("/")[1] ?? "")}">${n}</a>` : ""}</td>`;
    })}<td class="num">${productTotal(product)}</td></tr>`,
)}</table>`
}
</section>
${recordCounts(c)}
</div>
<section class="card"><h2>TPPs seen</h2>
${banksSummary(c)}
${
  tpps.size === 0
    ? html`<p class="muted">No TPP has called yet.</p>`
    : html`<table><tr><th>Organisation id</th><th>Name</th><th>Roles</th><th>Last seen</th><th>Bank</th><th class="num">Payments</th><th class="num">Logged requests</th></tr>
${[...tpps].map(
  ([id, t]) =>
    html`<tr><td><a href="/__admin/ui/payments?tpp=${encodeURIComponent(id)}">${id}</a></td><td>${t.name ?? ""}</td><td>${(t.roles ?? []).join(", ")}</td><td>${t.lastSeen ? localTime(t.lastSeen, config.timeZone) : ""}</td><td>${hasBank(c, id) ? html`<a href="/__admin/ui/customers?bank=${encodeURIComponent(id)}">its bank</a>` : html`<span class="muted">${config.tenancy === "shared" ? "shared" : "none yet"}</span>`}</td><td class="num">${t.payments}</td><td class="num"><a href="/__admin/ui/requests?tpp=${encodeURIComponent(id)}">${t.requests}</a></td></tr>`,
)}</table>`
}
</section>`,
    );
  }
}

export const dashboard = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboard",
    method: "get",
    path: "/__admin/",
    summary: "Dashboard: overview",
    description: "The bank's clock and next batch run, payments by product and status, TPPs seen.",
    responses: { 200: htmlPage("The overview.") },
    handle: overview,
  }),
);

/** `/__admin` without the slash (hono tells it from `/__admin/`): the same overview. */
export const dashboardWithoutSlash = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardWithoutSlash",
    method: "get",
    path: "/__admin",
    summary: "Dashboard: overview, as /__admin/",
    logged: true,
    responses: { 200: htmlPage("The overview.") },
    handle: overview,
  }),
);
