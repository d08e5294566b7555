import { hash } from "node:crypto";
import { convertMinor, type ExchangeRates } from "../domain/exchange.js";
import { fromMinor, toMinor } from "../domain/money.js";
import type { TppMessage } from "../errors.js";
import type { Amount } from "../http/fields.js";
import type { Records, StoreChange } from "../store/store.js";
import { change } from "../store/change.js";
import { type AccountRef, accountByRef } from "./lookup.js";
import type { AccountRecord, TransactionRecord } from "./model.js";

/** One credit transfer to book: a single payment, a bulk entry, or one standing order execution. */
export interface Transfer {
  instructedAmount: Amount;
  creditorAccount: AccountRef;
  creditorName?: string;
  remittanceInformationUnstructured?: string;
  endToEndIdentification?: string;
  /** The fee charged for it (in the fee table's currency), if any. */
  fee?: Amount;
  /** JSON path prefix of its fields in the request ("" or "payments[1].") for tppMessages. */
  prefix: string;
  /** Distinguishes the transfers of one payment, so transaction ids are stable ("", "1", a date). */
  key: string;
}

export type Refused = { ok: false; fundsAvailable?: false; message: TppMessage; psuMessage: string };
export type Booking = { ok: true; transactionId: string } | Refused;

/** What the ledger knows of the order a transfer belongs to. */
export interface Order {
  /** The payment the booked transactions name; with each transfer's key it makes their ids. */
  paymentId: string;
  debtorAccountId: string;
  /** A refusal the order brings with it, given once the accounts and the currencies are known good. */
  refusal?: Refused | undefined;
  /** Refused for funds whatever the balance, with this text. */
  shortOfFunds?: string | undefined;
}

/**
 * The accounts and transactions a batch step changes, collected so they can be committed together
 * with the payment's new status. Reads see the step's own earlier changes (a bulk's entries draw on
 * one balance).
 */
export class Ledger {
  private readonly accounts = new Map<string, AccountRecord>();
  readonly changes: StoreChange[] = [];

  constructor(
    private readonly store: Records,
    /** The configured rates (`batch.exchangeRates`). */
    private readonly rates: ExchangeRates,
  ) {}

  account(id: string): AccountRecord | undefined {
    return this.accounts.get(id) ?? this.store.get("accounts", id);
  }

