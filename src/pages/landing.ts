import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { AppEnv } from "../http/env.js";
import { baseUrl } from "../http/links.js";
import { labelCells, STACKED_TABLES_CSS } from "../http/stacked-tables.js";
import { firstPaymentRecipe } from "./recipe.js";

/** The bank's clock in its own zone, e.g. "Monday 2 March 2026, 11:00 (Europe/Oslo)". */
function bankTime(now: Date, timeZone: string): string {
  const text = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
  }).format(now);
  return `${text} (${timeZone})`;
}

/** Why the dashboard and /__admin/health count more customers than this page shows. */
function tenancyNote(tenancy: "per-tpp" | "shared") {
  return tenancy === "shared"
    ? ""
    : html`Each TPP works on a bank of its own (tenancy <code>per-tpp</code>): on its first signed call
        it gets a fresh copy of these customers, and sees only its own payments and balances. The
        dashboard's Customers page shows each TPP's bank.`;
}

/** GET /: what this is, the bank's clock, where the docs are, who the customers are, a first payment. */
export function landingPage(c: Context<AppEnv>) {
  const { store, clock, config } = c.get("ctx");
  const base = baseUrl(c);
  const customers = store.values("customers").slice(0, 50);
  const rows = customers.map((customer) => {
    const accounts = customer.accounts
      .map((id) => store.get("accounts", id))
      .filter((account) => account !== undefined);
    return html`<tr>
      <td>${customer.customerName}<br /><small>${customer.customerType}</small></td>
      <td><code>${customer.customerNumber}</code></td>
      <td><code>${customer.customerId}</code></td>
      <td>${accounts.map((a) => html`<div><code>${a.bban}</code> ${a.currency} <small>${a.name}</small></div>`)}</td>
    </tr>`;
  });
  const page = html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>psd2-sandbox</title>
    <link rel="icon" href="${base}/favicon.svg" type="image/svg+xml" />
    <style>
      body { font-family: system-ui, sans-serif; max-width: 980px; margin: 0 auto; padding: 24px; color: #1d2a33; }
      h1 { margin-bottom: 4px; } .lead { color: #42535f; margin-top: 0; }
      .clock { background: #eef6fb; border-left: 4px solid #0b3954; border-radius: 0 6px 6px 0; padding: 10px 14px; margin: 16px 0; }
      nav a { margin-right: 16px; font-weight: 600; color: #0b5f8a; }
      nav { display: flex; flex-wrap: wrap; gap: 6px 0; }
      table { border-collapse: collapse; width: 100%; font-size: 14px; }
      code { overflow-wrap: normal; white-space: nowrap; }
      th, td { text-align: left; border-bottom: 1px solid #dde5ea; padding: 6px 8px; vertical-align: top; }
      pre { background: #10202b; color: #e6f1f7; padding: 14px; overflow-x: auto; border-radius: 6px; font-size: 13px; }
      small { color: #5d6f7b; }
      @media (max-width: 700px) {
        body { padding: 16px; }
        pre { white-space: pre-wrap; overflow-wrap: anywhere; }
        td code { white-space: normal; overflow-wrap: anywhere; }
      }
      ${raw(STACKED_TABLES_CSS)}
    </style>
  </head>
  <body>
    <h1>psd2-sandbox</h1>
    <p class="lead">
      A local mock bank speaking a Norwegian bank's PSD2 Payment Initiation interface (Berlin Group
      NextGenPSD2 profile): signed requests, SCA by redirect, the bank's batch runs and clock. Code that
      works against it works against the bank.
    </p>
    <p class="clock">The bank's clock: <strong>${bankTime(clock.now(), config.timeZone)}</strong></p>
    <nav>
      <a href="${base}/docs">API reference</a><a href="${base}/__admin/">Dashboard</a
      ><a href="${base}/openapi.json">openapi.json</a
      ><a href="${base}/openapi.yaml">openapi.yaml</a><a href="${base}/__admin/health">health</a>
    </nav>
    <h2>Customers</h2>
    <p>
      PSU-ID is the customer's <code>customerId</code>; the SCA page asks for the customer number.
      ${tenancyNote(config.tenancy)}
    </p>
    <table>
      <thead><tr><th>Customer</th><th>Customer number</th><th>PSU-ID</th><th>Accounts (bban)</th></tr></thead>
      <tbody>${rows}</tbody>
    </table>
    <h2>Your first payment</h2>
    <p>Create a SEPA payment, approve it as its PSU, run the batch, read its status (ACSC):</p>
    <pre>${firstPaymentRecipe(base)}</pre>
  </body>
</html>`;
  // Every value in it is escaped already, so a "<td" in the text can only be the page's own.
  return Promise.resolve(page).then((text) => c.html(labelCells(String(text))));
}
