import { bbanOfIban } from "../domain/iban.js";
import { apiError, type Violation } from "../errors.js";
import type { AccountRecord } from "../store/model.js";
import type { Store } from "../store/store.js";
import type { Psu } from "./psu.js";

/** An account reference of any variant, after the schema accepted it. */
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
export function findAccount(store: Store, ref: AccountRef): AccountRecord | undefined {
  const bban = bbanOf(ref);
  if (bban === undefined) return undefined;
  return store.values("accounts").find((account) => account.bban === bban);
}

/**
 * The PSU's account the payment is taken from. Unknown account: 400; not the PSU's (an engagement of
 * the agreement it acts under): 403; blocked or closed: 403. A currency that is not the account's is
 * added to `problems` so it is reported together with the body's other semantic faults.
 */
export function debtorAccount(store: Store, psu: Psu, ref: AccountRef, problems: Violation[]): AccountRecord {
  const path = `debtorAccount.${ref.iban !== undefined ? "iban" : "bban"}`;
  const account = findAccount(store, ref);
  if (!account) {
    throw apiError(
      "FORMAT_ERROR",
      `no sandbox account has this ${path.endsWith("iban") ? "IBAN" : "BBAN"}; the PSU's accounts are listed by GET /v1/sandbox/customers/${psu.customer.customerId} and shown (with iban and bban) by GET /v1/sandbox/accounts/{accountId}`,
      path,
    );
  }
  if (!psu.agreement.engagements.includes(account.accountId)) {
    throw apiError(
      "FORBIDDEN",
      `the debtor account is not an account of this PSU under agreement ${psu.agreement.id}; pay from one of its accounts`,
      path,
    );
  }
  if (account.status === "blocked") {
    throw apiError("SERVICE_BLOCKED", "the debtor account is blocked; no payments can be made from it", path);
  }
  if (account.status === "deleted") {
    throw apiError("FORBIDDEN", "the debtor account is closed; no payments can be made from it", path);
  }
  if (ref.currency !== account.currency) {
    problems.push({
      code: "FORMAT_ERROR",
      path: "debtorAccount.currency",
      text: `the debtor account is held in ${account.currency}; send debtorAccount.currency ${account.currency}`,
    });
  }
  return account;
}
