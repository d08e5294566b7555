import type { Violation } from "../../errors.js";
import type { AccountRecord } from "../../bank/model.js";
import type { AccountReference } from "../../http/fields.js";
import type { CreateAccountTransactionRequest } from "./schema.js";

export interface Roles {
  direction: "debit" | "credit";
  /** The other party, as the body names it (name and/or account). */
  counterpartyName?: string | undefined;
  counterpartyAccount?: AccountReference | undefined;
}

function isAccount(ref: AccountReference, account: AccountRecord): boolean {
  return (ref.iban ?? account.iban) === account.iban && (ref.bban ?? account.bban) === account.bban;
}

function describe(ref: AccountReference): string {
  return ref.iban ?? ref.bban ?? "?";
}

/**
 * Which side of the transaction the path account is on (interface 4.8: a transaction whose debtor
 * is another account is an error, so the sandbox never moves another account's money):
 * debtorAccount names the path account -> a debit; no debtorAccount and creditorAccount names it ->
 * a credit. Anything else, or a currency other than the account's, is a violation at its field.
 */
export function transactionRoles(
  input: CreateAccountTransactionRequest,
  account: AccountRecord,
): Roles | Violation[] {
  const violations: Violation[] = [];
  const here = `this account (${account.iban})`;
  const { debtorAccount: debtor, creditorAccount: creditor } = input;
  if (input.transactionAmount.currency !== account.currency) {
    violations.push({
      path: "transactionAmount.currency",
      text: `transactionAmount.currency must be the account's currency ${account.currency}, not ${input.transactionAmount.currency}`,
    });
  }
  if (debtor && !isAccount(debtor, account)) {
    violations.push({
      path: "debtorAccount",
      text: `debtorAccount ${describe(debtor)} is another account: a transaction posted to ${here} may only debit it. To book money coming in, leave out debtorAccount, name this account as creditorAccount and the payer in debtorName`,
    });
  } else if (debtor && creditor && isAccount(creditor, account)) {
    violations.push({
      path: "creditorAccount",
      text: "creditorAccount is the same account as debtorAccount",
    });
  } else if (!debtor && !creditor) {
    violations.push({
      path: "creditorAccount",
      text: `name ${here} as debtorAccount (money out) or as creditorAccount (money in)`,
    });
  } else if (!debtor && creditor && !isAccount(creditor, account)) {
    violations.push({
      path: "creditorAccount",
      text: `creditorAccount ${describe(creditor)} is another account: post the transaction to that account, or name ${here}`,
    });
  }
  const own = debtor ? { ref: debtor, field: "debtorAccount" } : { ref: creditor, field: "creditorAccount" };
  if (own.ref?.currency !== undefined && own.ref.currency !== account.currency) {
    violations.push({
      path: `${own.field}.currency`,
      text: `${own.field}.currency must be the account's currency ${account.currency}, or left out`,
    });
  }
  if (violations.length > 0) return violations;
  return debtor
    ? { direction: "debit", counterpartyName: input.creditorName, counterpartyAccount: creditor }
    : { direction: "credit", counterpartyName: input.debtorName, counterpartyAccount: undefined };
}
