import type { Context } from "hono";
import { html } from "hono/html";
import { batchInstants } from "../../batch/instants.js";
import type { AppEnv } from "../../http/env.js";
import { hasBank } from "./banks.js";
import { badge, localTime, page } from "./layout.js";

const DAY_MS = 86_400_000;

/** GET /__admin/: the bank at a glance, and its clock and batch controls. */
export function overview(c: Context<AppEnv>): Response | Promise<Response> {
  {
    const { store, clock, config, journal } = c.get("ctx");
    const now = clock.now();
    const next = batchInstants(
      now,
      new Date(now.getTime() + 8 * DAY_MS),
      config.batch.times,
      config.timeZone,
    )[0];
    const payments = c
      .get("ctx")
      .tenancy.all()
      .flatMap((bank) => bank.values("payments"));
    const statuses = [...new Set(payments.map((p) => p.transactionStatus))].sort();
    const products = [...new Set(payments.map((p) => `${p.service}/${p.product}`))].sort();
    const count = (product: string, status: string) =>
      payments.filter((p) => `${p.service}/${p.product}` === product && p.transactionStatus === status)
        .length;
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
    for (const p of payments) {
      const seen = tpps.get(p.tppId) ?? { payments: 0, requests: 0 };
      tpps.set(p.tppId, { ...seen, payments: seen.payments + 1 });
    }
    for (const [id, heard] of journal.tpps()) {
      const seen = tpps.get(id) ?? { payments: 0, requests: 0 };
      tpps.set(id, { ...seen, ...(heard.name ? { name: heard.name } : {}), requests: heard.requests });
    }
    for (const a of store.values("authorisations")) {
      const seen = tpps.get(a.tppId);
      if (seen && !seen.name && a.tppName) seen.name = a.tppName;
    }
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
<form method="post" action="/__admin/ui/batch-runs"><button type="submit">Run batch now</button></form>
<form method="post" action="/__admin/ui/clock" class="filters" style="margin-top:10px">
<label>Advance by (ISO 8601 duration)<input name="advance" placeholder="P1D, PT2H" size="10"></label>
<button type="submit">Advance clock</button></form>
<form method="post" action="/__admin/ui/clock" class="filters">
<label>Set to (ISO 8601 date-time)<input name="now" placeholder="2026-03-05T10:00:00Z" size="22"></label>
<button type="submit" class="secondary">Set clock</button></form>
</section>
<section class="card"><h2>Payments by product and status</h2>
${
  payments.length === 0
    ? html`<p class="muted">No payments yet.</p>`
    : html`<table><tr><th>Product</th>${statuses.map((s) => html`<th class="num">${badge(s)}</th>`)}<th class="num">All</th></tr>
${products.map(
  (product) =>
    html`<tr><td>${product}</td>${statuses.map((s) => {
      const n = count(product, s);
      return html`<td class="num">${n ? html`<a href="/__admin/ui/payments?status=${s}&product=${encodeURIComponent(product.split("/")[1] ?? "")}">${n}</a>` : ""}</td>`;
    })}<td class="num">${payments.filter((p) => `${p.service}/${p.product}` === product).length}</td></tr>`,
)}</table>`
}
</section>
</div>
<section class="card"><h2>TPPs seen</h2>
${
  tpps.size === 0
    ? html`<p class="muted">No TPP has called yet.</p>`
    : html`<table><tr><th>Organisation id</th><th>Name</th><th>Roles</th><th>Last seen</th><th>Bank</th><th class="num">Payments</th><th class="num">Journaled requests</th></tr>
${[...tpps].map(
  ([id, t]) =>
    html`<tr><td><a href="/__admin/ui/payments?tpp=${encodeURIComponent(id)}">${id}</a></td><td>${t.name ?? ""}</td><td>${(t.roles ?? []).join(", ")}</td><td>${t.lastSeen ? localTime(t.lastSeen, config.timeZone) : ""}</td><td>${hasBank(c, id) ? html`<a href="/__admin/ui/customers?bank=${encodeURIComponent(id)}">its bank</a>` : html`<span class="muted">${config.tenancy === "shared" ? "shared" : "none yet"}</span>`}</td><td class="num">${t.payments}</td><td class="num"><a href="/__admin/ui/requests?tpp=${encodeURIComponent(id)}">${t.requests}</a></td></tr>`,
)}</table>`
}
</section>`,
    );
  }
}
