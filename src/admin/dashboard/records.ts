import type { Context } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "../../http/env.js";
import type { Collection } from "../../store/registry.js";

/**
 * The records the interfaces ask the dashboard to count (a collection's `label`), summed over every
 * bank: read off the store's model, so an interface's collection is counted without this page
 * knowing it.
 */
export function recordCounts(c: Context<AppEnv>) {
  const ctx = c.get("ctx");
  const banks = ctx.tenancy.all();
  const counted = Object.entries(ctx.store.model.collections).flatMap(([name, spec]) =>
    spec.label === undefined ? [] : [{ name, label: spec.label }],
  );
  const rows = counted.map(({ name, label }) => ({
    label,
    n: banks.reduce((sum, bank) => sum + bank.count(name as Collection), 0),
  }));
  return html`<section class="card"><h2>Records</h2><dl>
${rows.map(({ label, n }) => html`<dt>${label}</dt><dd>${n}</dd>`)}
</dl></section>`;
}
