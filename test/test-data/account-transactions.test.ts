import { beforeEach, describe, expect, it } from "vitest";
import {
  TransactionListResponse,
  TransactionResponse,
} from "../../src/test-data/account-transactions/schema.js";
import { AccountResponse } from "../../src/test-data/accounts/schema.js";
import { expectAnswer, expectError, type SandboxApi, sandboxApi, TODAY } from "../helpers/sandbox-api.js";
import { accountBody, customerBody, nationalId } from "../helpers/sandbox-bodies.js";

let api: SandboxApi;
let account: { accountId: string; iban: string; bban: string };
const OTHER_IBAN = "NO9386011117947";
beforeEach(async () => {
  api = await sandboxApi();
  await api.call("POST", "/v1/sandbox/customers", { body: customerBody() });
  const created = await api.call("POST", "/v1/sandbox/accounts", {
    body: accountBody(nationalId(0), { balance: "1000.00" }),
  });
  account = expectAnswer(created, 201, AccountResponse);
});

const path = () => `/v1/sandbox/accounts/${account.accountId}/transactions`;
const post = (body: Record<string, unknown>) => api.call("POST", path(), { body });
const debitBody = (overrides: Record<string, unknown> = {}) => ({
  transactionAmount: { currency: "NOK", amount: "250.50" },
  debtorAccount: { iban: account.iban },
  creditorAccount: { iban: OTHER_IBAN },
  creditorName: "Kiwi Majorstuen",
  remittanceInformationUnstructured: "Matvarer",
  ...overrides,
});
const debit = (overrides: Record<string, unknown> = {}) => post(debitBody(overrides));
const balanceOf = async () => {
  const read = expectAnswer(
    await api.call("GET", `/v1/sandbox/accounts/${account.accountId}`),
    200,
    AccountResponse,
  );
  return read.balances[0]?.balanceAmount.amount;
};

