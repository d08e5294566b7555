import { bbanOfIban } from "../domain/iban.js";
import { ApiError, type Violation } from "../errors.js";
import type { GrantedAccess } from "./checks.js";
import {
  type AccessList,
  type AccountAccess,
  accessLists,
  type ConsentAccountReference,
} from "./schema/access.js";

/**
 * What a consent grants once the PSU approves it: the references of its body resolved to the PSU's
 * own accounts and card accounts, by resource id. Pure: the caller hands in the PSU's accounts as
 * they are at approval (docs/decisions.md, "Account information": `allPsd2` does not grow later).
 */
export interface PsuAccount {
  resourceId: string;
  /** A card account is named by its masked PAN, an account by its bban (and the iban carrying it). */
  maskedPan?: string;
  bban?: string;
  iban?: string;
  currency: string;
  status: "enabled" | "blocked" | "deleted";
  /** ISO 20022 ExternalCashAccountType1Code, for `restrictedTo`. */
  cashAccountType: string;
}

function matches(reference: ConsentAccountReference, account: PsuAccount): boolean {
  if (reference.maskedPan !== undefined) return account.maskedPan === reference.maskedPan;
  const bban = reference.bban ?? (reference.iban === undefined ? undefined : bbanOfIban(reference.iban));
  return bban !== undefined && account.bban === bban;
}

function resolve(
  list: AccessList,
  references: readonly ConsentAccountReference[],
  accounts: readonly PsuAccount[],
) {
  const ids: string[] = [];
  const violations: Violation[] = [];
  references.forEach((reference, index) => {
    const path = `access.${list}[${index}]`;
    const account = accounts.find((candidate) => matches(reference, candidate));
    if (account === undefined || account.status === "deleted") {
      const what = account === undefined ? "no account of this PSU" : "a closed account";
      violations.push({
        path,
        text: `${path} names ${what}: list the PSU's own open accounts (GET /v1/sandbox/customers/{id} shows them)`,
      });
    } else if (reference.currency !== undefined && reference.currency !== account.currency) {
      const text = `${path}.currency ${reference.currency} is not the account's currency ${account.currency}: send ${account.currency} or leave currency out`;
      violations.push({ code: "FORMAT_ERROR", path: `${path}.currency`, text });
    } else ids.push(account.resourceId);
  });
  return { ids, violations };
}

/** The grant of `access` over the PSU's accounts, or the refusal naming every reference that fails. */
export function grantAccess(
  access: AccountAccess,
  accounts: readonly PsuAccount[],
): GrantedAccess | ApiError {
  const form = access.allPsd2 ?? access.availableAccountsWithBalance ?? access.availableAccounts;
  if (form !== undefined) {
    const open = accounts.filter(
      (account) =>
        account.status !== "deleted" &&
        (access.restrictedTo === undefined || access.restrictedTo.includes(account.cashAccountType)),
    );
    const ids = open.map((account) => account.resourceId);
    if (access.allPsd2 !== undefined) return { accounts: ids, balances: ids, transactions: ids };
    const listOnly = access.availableAccountsWithBalance !== undefined ? "accountsWithBalance" : "accounts";
    return { accounts: ids, balances: [], transactions: [], listOnly };
  }
  const granted: GrantedAccess = { accounts: [], balances: [], transactions: [] };
  const violations: Violation[] = [];
  for (const list of accessLists) {
    const result = resolve(list, access[list] ?? [], accounts);
    granted[list] = result.ids;
    violations.push(...result.violations);
  }
  if (violations.length === 0) return granted;
  // Another customer's account is a fault of entitlement (403), as for a payment's debtor account,
  // and comes alone, before the body's faults.
  const forbidden = violations.filter((violation) => violation.code === undefined);
  return forbidden.length > 0
    ? new ApiError("FORBIDDEN", forbidden)
    : new ApiError("FORMAT_ERROR", violations);
}
