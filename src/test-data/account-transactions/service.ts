import { toMinor } from "../../domain/money.js";
import { ApiError, apiError } from "../../errors.js";
import type { AccountRecord, TransactionRecord } from "../../bank/model.js";
import { postTransaction } from "../../bank/transactions.js";
import type { Store } from "../../store/store.js";
import { transactionRoles } from "./roles.js";
import type { CreateAccountTransactionRequest } from "./schema.js";

/**
 * Books one transaction the TPP posted on the account, through the bank core: every check comes
 * first, and a deposit account is never overdrawn (409 CONFLICT).
 */
export function bookAccountTransaction(
  store: Store,
  account: AccountRecord,
  input: CreateAccountTransactionRequest,
  today: string,
  now: Date,
): { transaction: TransactionRecord; account: AccountRecord } {
  const roles = transactionRoles(input, account);
  if (Array.isArray(roles)) throw new ApiError("FORMAT_ERROR", roles);
  const minor = toMinor(input.transactionAmount.amount, account.currency);
  const other = roles.counterpartyAccount;
  const posted = postTransaction(
    store,
    account,
    {
      amountMinor: roles.direction === "debit" ? -minor : minor,
      bookingDate: input.bookingDate ?? input.valueDate ?? today,
      valueDate: input.valueDate ?? input.bookingDate ?? today,
      ...(roles.counterpartyName !== undefined ? { counterpartyName: roles.counterpartyName } : {}),
      ...(other ? { counterpartyAccount: other.iban ?? other.bban } : {}),
      ...(input.remittanceInformationUnstructured !== undefined
        ? { remittanceInformationUnstructured: input.remittanceInformationUnstructured }
        : {}),
      ...(input.endToEndId !== undefined ? { endToEndId: input.endToEndId } : {}),
    },
    now,
  );
  if (!posted.ok) {
    throw apiError(
      "CONFLICT",
      `the debit of ${input.transactionAmount.amount} ${account.currency} is more than the balance: deposit accounts cannot be overdrawn; raise it first with PUT /v1/sandbox/accounts/${account.accountId}/balance`,
      "transactionAmount.amount",
    );
  }
  return posted;
}
