import { beforeEach, describe, expect, it } from "vitest";
import { CardAccountResponse } from "../../src/test-data/card-accounts/schema.js";
import { CardTransactionsResponse } from "../../src/test-data/card-transactions/schema.js";
import { expectAnswer, expectError, type SandboxApi, sandboxApi } from "../helpers/sandbox-api.js";
import { cardAccountBody, cardEntry, customerBody, nationalId } from "../helpers/sandbox-bodies.js";

let api: SandboxApi;
let card: { cardAccountId: string; maskedPan: string };
const FIX = { "x-accept-fix": "cardaccount-switch-originalamount-and-transactionamount" };
beforeEach(async () => {
  api = await sandboxApi();
  await api.call("POST", "/v1/sandbox/customers", { body: customerBody() });
  const created = await api.call("POST", "/v1/sandbox/card-accounts", {
    body: cardAccountBody(nationalId(0), { balance: "-1000.00" }),
  });
  card = expectAnswer(created, 201, CardAccountResponse);
});

const path = () => `/v1/sandbox/card-accounts/${card.cardAccountId}/transactions`;
const post = (body: unknown, headers?: Record<string, string>) =>
  api.call("POST", path(), { body, ...(headers ? { headers } : {}) });
const balance = async () => {
  const read = await api.call("GET", `/v1/sandbox/card-accounts/${card.cardAccountId}`);
  return expectAnswer(read, 200, CardAccountResponse).balances[0]?.balanceAmount.amount;
};

