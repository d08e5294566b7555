/**
 * The sandbox's data model: what lowdb holds and what the data file contains. Every collection is
 * a map from id to record so that reads and single-record changes cost the same at any size.
 * Record shapes of later resources (payments, baskets, authorisations) live beside their routes and
 * are added here as collections.
 */
import type { AccountStatus } from "../domain/account-status.js";
import type { CardTransactionEntry } from "../sandbox/card-transactions/schema.js";
import type { BasketRecord } from "../baskets/model.js";
import type { DuplicateKeyRecord, PaymentRecord } from "../payments/model.js";
import type { AuthorisationRecord, PsuScaRecord } from "../sca/model.js";
import type { TppRecord } from "../trust/model.js";

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

export interface BalanceRecord {
  balanceType: "interimAvailable" | "interimBooked" | "closingBooked" | "expected";
  /** Integer minor units of the account's currency, as a string to stay exact. */
  amountMinor: string;
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

/** The contact e-mail a TPP registered through the sandbox's TPP dialogue operation. */
export interface TppContactRecord {
  tppId: string;
  email: string;
  /** Sandbox clock time of the last registration. */
  updatedAt: string;
}

export interface Meta {
  /** Sandbox clock offset from real time in ms, so moved time survives a restart. */
  clockOffsetMs: number;
  /** The faker seed the data was generated with. */
  seed: number;
}

/**
 * Every id-keyed collection and its record type. A later resource adds its collection here, and
 * `emptyData` below, and nothing else has to change: the store and journal are generic over this map.
 */
export interface Collections {
  customers: CustomerRecord;
  accounts: AccountRecord;
  transactions: TransactionRecord;
  cardAccounts: CardAccountRecord;
  cardTransactions: CardTransactionRecord;
  tppContacts: TppContactRecord;
  payments: PaymentRecord;
  duplicateKeys: DuplicateKeyRecord;
  authorisations: AuthorisationRecord;
  baskets: BasketRecord;
  /** Keyed by customerId. */
  psuSca: PsuScaRecord;
  /** The TPPs seen and the key each is bound to, keyed by organisation id. */
  tpps: TppRecord;
}

export type Collection = keyof Collections;

export type Data = { meta: Meta } & { [C in Collection]: Record<string, Collections[C]> };

export const collections: readonly Collection[] = [
  "customers",
  "accounts",
  "transactions",
  "cardAccounts",
  "cardTransactions",
  "tppContacts",
  "payments",
  "duplicateKeys",
  "authorisations",
  "baskets",
  "psuSca",
  "tpps",
];

export function emptyData(seed = 0): Data {
  return {
    meta: { clockOffsetMs: 0, seed },
    customers: {},
    accounts: {},
    transactions: {},
    cardAccounts: {},
    cardTransactions: {},
    tppContacts: {},
    payments: {},
    duplicateKeys: {},
    authorisations: {},
    baskets: {},
    psuSca: {},
    tpps: {},
  };
}
