/**
 * The records of the bank's own data: customers with their agreements, accounts, card accounts and
 * the transactions of each. Their collections are declared beside them (`bankCollections`); the
 * test-data API, the payment services and the batch read and change them through this core.
 */
import type { AccountStatus } from "../domain/account-status.js";
import type { CardTransactionEntry } from "./card-transaction-entry.js";

export type { AccountStatus };
export type CustomerType = "PRIVATE" | "CORPORATE";

export interface Agreement {
  id: string;
  name: string;
  /** Account ids the agreement gives access to. */
  engagements: string[];
}

export interface CustomerRecord {
  customerId: string;
  customerNumber: string;
  customerType: CustomerType;
  customerName: string;
  agreements: Agreement[];
  accounts: string[];
  cardAccounts: string[];
  contactEmail?: string;
}

/** One balance of an account or card account, as the bank reports it (`accountBalances`). */
export interface BalanceRecord {
  balanceType: "interimAvailable" | "interimBooked" | "closingBooked" | "expected";
  /** Integer minor units of the account's currency, as a string to stay exact. */
  amountMinor: string;
}

/** A card account's balance, which says whether it counts the credit limit in. */
export interface CardBalanceRecord extends BalanceRecord {
  balanceType: "interimBooked" | "interimAvailable";
  creditLimitIncluded: boolean;
}

export interface AccountRecord {
  accountId: string;
  ownerCustomerId: string;
  bban: string;
  iban: string;
  currency: string;
  name: string;
  product: string;
  status: AccountStatus;
  /** Booked balance in integer minor units of `currency`, kept as a decimal string (never a float). */
  balanceMinor: string;
  /** KID-mandatory creditor accounts reject payments without a KID reference. */
  kidMandatory?: boolean;
}

export interface TransactionRecord {
  transactionId: string;
  accountId: string;
  /** Signed minor units: negative for money leaving the account. */
  amountMinor: string;
  currency: string;
  bookingDate: string;
  valueDate: string;
  counterpartyName?: string;
  /** The other party's IBAN, or its Norwegian BBAN (11 digits). */
  counterpartyAccount?: string;
  remittanceInformationUnstructured?: string;
  paymentId?: string;
  endToEndId?: string;
  /** When it was stored (sandbox clock), so transactions of one booking date list newest first. */
  createdAt?: string;
}

export interface CardAccountRecord {
  cardAccountId: string;
  ownerCustomerId: string;
  maskedPan: string;
  name: string;
  currency: string;
  status: AccountStatus;
  creditLimitMinor: string;
  balanceMinor: string;
}

export interface CardTransactionRecord {
  cardAccountId: string;
  /** Order of arrival on its card account, so lists are stable within one booking date. */
  seq: number;
  /** The entry as the TPP posted it (section 2.7), kept verbatim so reads return what was sent. */
  entry: CardTransactionEntry;
  status: "booked" | "pending";
}