describe("POST /v1/sandbox/card-accounts/{mockCardAccountId}/transactions", () => {
  it("returns 400 FORMAT_ERROR when a transaction takes the card below minus its credit limit, and books nothing", async () => {
    // Balance -1000.00, credit limit 50000.00: 49000.00 more may be owed, not 49000.01.
    const ok = cardEntry({ transactionAmount: { currency: "NOK", amount: -100 } });
    const over = cardEntry({
      cardTransactionId: "ct-0002",
      transactionAmount: { currency: "NOK", amount: -4899901 },
    });
    const answer = await post([ok, over]);
    expectError(answer, 400, "FORMAT_ERROR", "[1].transactionAmount.amount");
    expect(await balance()).toBe("-1000.00");
    const exact = cardEntry({
      cardTransactionId: "ct-0003",
      transactionAmount: { currency: "NOK", amount: -4900000 },
    });
    expectAnswer(await post([exact]), 201, CardTransactionsResponse);
    expect(await balance()).toBe("-50000.00");
  });

  it("returns 201 with the 2.8 answer listing every booked transaction, and the balance follows", async () => {
    await post([cardEntry()]);
    const refund = cardEntry({
      cardTransactionId: "ct-0002",
      bookingDate: "2026-05-30",
      transactionDate: "2026-05-31",
      transactionAmount: { currency: "NOK", amount: 2000 },
      originalAmount: { currency: "NOK", amount: 2000 },
      currencyExchange: undefined,
    });
    const answer = await post([refund], FIX);
    const body = expectAnswer(answer, 201, CardTransactionsResponse);
    expect(body.cardAccount).toEqual({ maskedPan: card.maskedPan });
    expect(body.cardTransactions.pending).toEqual([]);
    expect(body.cardTransactions.booked).toEqual([
      {
        cardTransactionId: "ct-0002",
        bookingDate: "2026-05-30",
        transactionDate: "2026-05-31",
        transactionAmount: { currency: "NOK", amount: 2000 },
        originalAmount: { currency: "NOK", amount: 2000 },
        merchantCategoryCode: "5411",
      },
      {
        cardTransactionId: "ct-0001",
        bookingDate: "2026-05-29",
        transactionDate: "2026-05-29",
        transactionAmount: { currency: "NOK", amount: -12550 },
        originalAmount: { currency: "SEK", amount: -12000 },
        merchantCategoryCode: "5411",
      },
    ]);
    // -1000.00 - 125.50 + 20.00, the int32 amounts being minor units.
    expect(await balance()).toBe("-1105.50");
  });

  it("answers with transactionAmount and originalAmount switched unless the fix is adopted (release 1.23.7)", async () => {
    const plain = expectAnswer(await post([cardEntry()]), 201, CardTransactionsResponse);
    expect(plain.cardTransactions.booked[0]).toMatchObject({
      transactionAmount: { currency: "SEK", amount: -12000 },
      originalAmount: { currency: "NOK", amount: -12550 },
    });
    const fixed = expectAnswer(
      await api.call("GET", path(), { headers: FIX }),
      200,
      CardTransactionsResponse,
    );
    expect(fixed.cardTransactions.booked[0]).toMatchObject({
      transactionAmount: { currency: "NOK", amount: -12550 },
      originalAmount: { currency: "SEK", amount: -12000 },
    });
    // The balance follows what the TPP sent as transactionAmount, whichever way the answer shows it.
    expect(await balance()).toBe("-1125.50");
  });

  it("accepts a booking date and transaction date of today, and int32 extremes", async () => {
    const entry = cardEntry({
      bookingDate: "2026-06-01",
      transactionDate: "2026-06-01",
      originalAmount: { currency: "USD", amount: -2147483648 },
      markupFee: { currency: "NOK", amount: 2147483647 },
    });
    expectAnswer(await post([entry]), 201, CardTransactionsResponse);
  });

  it.each([
    [
      "a booking date after the value date (transactionDate)",
      { bookingDate: "2026-05-30", transactionDate: "2026-05-29" },
      "[3].bookingDate",
    ],
    [
      "a booking date in the future",
      { bookingDate: "2026-06-02", transactionDate: "2026-06-02" },
      "[3].bookingDate",
    ],
    ["a transaction date in the future", { transactionDate: "2026-06-02" }, "[3].transactionDate"],
    ["a booking date that is no date", { bookingDate: "2026-05-32" }, "[3].bookingDate"],
    ["a date-time for a date", { transactionDate: "2026-05-29T10:00:00Z" }, "[3].transactionDate"],
    [
      "a fractional amount",
      { transactionAmount: { currency: "NOK", amount: 125.5 } },
      "[3].transactionAmount.amount",
    ],
    [
      "an amount above int32",
      { originalAmount: { currency: "SEK", amount: 2147483648 } },
      "[3].originalAmount.amount",
    ],
    [
      "an amount below int32",
      { markupFee: { currency: "NOK", amount: -2147483649 } },
      "[3].markupFee.amount",
    ],
    [
      "an amount as a string",
      { transactionAmount: { currency: "NOK", amount: "-12550" } },
      "[3].transactionAmount.amount",
    ],
    ["a missing terminalId", { terminalId: undefined }, "[3].terminalId"],
    ["a missing markupFee", { markupFee: undefined }, "[3].markupFee"],
    ["a missing cardAcceptorAddress", { cardAcceptorAddress: undefined }, "[3].cardAcceptorAddress"],
    [
      "a bad currency code",
      { originalAmount: { currency: "SEKK", amount: 1 } },
      "[3].originalAmount.currency",
    ],
    ["a lower-case currency", { markupFee: { currency: "nok", amount: 0 } }, "[3].markupFee.currency"],
    [
      "transactionAmount not in the card's currency",
      { transactionAmount: { currency: "SEK", amount: -1 } },
      "[3].transactionAmount.currency",
    ],
    [
      "a bad exchange currency",
      { currencyExchange: { ...cardEntry().currencyExchange, unitCurrency: "XXX" } },
      "[3].currencyExchange.unitCurrency",
    ],
    [
      "a bad quotation date",
      { currencyExchange: { ...cardEntry().currencyExchange, quotationDate: "29.05.2026" } },
      "[3].currencyExchange.quotationDate",
    ],
    [
      "an exchange rate with a comma",
      { currencyExchange: { ...cardEntry().currencyExchange, exchangeRate: "1,0458" } },
      "[3].currencyExchange.exchangeRate",
    ],
    [
      "a missing exchange field",
      { currencyExchange: { sourceCurrency: "SEK", targetCurrency: "NOK" } },
      "[3].currencyExchange.exchangeRate",
    ],
    [
      "a country not in the list",
      { cardAcceptorAddress: { city: "Oslo", country: "XX" } },
      "[3].cardAcceptorAddress.country",
    ],
    [
      "an address without country",
      { cardAcceptorAddress: { city: "Oslo" } },
      "[3].cardAcceptorAddress.country",
    ],
    [
      "a street of 71 characters",
      { cardAcceptorAddress: { street: "s".repeat(71), country: "NO" } },
      "[3].cardAcceptorAddress.street",
    ],
    ["invoiced as a boolean", { invoiced: true }, "[3].invoiced"],
    ["invoiced yes", { invoiced: "yes" }, "[3].invoiced"],
    ["a 3-digit merchant category code", { merchantCategoryCode: "541" }, "[3].merchantCategoryCode"],
    ["a cardTransactionId of 36 characters", { cardTransactionId: "c".repeat(36) }, "[3].cardTransactionId"],
    ["an unknown field", { valueDate: "2026-05-29" }, "[3].valueDate"],
  ])("returns 400 FORMAT_ERROR with the entry's path for %s, and books nothing", async (_, overrides, at) => {
    const entries = [0, 1, 2].map((i) => cardEntry({ cardTransactionId: `ok-${i}` }));
    const answer = await post([...entries, cardEntry({ cardTransactionId: "bad", ...overrides })]);
    expectError(answer, 400, "FORMAT_ERROR", at);
    expect(await balance()).toBe("-1000.00");
    const list = expectAnswer(await api.call("GET", path()), 200, CardTransactionsResponse);
    expect(list.cardTransactions.booked).toEqual([]);
  });

  it("names every violation of every entry in one answer", async () => {
    const answer = await post([
      cardEntry({ cardTransactionId: "a", bookingDate: "2026-06-05", transactionDate: "2026-06-04" }),
      cardEntry({
        cardTransactionId: "b",
        maskedPan: undefined,
        transactionAmount: { currency: "NOK", amount: 0.5 },
      }),
      cardEntry({ cardTransactionId: "a" }),
    ]);
    const error = expectError(
      answer,
      400,
      "FORMAT_ERROR",
      "[0].bookingDate",
      "[0].transactionDate",
      "[1].maskedPan",
      "[1].transactionAmount.amount",
      "[2].cardTransactionId",
    );
    expect(error.tppMessages.filter((m) => m.path === "[0].bookingDate")).toHaveLength(2);
  });

  it.each([
    ["an object instead of an array", cardEntry(), "(body)"],
    ["an empty array", [], "(body)"],
    ["an entry that is not an object", ["x"], "[0]"],
  ])("returns 400 FORMAT_ERROR for %s", async (_, body, at) => {
    expectError(await post(body), 400, "FORMAT_ERROR", at);
  });

  it("returns 409 CONFLICT at the entry's cardTransactionId when the card account has it already", async () => {
    await post([cardEntry()]);
    const answer = await post([cardEntry({ cardTransactionId: "new" }), cardEntry()]);
    expectError(answer, 409, "CONFLICT", "[1].cardTransactionId");
    expect(await balance()).toBe("-1125.50");
  });

  it("returns 404 RESOURCE_UNKNOWN at mockCardAccountId for an unknown card account", async () => {
    const answer = await api.call("POST", "/v1/sandbox/card-accounts/no-such-card/transactions", {
      body: [cardEntry()],
    });
    expectError(answer, 404, "RESOURCE_UNKNOWN", "mockCardAccountId");
  });

  it("returns 400 FORMAT_ERROR at x-accept-fix for a misspelt fix", async () => {
    const answer = await post([cardEntry()], { "x-accept-fix": "cardaccount-switch-amounts" });
    expectError(answer, 400, "FORMAT_ERROR", "x-accept-fix");
  });

  it("books on a default card account too", async () => {
    const answer = await api.call(
      "POST",
      "/v1/sandbox/card-accounts/53b3f665-c338-482c-881e-b76e23b8ce08/transactions",
      {
        body: [cardEntry()],
      },
    );
    expectAnswer(answer, 201, CardTransactionsResponse);
  });
});
