import { ownerOf } from "../../bank/customers.js";
import type { AccountRecord, CardAccountRecord, CustomerRecord } from "../../bank/model.js";
import { apiError } from "../../errors.js";
import type { Records } from "../../store/store.js";
import { accessibleIds, type GrantedAccess } from "../checks.js";

/**
 * The accounts and card accounts a consent reaches, read from the bank core by the resource ids it
 * was granted. An id of the consent's that names no account of this kind (a card account's id on
 * /v1/accounts) answers as an account outside the consent did: the checks have already refused it.
 */
export function accountsReached(store: Records, access: GrantedAccess) {
  return accessibleIds(access).flatMap((id) => {
    const account = store.get("accounts", id);
    return account === undefined ? [] : [{ account, owner: ownerOf(store, account) }];
  });
}

export function cardAccountsReached(store: Records, access: GrantedAccess) {
  return accessibleIds(access).flatMap((id) => {
    const card = store.get("cardAccounts", id);
    return card === undefined ? [] : [{ card, owner: ownerOf(store, card) }];
  });
}

const unknown = (kind: string, id: string, list: string) =>
  apiError(
    "CONSENT_INVALID",
    `the consent gives access to no ${kind} ${id}: send a resourceId that GET ${list} lists`,
    "account-id",
  );

/** The account a consent-checked path names; a card account's id here is no account of the consent. */
export function accountAt(store: Records, id: string): { account: AccountRecord; owner: CustomerRecord } {
  const account = store.get("accounts", id);
  if (account === undefined) throw unknown("account", id, "/v1/accounts");
  return { account, owner: ownerOf(store, account) };
}

export function cardAccountAt(
  store: Records,
  id: string,
): { card: CardAccountRecord; owner: CustomerRecord } {
  const card = store.get("cardAccounts", id);
  if (card === undefined) throw unknown("card account", id, "/v1/card-accounts");
  return { card, owner: ownerOf(store, card) };
}
