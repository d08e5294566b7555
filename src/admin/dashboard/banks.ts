import { tppsOf } from "../../request-log/read.js";
import type { Context } from "hono";
import { html } from "hono/html";
import type { AppEnv } from "../../http/env.js";
import type { Store } from "../../store/store.js";
import type { Markup } from "./layout.js";

/** One bank the dashboard can show: the default bank, or a TPP's own (tenancy per-tpp). */
export interface BankChoice {
  /** The TPP's organisation id; "" for the default bank. */
  id: string;
  /** The TPP's name, as its certificate or the request log gave it. */
  name?: string;
}

/** The TPP's name: the registry's (from its certificate), else the request log's. */
export function tppName(c: Context<AppEnv>, organisationId: string): string | undefined {
  const { store, requestLog } = c.get("ctx");
  return store.get("tpps", organisationId)?.name ?? tppsOf(requestLog).get(organisationId)?.name;
}

/** Whether the TPP has a bank of its own (tenancy per-tpp, once it has called). */
export function hasBank(c: Context<AppEnv>, organisationId: string): boolean {
  return c.get("ctx").store.get("banks", organisationId) !== undefined;
}

/** `?bank=default` names the default bank: without `?bank=` a page opens on the bank active last. */
export const DEFAULT_BANK = "default";

/**
 * The TPPs' banks, the one active last first: the request log's newest request tells (the log holds
 * the latest requests, newest first), then the registry's lastSeen, then when the bank was seeded.
 */
function tppBanksByActivity(c: Context<AppEnv>): string[] {
  const { store, requestLog } = c.get("ctx");
  const heard = [...tppsOf(requestLog).keys()];
  const rank = (id: string) => {
    const at = heard.indexOf(id);
    return at === -1 ? heard.length : at;
  };
  const seen = (id: string) => store.get("tpps", id)?.lastSeen ?? store.get("banks", id)?.seededAt ?? "";
  return store
    .values("banks")
    .map((b) => b.bankId)
    .sort((a, b) => rank(a) - rank(b) || seen(b).localeCompare(seen(a)) || a.localeCompare(b));
}

/** Every bank, the default bank first, then the TPPs' banks by organisation id. */
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
  /** The bank's organisation id; "" for the default bank. */
  id: string;
  choices: BankChoice[];
  /** The bank's store; undefined when no TPP of that id has a bank. */
  store?: Store;
  /** True when no `?bank=` named it: the page opened on the bank active last. */
  lastActive?: boolean;
}

/**
 * The bank the page shows: the one `?bank=<organisationId>` (or `?bank=default`) names, else the
 * TPP's bank active last (the default bank while no TPP has one). An unknown id finds none (and
 * seeds none).
 */
export async function chosenBank(c: Context<AppEnv>, bank: string | undefined): Promise<ChosenBank> {
  const ctx = c.get("ctx");
  const asked = bank?.trim() ?? "";
  const choices = bankChoices(c);
  if (asked === DEFAULT_BANK) return { id: "", choices, store: ctx.store };
  if (asked === "") {
    const last = tppBanksByActivity(c)[0];
    if (last === undefined) return { id: "", choices, store: ctx.store };
    return { id: last, choices, store: (await ctx.tenancy.bank(last)).store, lastActive: true };
  }
  if (!hasBank(c, asked)) return { id: asked, choices };
  return { id: asked, choices, store: (await ctx.tenancy.bank(asked)).store };
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
  if (bank.id === "") return "Default bank (the seed's data; no TPP calls it)";
  return `${bank.id}${bank.name ? ` · ${bank.name}` : ""}`;
}

/** `?bank=` for links that stay in the chosen bank. */
export function bankQuery(bank: Pick<BankChoice, "id">, prefix: "?" | "&" = "?"): string {
  return `${prefix}bank=${bank.id === "" ? DEFAULT_BANK : encodeURIComponent(bank.id)}`;
}

/** The bank switcher: a GET form (no script needed), shown only when TPPs have banks of their own. */
export function bankSwitcher({ choices, id }: ChosenBank, action: string): Markup {
  if (choices.length < 2) return html``;
  return html`<form class="filters switcher" method="get" action="${action}">
<label>Bank (TPP: organisation id · name)<select name="bank">${choices.map(
    (b) =>
      html`<option value="${b.id === "" ? DEFAULT_BANK : b.id}" ${b.id === id ? "selected" : ""}>${bankLabel(b)}</option>`,
  )}</select></label>
<button type="submit">Show this bank</button></form>`;
}

/** How many banks there are and why: the overview says it, since QA counts customers across them. */
export function banksSummary(c: Context<AppEnv>): Markup {
  const { config, store } = c.get("ctx");
  if (config.tenancy === "shared")
    return html`<p class="muted">1 bank, shared by every TPP (tenancy <code>shared</code>).</p>`;
  const tppBanks = store.values("banks").length;
  return html`<p class="muted">${tppBanks + 1} ${tppBanks === 0 ? "bank" : "banks"}: the default bank (the seed's data, no TPP calls it)${
    tppBanks === 0 ? "" : html` and ${tppBanks} TPP ${tppBanks === 1 ? "bank" : "banks"}`
  }. With tenancy <code>per-tpp</code> each TPP works on a bank of its own, a copy of the seed made on its first signed call: it sees only its own customers' balances and its own payments. <a href="/__admin/ui/customers">Customers</a> opens on the bank active last.</p>`;
}
