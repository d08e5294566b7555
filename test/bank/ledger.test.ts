import { describe, expect, it } from "vitest";
import { failed, Ledger, type Order, stableTransactionId, type Transfer } from "../../src/bank/ledger.js";
import type { AccountRecord } from "../../src/bank/model.js";
import { account, bankWith } from "./records.js";

const rates = { NOK: "1", EUR: "11.50" };
const debtor = account("97100000001", { balanceMinor: "100000" });
const creditor = account("97100000002", { balanceMinor: "5000" });
const euro = account("97100000003", { currency: "EUR", balanceMinor: "0" });
const order: Order = { paymentId: "pay-1", debtorAccountId: debtor.accountId };

function transfer(amount: string, to: AccountRecord | string, fields: Partial<Transfer> = {}): Transfer {
  const bban = typeof to === "string" ? to : to.bban;
  return {
    instructedAmount: { currency: "NOK", amount },
    creditorAccount: { bban, currency: "NOK" },
    creditorName: "Ola",
    prefix: "",
    key: "",
    ...fields,
  };
}

interface Row {
  name: string;
  accounts?: AccountRecord[];
  order?: Partial<Order>;
  transfer: Transfer;
  /** The booking's outcome: the refusal's path, or the balances after, by account id. */
  refused?: { path: string; fundsAvailable?: false };
  balances?: Record<string, string>;
  transactions?: number;
}

const rows: Row[] = [
  {
    name: "debits the debtor and credits a sandbox creditor",
    transfer: transfer("100.00", creditor),
    balances: { [debtor.accountId]: "90000", [creditor.accountId]: "15000" },
    transactions: 2,
  },
  {
    name: "charges the fee as a transaction of its own",
    transfer: transfer("100.00", creditor, { fee: { currency: "NOK", amount: "2.00" } }),
    balances: { [debtor.accountId]: "89800", [creditor.accountId]: "15000" },
    transactions: 3,
  },
  {
    name: "debits only, for a creditor outside the sandbox",
    transfer: transfer("100.00", "12345678903"),
    balances: { [debtor.accountId]: "90000" },
    transactions: 1,
  },
  {
    name: "converts at the configured rates",
    transfer: transfer("115.00", euro),
    balances: { [debtor.accountId]: "88500", [euro.accountId]: "1000" },
    transactions: 2,
  },
  {
    name: "refuses a blocked debtor",
    accounts: [{ ...debtor, status: "blocked" }, creditor],
    transfer: transfer("1.00", creditor),
    refused: { path: "debtorAccount" },
  },
  {
    name: "refuses a blocked creditor at the transfer's field",
    accounts: [debtor, { ...creditor, status: "blocked" }],
    transfer: transfer("1.00", creditor, { prefix: "payments[1]." }),
    refused: { path: "payments[1].creditorAccount" },
  },
  {
    name: "refuses a currency without a rate",
    transfer: transfer("1.00", creditor, { instructedAmount: { currency: "SEK", amount: "1.00" } }),
    refused: { path: "instructedAmount.currency" },
  },
  {
    name: "refuses for funds: amount and fee above the balance",
    transfer: transfer("999.00", creditor, { fee: { currency: "NOK", amount: "2.00" } }),
    refused: { path: "instructedAmount.amount", fundsAvailable: false },
  },
  {
    name: "books the whole balance",
    transfer: transfer("1000.00", creditor),
    balances: { [debtor.accountId]: "0", [creditor.accountId]: "105000" },
    transactions: 2,
  },
  {
    name: "gives the order's own refusal",
    order: { refusal: failed("returned", "payments[0].creditorAccount") },
    transfer: transfer("1.00", creditor),
    refused: { path: "payments[0].creditorAccount" },
  },
  {
    name: "refuses for funds when the order says so, whatever the balance",
    order: { shortOfFunds: "insufficient funds (asked for)" },
    transfer: transfer("1.00", creditor),
    refused: { path: "instructedAmount.amount", fundsAvailable: false },
  },
];

describe("Ledger.book: one transfer booked on the bank's accounts, or why not", () => {
  it.each(rows)("$name", (row) => {
    const store = bankWith(row.accounts ?? [debtor, creditor, euro]);
    const ledger = new Ledger(store, rates);
    const booking = ledger.book({ ...order, ...row.order }, row.transfer, "2026-01-05", new Date(0));
    if (row.refused) {
      expect(booking.ok).toBe(false);
      if (booking.ok) return;
      expect(booking.message.path).toBe(row.refused.path);
      expect(booking.message.code).toBe("PAYMENT_FAILED");
      expect(booking.fundsAvailable).toBe(row.refused.fundsAvailable);
      expect(ledger.changes).toEqual([]);
      return;
    }
    expect(booking).toEqual({ ok: true, transactionId: stableTransactionId("pay-1", "", "debit") });
    for (const [id, balance] of Object.entries(row.balances ?? {})) {
      expect(ledger.account(id)?.balanceMinor, id).toBe(balance);
    }
    expect(ledger.changes.filter((c) => c.c === "transactions")).toHaveLength(row.transactions ?? 0);
    // Nothing reaches the store before the caller commits the changes.
    expect(store.get("accounts", debtor.accountId)?.balanceMinor).toBe(debtor.balanceMinor);
  });

  it("draws a second transfer on the balance the first left", () => {
    const ledger = new Ledger(bankWith([debtor, creditor]), rates);
    expect(ledger.book(order, transfer("600.00", creditor, { key: "0" }), "2026-01-05", new Date(0)).ok).toBe(
      true,
    );
    const second = ledger.book(order, transfer("600.00", creditor, { key: "1" }), "2026-01-05", new Date(0));
    expect(second.ok === false && second.fundsAvailable).toBe(false);
  });
});

describe("stableTransactionId: the same payment, transfer and role always give the same id", () => {
  it.each([
    ["pay-1", "", "debit"],
    ["pay-1", "", "credit"],
    ["pay-1", "3", "debit"],
    ["pay-2", "2026-01-05", "fee"],
  ])("%s %s %s", (paymentId, key, role) => {
    const id = stableTransactionId(paymentId, key, role);
    expect(id).toBe(stableTransactionId(paymentId, key, role));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it("differs between roles, keys and payments", () => {
    const ids = [
      stableTransactionId("pay-1", "", "debit"),
      stableTransactionId("pay-1", "", "credit"),
      stableTransactionId("pay-1", "1", "debit"),
      stableTransactionId("pay-2", "", "debit"),
    ];
    expect(new Set(ids).size).toBe(4);
  });
});
