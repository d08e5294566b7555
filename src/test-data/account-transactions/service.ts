import { randomUUID } from "node:crypto";
import { toMinor } from "../../domain/money.js";
import { ApiError, apiError } from "../../errors.js";
import type { AccountRecord, TransactionRecord } from "../model.js";
import type { Records } from "../../store/store.js";
import { transactionRoles } from "./roles.js";
import type { CreateAccountTransactionRequest } from "./schema.js";
import { change } from "../../store/change.js";

/**
 * Books one transaction on the account and moves its balance by the same minor units, both or
 * neither: every check comes first. A deposit account is never overdrawn (409 CONFLICT).
 */
export function bookAccountTransaction(
  store: Records,
  account: AccountRecord,
  input: CreateAccountTransactionRequest,
  today: string,
  now: Date,
): { transaction: TransactionRecord; account: AccountRecord } {
  const roles = transactionRoles(input, account);
  if (Array.isArray(roles)) throw new ApiError("FORMAT_ERROR", roles);
  const minor = toMinor(input.transactionAmount.amount, account.currency);
  const signed = roles.direction === "debit" ? -minor : minor;
  const balance = BigInt(account.balanceMinor) + signed;
  if (balance < 0n) {
    throw apiError(
      "CONFLICT",
      `the debit of ${input.transactionAmount.amount} ${account.currency} is more than the balance: deposit accounts cannot be overdrawn; raise it first with PUT /v1/sandbox/accounts/${account.accountId}/balance`,
      "transactionAmount.amount",
    );
  }
  const other = roles.counterpartyAccount;
  const transaction: TransactionRecord = {
    transactionId: randomUUID(),
    accountId: account.accountId,
    amountMinor: signed.toString(),
    currency: account.currency,
    bookingDate: input.bookingDate ?? input.valueDate ?? today,
    valueDate: input.valueDate ?? input.bookingDate ?? today,
    ...(roles.counterpartyName !== undefined ? { counterpartyName: roles.counterpartyName } : {}),
    ...(other ? { counterpartyAccount: other.iban ?? other.bban } : {}),
    ...(input.remittanceInformationUnstructured !== undefined
      ? { remittanceInformationUnstructured: input.remittanceInformationUnstructured }
      : {}),
    ...(input.endToEndId !== undefined ? { endToEndId: input.endToEndId } : {}),
    createdAt: now.toISOString(),
  };
  const updated = { ...account, balanceMinor: balance.toString() };
  store.commit([change.put("transactions", transaction), change.put("accounts", updated)]);
  return { transaction, account: updated };
}

/**
 * The account's transactions, newest booking date first; within a day, the latest stored first
 * (store order, not createdAt: the sandbox clock can be moved back).
 */
export function transactionsOf(store: Records, accountId: string): TransactionRecord[] {
  return store
    .values("transactions")
    .map((t, index) => ({ t, index }))
    .filter(({ t }) => t.accountId === accountId)
    .sort((a, b) => b.t.bookingDate.localeCompare(a.t.bookingDate) || b.index - a.index)
    .map(({ t }) => t);
}