  /** Debits the debtor and credits a sandbox creditor, or says why it cannot. */
  book(order: Order, transfer: Transfer, bookingDate: string, now: Date): Booking {
    const debtor = this.account(order.debtorAccountId);
    if (debtor?.status !== "enabled") {
      const state = debtor?.status === "blocked" ? "blocked" : "closed";
      return failed(`the debtor account is ${state}; the payment cannot be executed`, "debtorAccount");
    }
    const found = accountByRef(this.store, transfer.creditorAccount);
    const creditor = found ? this.account(found.accountId) : undefined;
    if (creditor && creditor.status !== "enabled") {
      const state = creditor.status === "blocked" ? "blocked" : "closed";
      return failed(
        `the creditor account is ${state}; the payment was returned`,
        `${transfer.prefix}creditorAccount`,
      );
    }
    const rates = this.rates;
    const { currency, amount } = transfer.instructedAmount;
    const minor = toMinor(amount, currency);
    const debit = convertMinor(minor, currency, debtor.currency, rates);
    const fee = transfer.fee
      ? convertMinor(
          toMinor(transfer.fee.amount, transfer.fee.currency),
          transfer.fee.currency,
          debtor.currency,
          rates,
        )
      : 0n;
    const credit = creditor ? convertMinor(minor, currency, creditor.currency, rates) : 0n;
    if (debit === undefined || fee === undefined || credit === undefined) {
      return failed(
        `no exchange rate is configured between ${currency}, ${debtor.currency}${creditor ? ` and ${creditor.currency}` : ""} (batch.exchangeRates)`,
        `${transfer.prefix}instructedAmount.currency`,
      );
    }
    const balance = BigInt(debtor.balanceMinor);
    if (order.refusal) return order.refusal;
    if (balance < debit + fee || order.shortOfFunds !== undefined) {
      const need = fromMinor(debit + fee, debtor.currency);
      const have = fromMinor(balance, debtor.currency);
      return {
        ok: false,
        fundsAvailable: false,
        message: {
          category: "ERROR",
          code: "PAYMENT_FAILED",
          path: `${transfer.prefix}instructedAmount.amount`,
          text:
            balance < debit + fee
              ? `insufficient funds: the payment needs ${need} ${debtor.currency} (amount and fee) and the debtor account has ${have} ${debtor.currency}`
              : order.shortOfFunds,
        },
        psuMessage: "The payment was rejected: there is not enough money on the account.",
      };
    }
    const e2e = transfer.endToEndIdentification;
    const remittance = transfer.remittanceInformationUnstructured;
    const createdAt = now.toISOString();
    // Each transaction is built field by field, in the order its JSON keeps them: a booking runs once
    // per execution of every standing order, and spreads would make short-lived objects at each.
    const transaction = (
      transactionId: string,
      account: AccountRecord,
      amountMinor: bigint,
    ): TransactionRecord => ({
      bookingDate,
      valueDate: bookingDate,
      paymentId: order.paymentId,
      createdAt,
      transactionId,
      accountId: account.accountId,
      amountMinor: amountMinor.toString(),
      currency: account.currency,
    });
    const debitId = stableTransactionId(order.paymentId, transfer.key, "debit");
    const debitRecord = transaction(debitId, debtor, -debit);
    if (transfer.creditorName !== undefined) debitRecord.counterpartyName = transfer.creditorName;
    debitRecord.counterpartyAccount = transfer.creditorAccount.iban ?? transfer.creditorAccount.bban ?? "";
    if (remittance !== undefined) debitRecord.remittanceInformationUnstructured = remittance;
    if (e2e !== undefined) debitRecord.endToEndId = e2e;
    this.transaction(debitRecord);
    if (fee > 0n) {
      const feeRecord = transaction(stableTransactionId(order.paymentId, transfer.key, "fee"), debtor, -fee);
      feeRecord.remittanceInformationUnstructured = "Payment fee";
      this.transaction(feeRecord);
    }
    this.putAccount({ ...debtor, balanceMinor: (balance - debit - fee).toString() });
    if (creditor) {
      const creditRecord = transaction(
        stableTransactionId(order.paymentId, transfer.key, "credit"),
        creditor,
        credit,
      );
      creditRecord.counterpartyAccount = debtor.iban;
      if (remittance !== undefined) creditRecord.remittanceInformationUnstructured = remittance;
      if (e2e !== undefined) creditRecord.endToEndId = e2e;
      this.transaction(creditRecord);
      const latest = this.account(creditor.accountId) ?? creditor;
      this.putAccount({ ...latest, balanceMinor: (BigInt(latest.balanceMinor) + credit).toString() });
    }
    return { ok: true, transactionId: debitId };
  }

  private transaction(record: TransactionRecord): void {
    this.changes.push(change.put("transactions", record));
  }

  private putAccount(account: AccountRecord): void {
    this.accounts.set(account.accountId, account);
    this.changes.push(change.put("accounts", account));
  }
}

/** A refusal by the bank (not for funds): the TPP's message at `path` and the PSU's. */
export function failed(text: string, path: string): Refused {
  return {
    ok: false,
    message: { category: "ERROR", code: "PAYMENT_FAILED", path, text },
    psuMessage: "The payment was rejected by the bank.",
  };
}

/**
 * The same payment and transfer always get the same transaction id (a deterministic batch), so a
 * booked transaction keeps its id across restarts and replayed runs.
 */
export function stableTransactionId(paymentId: string, key: string, role: string): string {
  const hex = hash("sha256", `${paymentId}:${key}:${role}`, "hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
