import { accountBalances, cardAccountBalances } from "../../bank/balances.js";
import type {
  AccountRecord,
  BalanceRecord,
  CardAccountRecord,
  CardBalanceRecord,
  CustomerRecord,
} from "../../bank/model.js";
import { fromMinor } from "../../domain/money.js";
import type { Link } from "../../http/schemas.js";
import { fixAccountDetails, fixCardAccountDetails } from "../accept-fix.js";
import type { GrantedAccess } from "../checks.js";
import type { AccountDetails, Balance, CardAccountDetails } from "../schema/accounts.js";
import { cashAccountTypeOf } from "../psu-accounts.js";

/**
 * Accounts and card accounts as account information shows them (Berlin Group `accountDetails`,
 * `cardAccountDetails`), from the bank core's records: x-accept-fix applied, balances when asked, and
 * links only to what the consent lets the TPP read.
 */
export interface ViewOptions {
  fixes: ReadonlySet<string>;
  access: GrantedAccess;
  withBalance: boolean;
  /** An absolute href of a path (the request's base URL). */
  href: (path: string) => string;
}

export const accountPath = (id: string) => `/v1/accounts/${encodeURIComponent(id)}`;
export const cardAccountPath = (id: string) => `/v1/card-accounts/${encodeURIComponent(id)}`;

export function balanceView(balance: BalanceRecord | CardBalanceRecord, currency: string): Balance {
  return {
    balanceAmount: { currency, amount: fromMinor(BigInt(balance.amountMinor), currency) },
    balanceType: balance.balanceType,
    ...("creditLimitIncluded" in balance ? { creditLimitIncluded: balance.creditLimitIncluded } : {}),
  };
}

export const accountBalancesView = (account: AccountRecord): Balance[] =>
  accountBalances(account).map((balance) => balanceView(balance, account.currency));

export const cardBalancesView = (card: CardAccountRecord): Balance[] =>
  cardAccountBalances(card).map((balance) => balanceView(balance, card.currency));

function detailLinks(id: string, path: string, options: ViewOptions) {
  const links: { balances?: Link; transactions?: Link } = {};
  const get = (to: string): Link => ({ href: options.href(to), verbs: ["GET"] });
  if (options.access.listOnly === undefined) {
    if (options.access.balances.includes(id)) links.balances = get(`${path}/balances`);
    if (options.access.transactions.includes(id)) links.transactions = get(`${path}/transactions`);
  }
  return Object.keys(links).length > 0 ? { _links: links } : {};
}

const usage = (owner: CustomerRecord) => (owner.customerType === "CORPORATE" ? "ORGA" : "PRIV");

export function accountView(
  account: AccountRecord,
  owner: CustomerRecord,
  options: ViewOptions,
): AccountDetails {
  const details: AccountDetails = {
    resourceId: account.accountId,
    iban: account.iban,
    bban: account.bban,
    currency: account.currency,
    ownerName: owner.customerName,
    name: account.name,
    product: account.product,
    cashAccountType: cashAccountTypeOf(account),
    status: account.status,
    usage: usage(owner),
    ...(options.withBalance ? { balances: accountBalancesView(account) } : {}),
    ...detailLinks(account.accountId, accountPath(account.accountId), options),
  };
  return fixAccountDetails(details, options.fixes);
}

export function cardAccountView(
  card: CardAccountRecord,
  owner: CustomerRecord,
  options: ViewOptions,
): CardAccountDetails {
  const details: CardAccountDetails = {
    resourceId: card.cardAccountId,
    maskedPan: card.maskedPan,
    currency: card.currency,
    ownerName: owner.customerName,
    name: card.name,
    // Signed the Berlin Group way: a purchase is negative (bookCardTransactions).
    debitAccounting: false,
    status: card.status,
    usage: usage(owner),
    creditLimit: { currency: card.currency, amount: fromMinor(BigInt(card.creditLimitMinor), card.currency) },
    ...(options.withBalance ? { balances: cardBalancesView(card) } : {}),
    ...detailLinks(card.cardAccountId, cardAccountPath(card.cardAccountId), options),
  };
  return fixCardAccountDetails(details, options.fixes);
}
