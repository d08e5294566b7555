import type { Context } from "hono";
import { fromMinor } from "../../domain/money.js";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import type { AccountRecord, CustomerRecord, TransactionRecord } from "../../bank/model.js";
import type { TransactionListResponse, TransactionResponse } from "./schema.js";

/** A counterparty account as stored (IBAN, or an 11-digit Norwegian BBAN) back as a reference. */
function reference(number: string): { iban: string } | { bban: string } {
  return /^\d+$/.test(number) ? { bban: number } : { iban: number };
}

/**
 * A transaction the Berlin Group way: signed amount (negative = debit), this account on its side
 * (debtor for a debit, creditor for a credit) with its owner's name, the counterparty on the other.
 */
export function transactionView(
  c: Context<AppEnv>,
  t: TransactionRecord,
  account: AccountRecord,
  owner: CustomerRecord,
): TransactionResponse {
  const debit = BigInt(t.amountMinor) < 0n;
  const own = { name: owner.customerName, account: { iban: account.iban, currency: account.currency } };
  const other = {
    name: t.counterpartyName,
    account: t.counterpartyAccount === undefined ? undefined : reference(t.counterpartyAccount),
  };
  const [debtor, creditor] = debit ? [own, other] : [other, own];
  const view: TransactionResponse = {
    transactionId: t.transactionId,
    ...(t.endToEndId !== undefined ? { endToEndId: t.endToEndId } : {}),
    bookingDate: t.bookingDate,
    valueDate: t.valueDate,
    transactionAmount: { currency: t.currency, amount: fromMinor(BigInt(t.amountMinor), t.currency) },
    ...(creditor.name !== undefined ? { creditorName: creditor.name } : {}),
    ...(creditor.account !== undefined ? { creditorAccount: creditor.account } : {}),
    ...(debtor.name !== undefined ? { debtorName: debtor.name } : {}),
    ...(debtor.account !== undefined ? { debtorAccount: debtor.account } : {}),
    ...(t.remittanceInformationUnstructured !== undefined
      ? { remittanceInformationUnstructured: t.remittanceInformationUnstructured }
      : {}),
    _links: {
      self: link(c, `/v1/sandbox/accounts/${account.accountId}/transactions/${t.transactionId}`, "GET"),
      account: link(c, `/v1/sandbox/accounts/${account.accountId}`, "GET"),
    },
  };
  return view;
}

export function transactionListView(
  c: Context<AppEnv>,
  transactions: readonly TransactionRecord[],
  account: AccountRecord,
  owner: CustomerRecord,
): TransactionListResponse {
  return {
    account: { iban: account.iban, bban: account.bban, currency: account.currency },
    transactions: {
      booked: transactions.map((t) => transactionView(c, t, account, owner)),
      pending: [],
      _links: { account: link(c, `/v1/sandbox/accounts/${account.accountId}`, "GET") },
    },
  };
}
