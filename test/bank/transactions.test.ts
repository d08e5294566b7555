import { describe, expect, it } from "vitest";
import { accountsOf, cardAccountsOf } from "../../src/bank/customers.js";
import {
  postTransaction,
  transactionOf,
  transactionsByStatus,
  transactionsOf,
} from "../../src/bank/transactions.js";
import { account, bankWith, cardAccount } from "./records.js";

const here = account("97100000001", { balanceMinor: "10000" });
const there = account("97100000002");
const posting = { bookingDate: "2026-01-05", valueDate: "2026-01-05" };

describe("postTransaction: a deposit account's balance moves with it, and never below zero", () => {
  it.each([
    { amountMinor: -10000n, ok: true, balance: "0" },
    { amountMinor: -10001n, ok: false, balance: "10000" },
    { amountMinor: 2500n, ok: true, balance: "12500" },
    { amountMinor: 0n, ok: true, balance: "10000" },
  ])("$amountMinor", ({ amountMinor, ok, balance }) => {
    const store = bankWith([here]);
    const posted = postTransaction(store, here, { ...posting, amountMinor }, new Date(0));
    expect(posted.ok).toBe(ok);
    expect(store.get("accounts", here.accountId)?.balanceMinor).toBe(balance);
    expect(transactionsOf(store, here.accountId)).toHaveLength(ok ? 1 : 0);
    if (posted.ok) {
      expect(posted.transaction).toMatchObject({
        accountId: here.accountId,
        amountMinor: String(amountMinor),
        currency: "NOK",
      });
      expect(store.get("transactions", posted.transaction.transactionId)).toEqual(posted.transaction);
    }
  });
});

describe("an account's transactions, as account information reads them", () => {
  const store = bankWith([here, there]);
  const post = (bookingDate: string, amountMinor: bigint, on = here) => {
    const current = store.get("accounts", on.accountId) ?? on;
    const posted = postTransaction(
      store,
      current,
      { bookingDate, valueDate: bookingDate, amountMinor },
      new Date(0),
    );
    if (!posted.ok) throw new Error("not posted");
    return posted.transaction.transactionId;
  };
  const early = post("2026-01-02", 100n);
  const lateFirst = post("2026-01-09", 200n);
  const lateSecond = post("2026-01-09", 300n);
  const middle = post("2026-01-05", 400n);
  const elsewhere = post("2026-01-09", 500n, there);

  it("lists newest booking date first, and within a day the latest stored first", () => {
    expect(transactionsOf(store, here.accountId).map((t) => t.transactionId)).toEqual([
      lateSecond,
      lateFirst,
      middle,
      early,
    ]);
  });

  it("lists every one as booked, none pending, with the ids it was stored with", () => {
    const { booked, pending } = transactionsByStatus(store, here.accountId);
    expect(booked.map((t) => t.transactionId)).toEqual([lateSecond, lateFirst, middle, early]);
    expect(pending).toEqual([]);
  });

  it.each([
    { name: "its own", id: () => middle, found: true },
    { name: "another account's", id: () => elsewhere, found: false },
    { name: "an unknown id", id: () => "nope", found: false },
  ])("reads one by id: $name", ({ id, found }) => {
    expect(transactionOf(store, here.accountId, id())?.transactionId).toBe(found ? id() : undefined);
  });
});

describe("a customer's accounts and card accounts, in the order they were opened", () => {
  it("lists them by the customer's ids", () => {
    const store = bankWith([there, here], [cardAccount()]);
    const customer = store.get("customers", "c-1");
    if (!customer) throw new Error("no customer");
    expect(accountsOf(store, customer).map((a) => a.accountId)).toEqual([there.accountId, here.accountId]);
    expect(cardAccountsOf(store, customer).map((c) => c.cardAccountId)).toEqual(["card-1"]);
  });
});
