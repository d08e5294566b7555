import { bbanOfIban } from "../domain/iban.js";
import { apiError, type Violation } from "../errors.js";
import type { AccountRecord } from "../test-data/model.js";
import type { Records } from "../store/store.js";
import type { Psu } from "../psu/identify.js";

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
export function findAccount(store: Records, ref: AccountRef): AccountRecord | undefined {
  const bban = bbanOf(ref);
  if (bban === undefined) return undefined;
  return store.findBy("accounts", "bban", bban);
}

/** The sandbox account `field` (e.g. "debtorAccount") names, or 400 FORMAT_ERROR saying where to look. */
export function knownAccount(
  store: Records,
  ref: AccountRef,
  field: string,
  listHint: string,
): AccountRecord {
  const account = findAccount(store, ref);
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

/**
 * The PSU's account the payment is taken from. Unknown account: 400; not the PSU's (an engagement of
 * the agreement it acts under): 403; blocked or closed: 403. A currency that is not the account's is
 * added to `problems` so it is reported together with the body's other semantic faults.
 */
export function debtorAccount(
  store: Records,
  psu: Psu,
  ref: AccountRef,
  problems: Violation[],
): AccountRecord {
  const hint = `the PSU's accounts are listed by GET /v1/sandbox/customers/${psu.customer.customerId} and shown (with iban and bban) by GET /v1/sandbox/accounts/{accountId}`;
  const account = knownAccount(store, ref, "debtorAccount", hint);
  const path = `debtorAccount.${ref.iban !== undefined ? "iban" : "bban"}`;
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
  const problem = currencyProblem(account, ref, "debtorAccount");
  if (problem) problems.push(problem);
  return account;
}
