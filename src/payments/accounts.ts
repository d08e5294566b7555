import { type AccountRef, currencyProblem, knownAccount } from "../bank/lookup.js";
import type { AccountRecord } from "../bank/model.js";
import { apiError, type Violation } from "../errors.js";
import type { Store } from "../store/store.js";
import type { Psu } from "../psu/identify.js";

/** The bank core's account lookup by reference, which the payment services use as their own. */
export { type AccountRef, bbanOf, currencyProblem, knownAccount } from "../bank/lookup.js";

/**
 * The PSU's account the payment is taken from. Unknown account: 400; not the PSU's (an engagement of
 * the agreement it acts under): 403; blocked or closed: 403. A currency that is not the account's is
 * added to `problems` so it is reported together with the body's other semantic faults.
 */
export function debtorAccount(store: Store, psu: Psu, ref: AccountRef, problems: Violation[]): AccountRecord {
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
