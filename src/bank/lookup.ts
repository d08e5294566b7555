import { bbanOfIban } from "../domain/iban.js";
import { ApiError, apiError, type Violation } from "../errors.js";
import type { Store } from "../store/store.js";
import type { AccountRecord, CardAccountRecord, CustomerRecord } from "./model.js";

/** The account a path names, with its owner, or 404 RESOURCE_UNKNOWN at that path parameter. */
export function findAccount(
  store: Store,
  id: string,
  param = "accountId",
): { account: AccountRecord; owner: CustomerRecord } {
  const account = store.get("accounts", id);
  const owner = account && store.get("customers", account.ownerCustomerId);
  if (!account || !owner) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no sandbox account ${id}; account ids are listed in a customer's "accounts"`,
      param,
    );
  }
  return { account, owner };
}

/** A closed (deleted) account takes no new transactions or balances; a blocked one still does. */
export function openAccount(store: Store, id: string, param = "accountId") {
  const found = findAccount(store, id, param);
  if (found.account.status === "deleted") {
    throw new ApiError("STATUS_INVALID", [
      { path: param, text: `account ${id} is closed (status deleted); it takes no changes` },
    ]);
  }
  return found;
}

/** The card account a path names, or 404 RESOURCE_UNKNOWN at that path parameter. */
export function findCardAccount(store: Store, id: string, param = "cardAccountId"): CardAccountRecord {
  const card = store.get("cardAccounts", id);
  if (!card) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no sandbox card account ${id}; create one with POST /v1/sandbox/card-accounts, or find ids in a customer's "cardAccounts"`,
      param,
    );
  }
  return card;
}

/** A closed (deleted) card account takes no new transactions or balances. */
export function openCardAccount(store: Store, id: string, param = "cardAccountId"): CardAccountRecord {
  const card = findCardAccount(store, id, param);
  if (card.status === "deleted") {
    throw new ApiError("STATUS_INVALID", [
      { path: param, text: `card account ${id} is closed (status deleted); it takes no changes` },
    ]);
  }
  return card;
}

/** An account reference of any variant (iban or bban, and a currency), as a body gives it. */
export interface AccountRef {
  iban?: string | undefined;
  bban?: string | undefined;
  currency: string;
}

/** The Norwegian account number a reference names, when it names one (bban, or a NO IBAN). */
export function bbanOf(ref: AccountRef): string | undefined {
  return ref.bban ?? (ref.iban ? bbanOfIban(ref.iban) : undefined);
}

/** The sandbox account a reference names, if any. Sandbox accounts are Norwegian, so bban decides. */
export function accountByRef(store: Store, ref: AccountRef): AccountRecord | undefined {
  const bban = bbanOf(ref);
  if (bban === undefined) return undefined;
  return store.findBy("accounts", "bban", bban);
}

/** The sandbox account `field` (e.g. "debtorAccount") names, or 400 FORMAT_ERROR saying where to look. */
export function knownAccount(store: Store, ref: AccountRef, field: string, listHint: string): AccountRecord {
  const account = accountByRef(store, ref);
  if (account) return account;
  const kind = ref.iban !== undefined ? "iban" : "bban";
  throw apiError(
    "FORMAT_ERROR",
    `no sandbox account has this ${kind === "iban" ? "IBAN" : "BBAN"}; ${listHint}`,
    `${field}.${kind}`,
  );
}

/** A reference's currency must be the account's own. */
export function currencyProblem(
  account: AccountRecord,
  ref: AccountRef,
  field: string,
): Violation | undefined {
  if (ref.currency === account.currency) return undefined;
  return {
    code: "FORMAT_ERROR",
    path: `${field}.currency`,
    text: `the account is held in ${account.currency}; send ${field}.currency ${account.currency}`,
  };
}
