import type { Context } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "../../http/env.js";
import type { Store } from "../../store/store.js";
import type { Markup } from "./layout.js";

/** One bank the dashboard can show: the default bank, or a TPP's own (tenancy per-tpp). */
export interface BankChoice {
  /** The TPP's organisation id; "" for the default bank. */
  id: string;
  /** The TPP's name, as its certificate or the journal gave it. */
  name?: string;
}

/** The TPP's name: the registry's (from its certificate), else the journal's. */
export function tppName(c: Context<AppEnv>, organisationId: string): string | undefined {
  const { store, journal } = c.get("ctx");
  return store.get("tpps", organisationId)?.name ?? journal.tpps().get(organisationId)?.name;
}

/** Whether the TPP has a bank of its own (tenancy per-tpp, once it has called). */
export function hasBank(c: Context<AppEnv>, organisationId: string): boolean {
  return c.get("ctx").store.get("banks", organisationId) !== undefined;
}

/** Every bank, the default bank first: with tenancy shared it is the only one. */
export function bankChoices(c: Context<AppEnv>): BankChoice[] {
  const tppBanks = c
    .get("ctx")
    .store.values("banks")
    .map((b) => {
      const name = tppName(c, b.bankId);
      return { id: b.bankId, ...(name ? { name } : {}) };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
  return [{ id: "" }, ...tppBanks];
}

export interface ChosenBank {
  /** The bank `?bank=<organisationId>` names; "" (the default bank) without it. */
  id: string;
  choices: BankChoice[];
  /** The bank's store; undefined when no TPP of that id has a bank. */
  store?: Store;
}

/** The bank the page shows, as `?bank=` names it; an unknown id finds none (and seeds none). */
export async function chosenBank(c: Context<AppEnv>): Promise<ChosenBank> {
  const ctx = c.get("ctx");
  const id = c.req.query("bank")?.trim() ?? "";
  const choices = bankChoices(c);
  if (id === "") return { id, choices, store: ctx.store };
  if (!hasBank(c, id)) return { id, choices };
  return { id, choices, store: await ctx.tenancy.bank(id) };
}

/** The TPP's organisation id and name, linked to its bank when it has one of its own. */
export function tppCell(c: Context<AppEnv>, tppId: string, known?: string): Markup {
  const name = known ?? tppName(c, tppId);
  const label = html`${tppId}${name ? html` <span class="muted">${name}</span>` : ""}`;
  return hasBank(c, tppId)
    ? html`<a href="/__admin/ui/customers?bank=${encodeURIComponent(tppId)}" title="this TPP's bank">${label}</a>`
    : label;
}

export function bankLabel(bank: Pick<BankChoice, "id" | "name">): string {
  if (bank.id === "") return "Default bank (no TPP's own: the seed's data)";
  return `${bank.id}${bank.name ? ` · ${bank.name}` : ""}`;
}

/** `?bank=` for links that stay in the chosen bank. */
export function bankQuery(bank: Pick<BankChoice, "id">, prefix: "?" | "&" = "?"): string {
  return bank.id === "" ? "" : `${prefix}bank=${encodeURIComponent(bank.id)}`;
}

/** The bank switcher: a GET form (no script needed), shown only when TPPs have banks of their own. */
export function bankSwitcher({ choices, id }: ChosenBank, action: string): Markup {
  if (choices.length < 2) return html``;
  return html`<form class="filters switcher" method="get" action="${action}">
<label>Bank (TPP: organisation id · name)<select name="bank">${choices.map(
    (b) => html`<option value="${b.id}" ${b.id === id ? "selected" : ""}>${bankLabel(b)}</option>`,
  )}</select></label>
<button type="submit">Show this bank</button></form>`;
}
