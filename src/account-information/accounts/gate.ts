import type { Context } from "hono";
import type { BankContext } from "../../context.js";
import { bankToday } from "../../context.js";
import { bankContext } from "../../http/bank.js";
import type { AppEnv } from "../../http/env.js";
import { parseAcceptFix } from "../../http/headers.js";
import { baseUrl } from "../../http/links.js";
import { type AccountRead, type CheckedConsent, checkConsent } from "../checks.js";
import { consentForRead, countReadWithoutPsu } from "../read-side.js";

/**
 * Every account information read passes here first: the consent checks in their order
 * (`checkConsent`), with the consent and the day's count looked up for them. What passes is an
 * admitted read; it is counted toward frequencyPerDay only once its answer is made (`count`), so a
 * read refused later (a report's period) never counts.
 */
export interface AdmittedRead {
  ctx: BankContext;
  consent: CheckedConsent;
  today: string;
  psuPresent: boolean;
  fixes: ReadonlySet<string>;
  href: (path: string) => string;
  /** Counts the read when it was made without the PSU; the handler calls it with its answer ready. */
  count: () => void;
}

/** Which of the consent's resources a path reads: accounts (/v1/accounts) or card accounts. */
export type Held = "accounts" | "cardAccounts";

/**
 * The consent as one kind of path sees it: only its resources of that kind. A card account's id on
 * /v1/accounts is then outside the consent, and a card account without balances access does not
 * refuse /v1/accounts?withBalance=true.
 */
function narrowed(ctx: BankContext, consent: CheckedConsent, held: Held): CheckedConsent {
  const mine = (ids: readonly string[]) => ids.filter((id) => ctx.store.get(held, id) !== undefined);
  const { access } = consent;
  return {
    ...consent,
    access: {
      ...access,
      accounts: mine(access.accounts),
      balances: mine(access.balances),
      transactions: mine(access.transactions),
    },
  };
}

export function admitRead(c: Context<AppEnv>, held: Held, read: AccountRead): AdmittedRead {
  const ctx = bankContext(c);
  const consentId = c.req.header("Consent-ID")?.trim();
  const psuPresent = (c.req.header("PSU-IP-Address") ?? "").trim() !== "";
  const today = bankToday(ctx);
  const found = consentId ? consentForRead(ctx, consentId) : undefined;
  const consent = found === undefined ? undefined : narrowed(ctx, found.consent, held);
  const tpp = c.get("tpp");
  const verdict = checkConsent({
    tpp: tpp === undefined ? undefined : { qcStatement: tpp.qcStatement === true, roles: tpp.roles },
    consentId,
    consent,
    request: read,
    today,
    psuPresent,
    readsToday: found?.readsToday ?? 0,
  });
  if (!verdict.ok) throw verdict.error;
  if (consent === undefined) throw new Error("checkConsent admitted a read without a consent");
  const base = baseUrl(c);
  return {
    ctx,
    consent,
    today,
    psuPresent,
    fixes: new Set(parseAcceptFix(c.req.header("x-accept-fix"))),
    href: (path) => `${base}${path}`,
    count: () => {
      if (verdict.counted) countReadWithoutPsu(ctx, consent.consentId);
    },
  };
}
