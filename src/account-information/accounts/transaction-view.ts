import type { CardTransactionRecord, TransactionRecord } from "../../bank/model.js";
import { fromMinor } from "../../domain/money.js";
import { cardTransactionView } from "../card-view.js";
import type { LedgerEntry } from "../report.js";
import type { CardTransaction, Transaction } from "../schema/transactions.js";

/**
 * The bank core's transactions as report entries (`LedgerEntry`) and as the Berlin Group's
 * `transactions` / `cardTransaction`. An account's entry reference is its transactionId without the
 * dashes: the same for good (interface 9's stable ids) and within the Berlin Group's 35 characters.
 */
export const entryReferenceOf = (transactionId: string): string => transactionId.replaceAll("-", "");

export interface AccountEntry extends LedgerEntry {
  record: TransactionRecord;
}

export interface CardEntry extends LedgerEntry {
  record: CardTransactionRecord;
}

/** The account's ledger oldest first (the bank lists newest first), as `selectEntries` reads it. */
export function accountLedger(ledger: {
  booked: readonly TransactionRecord[];
  pending: readonly TransactionRecord[];
}): AccountEntry[] {
  const entry = (status: "booked" | "pending") => (record: TransactionRecord) => ({
    status,
    date: record.bookingDate,
    entryReference: entryReferenceOf(record.transactionId),
    record,
  });
  return [...ledger.booked.map(entry("booked")), ...ledger.pending.map(entry("pending"))].reverse();
}

/** A card account's ledger oldest first; a pending card entry is dated by its transaction date. */
export function cardLedger(ledger: {
  booked: readonly CardTransactionRecord[];
  pending: readonly CardTransactionRecord[];
}): CardEntry[] {
  const entry = (status: "booked" | "pending") => (record: CardTransactionRecord) => ({
    status,
    date: status === "booked" ? record.entry.bookingDate : record.entry.transactionDate,
    entryReference: record.entry.cardTransactionId,
    record,
  });
  return [...ledger.booked.map(entry("booked")), ...ledger.pending.map(entry("pending"))].reverse();
}

/** A counterparty as the bank keeps it: an IBAN, or a Norwegian BBAN of 11 digits. */
function reference(account: string | undefined) {
  if (account === undefined || account === "") return undefined;
  return /^[A-Z]{2}/.test(account) ? { iban: account } : { bban: account };
}

/**
 * One account transaction: money leaving the account (a negative amount) names its creditor, money
 * arriving names its debtor; a fee names neither.
 */
export function transactionView(record: TransactionRecord, detailsHref?: string): Transaction {
  const amount = BigInt(record.amountMinor);
  const view: Transaction = {
    transactionId: record.transactionId,
    entryReference: entryReferenceOf(record.transactionId),
    bookingDate: record.bookingDate,
    valueDate: record.valueDate,
    transactionAmount: { currency: record.currency, amount: fromMinor(amount, record.currency) },
  };
  if (record.endToEndId !== undefined) view.endToEndId = record.endToEndId;
  const name = record.counterpartyName;
  const account = reference(record.counterpartyAccount);
  if (amount < 0n) {
    if (name !== undefined) view.creditorName = name;
    if (account !== undefined) view.creditorAccount = account;
  } else {
    if (name !== undefined) view.debtorName = name;
    if (account !== undefined) view.debtorAccount = account;
  }
  const remittance = record.remittanceInformationUnstructured;
  if (remittance !== undefined) view.remittanceInformationUnstructured = remittance;
  if (detailsHref !== undefined) view._links = { transactionDetails: { href: detailsHref, verbs: ["GET"] } };
  return view;
}

export function cardEntryView(record: CardTransactionRecord, fixes: ReadonlySet<string>): CardTransaction {
  return cardTransactionView(record.entry, fixes);
}
