import type { Context } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "../../http/env.js";
import { bankLabel, bankSwitcher, type ChosenBank } from "./banks.js";
import { type Markup, page } from "./layout.js";

/** A `?bank=` that names no TPP's bank: say so, and offer the banks there are. */
export function noBank(c: Context<AppEnv>, bank: ChosenBank, action: string): Response | Promise<Response> {
  return page(
    c,
    "No such bank",
    html`${bankSwitcher(bank, action)}<p class="notice bad">No TPP with organisation id <code>${bank.id}</code> has a bank here: a TPP's bank is made on its first signed call (tenancy per-tpp).</p>`,
    404,
  );
}

/** Which bank the page shows, and the switch to another. */
export function bankHeader(bank: ChosenBank, action: string): Markup {
  const shown = bank.choices.find((b) => b.id === bank.id) ?? { id: bank.id };
  const why = bank.lastActive
    ? " · the TPP's bank active last (tenancy per-tpp: one bank per TPP)"
    : bank.id === "" && bank.choices.length > 1
      ? " · no TPP works on this bank: pick a TPP's bank to see what its payments did"
      : "";
  return html`${bankSwitcher(bank, action)}<p class="muted">Bank: <strong>${bankLabel(shown)}</strong>${why}</p>`;
}