describe("POST /v1/sandbox/accounts/{mockAccountId}/transactions", () => {
  it("books a debit: 201, negative amount, balanceAfterTransaction, and the account's balance follows", async () => {
    const answer = await debit();
    const transaction = expectAnswer(answer, 201, TransactionResponse);
    expect(transaction).toMatchObject({
      bookingDate: TODAY,
      valueDate: TODAY,
      transactionAmount: { currency: "NOK", amount: "-250.50" },
      debtorAccount: { iban: account.iban, currency: "NOK" },
      creditorAccount: { iban: OTHER_IBAN },
      creditorName: "Kiwi Majorstuen",
      balanceAfterTransaction: {
        balanceType: "interimBooked",
        balanceAmount: { currency: "NOK", amount: "749.50" },
      },
    });
    expect(answer.headers.get("Location")).toBe(`http://sandbox.test${path()}/${transaction.transactionId}`);
    expect(await balanceOf()).toBe("749.50");
  });

  it("books a credit when the account is the creditor and there is no debtorAccount", async () => {
    const answer = await post({
      transactionAmount: { currency: "NOK", amount: "100.00" },
      creditorAccount: { bban: account.bban },
      debtorName: "Arbeidsgiver AS",
      bookingDate: "2026-05-29",
    });
    const transaction = expectAnswer(answer, 201, TransactionResponse);
    expect(transaction).toMatchObject({
      bookingDate: "2026-05-29",
      valueDate: "2026-05-29",
      transactionAmount: { amount: "100.00" },
      debtorName: "Arbeidsgiver AS",
    });
    expect(await balanceOf()).toBe("1100.00");
  });

  it("lists booked transactions newest first, and reads one back", async () => {
    await debit({ bookingDate: "2026-05-20", endToEndId: "first" });
    await debit({ bookingDate: "2026-05-25", endToEndId: "second" });
    await debit({ bookingDate: "2026-05-20", endToEndId: "third" });
    const list = expectAnswer(await api.call("GET", path()), 200, TransactionListResponse);
    expect(list.account).toEqual({ iban: account.iban, bban: account.bban, currency: "NOK" });
    expect(list.transactions.booked.map((t) => t.endToEndId)).toEqual(["second", "third", "first"]);
    expect(list.transactions.pending).toEqual([]);
    const one = list.transactions.booked[0];
    const read = await api.call("GET", `${path()}/${one?.transactionId}`);
    expect(expectAnswer(read, 200, TransactionResponse)).toEqual(one);
  });

  it("returns 400 FORMAT_ERROR at debtorAccount when the debtor is another account, and books nothing", async () => {
    const answer = await debit({
      debtorAccount: { iban: OTHER_IBAN },
      creditorAccount: { iban: account.iban },
    });
    const error = expectError(answer, 400, "FORMAT_ERROR", "debtorAccount");
    expect(error.tppMessages[0]?.text).toContain("creditorAccount");
    expect(await balanceOf()).toBe("1000.00");
    const list = expectAnswer(await api.call("GET", path()), 200, TransactionListResponse);
    expect(list.transactions.booked).toEqual([]);
  });

  it.each([
    ["neither account named", { debtorAccount: "OMIT", creditorAccount: "OMIT" }, "creditorAccount"],
    ["the creditor is another account and no debtor", { debtorAccount: "OMIT" }, "creditorAccount"],
    ["debtor and creditor both this account", { creditorAccount: { iban: "SELF" } }, "creditorAccount"],
    [
      "another currency",
      { transactionAmount: { currency: "EUR", amount: "1.00" } },
      "transactionAmount.currency",
    ],
    [
      "a reference in another currency",
      { debtorAccount: { iban: "SELF", currency: "SEK" } },
      "debtorAccount.currency",
    ],
    ["a zero amount", { transactionAmount: { currency: "NOK", amount: "0.00" } }, "transactionAmount.amount"],
    [
      "a negative amount",
      { transactionAmount: { currency: "NOK", amount: "-5.00" } },
      "transactionAmount.amount",
    ],
    ["3 decimals", { transactionAmount: { currency: "NOK", amount: "5.005" } }, "transactionAmount.amount"],
    [
      "a creditor IBAN with a bad check",
      { creditorAccount: { iban: "NO9486011117947" } },
      "creditorAccount.iban",
    ],
    ["a reference with no number", { creditorAccount: { currency: "NOK" } }, "creditorAccount"],
    ["a bookingDate in the future", { bookingDate: "2026-06-02" }, "bookingDate"],
    ["a valueDate in the future", { valueDate: "2026-06-02" }, "valueDate"],
    [
      "a bookingDate after the valueDate",
      { bookingDate: "2026-05-30", valueDate: "2026-05-29" },
      "bookingDate",
    ],
    ["a bookingDate that is no date", { bookingDate: "2026-02-30" }, "bookingDate"],
    [
      "remittance of 141 characters",
      { remittanceInformationUnstructured: "r".repeat(141) },
      "remittanceInformationUnstructured",
    ],
    ["an unknown field", { transactionId: "t-1" }, "transactionId"],
  ])("returns 400 FORMAT_ERROR for %s", async (_, overrides, at) => {
    // "SELF" stands for the path account's IBAN (unknown when the table is made), "OMIT" for a left-out field.
    const body = JSON.parse(JSON.stringify(overrides).replaceAll('"SELF"', JSON.stringify(account.iban)));
    const sent = Object.fromEntries(Object.entries(debitBody(body)).filter(([, v]) => v !== "OMIT"));
    expectError(await post(sent), 400, "FORMAT_ERROR", at);
    expect(await balanceOf()).toBe("1000.00");
  });

  it("returns 409 CONFLICT rather than overdraw the account", async () => {
    const answer = await debit({ transactionAmount: { currency: "NOK", amount: "1000.01" } });
    expectError(answer, 409, "CONFLICT", "transactionAmount.amount");
    expectAnswer(
      await debit({ transactionAmount: { currency: "NOK", amount: "1000.00" } }),
      201,
      TransactionResponse,
    );
    expect(await balanceOf()).toBe("0.00");
  });

  it("returns 404 RESOURCE_UNKNOWN at mockAccountId for an unknown account", async () => {
    const answer = await api.call("POST", "/v1/sandbox/accounts/nope/transactions", { body: {} });
    expectError(answer, 404, "RESOURCE_UNKNOWN", "mockAccountId");
  });

  it("returns 409 STATUS_INVALID for a closed account", async () => {
    const closed = await api.call("POST", "/v1/sandbox/accounts", {
      body: accountBody(nationalId(0), { status: "deleted" }),
    });
    const { accountId, iban } = expectAnswer(closed, 201, AccountResponse);
    const answer = await api.call("POST", `/v1/sandbox/accounts/${accountId}/transactions`, {
      body: { transactionAmount: { currency: "NOK", amount: "1" }, debtorAccount: { iban } },
    });
    expectError(answer, 409, "STATUS_INVALID", "mockAccountId");
  });

  it("returns 404 RESOURCE_UNKNOWN for another account's transaction id", async () => {
    const other = "801e2e2c-2b52-4b78-b5cf-18b137821e6f";
    const theirs = expectAnswer(
      await api.call("GET", `/v1/sandbox/accounts/${other}/transactions`),
      200,
      TransactionListResponse,
    );
    const id = theirs.transactions.booked[0]?.transactionId;
    expectError(await api.call("GET", `${path()}/${id}`), 404, "RESOURCE_UNKNOWN", "transactionId");
  });
});
