import { beforeEach, describe, expect, it } from "vitest";
import {
  AccountList,
  CardAccountDetailsResponse,
  CardAccountList,
  ReadCardAccountBalanceResponse,
} from "../../src/account-information/schema/accounts.js";
import { CardAccountsTransactionsResponse } from "../../src/account-information/schema/transactions.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { cardEntry } from "../helpers/sandbox-bodies.js";
import { allAccess, PRIVATE, read, ref, validConsent } from "./reads.js";

const SWITCH = "cardaccount-switch-originalamount-and-transactionamount";
const card = PRIVATE.cardAccountId;
const transactionsPath = `/v1/card-accounts/${card}/transactions`;

let bank: Bank;
let consentId: string;
beforeEach(async () => {
  bank = await openBank();
  consentId = await validConsent(bank);
});

/** A purchase in Stockholm: -125.50 NOK booked on the card account, -120.00 SEK at the merchant. */
async function postPurchase(overrides: Record<string, unknown> = {}): Promise<void> {
  const entry = cardEntry({ bookingDate: "2026-02-26", transactionDate: "2026-02-27", ...overrides });
  const answer = await bank.call("POST", `/v1/sandbox/card-accounts/${card}/transactions`, { body: [entry] });
  expect(answer.status, answer.text).toBe(201);
}

describe("GET /v1/card-accounts", () => {
  it("answers the consent's card accounts as cardAccountList, balances with withBalance=true", async () => {
    const query = { withBalance: "true" };
    const body = expectBody(
      await read(bank, "/v1/card-accounts", consentId, { query }),
      200,
      CardAccountList,
    );
    expect(body.cardAccounts.map((c) => c.resourceId)).toEqual([card]);
    expect(body.cardAccounts[0]).toMatchObject({
      currency: "NOK",
      creditLimit: { currency: "NOK", amount: "50000.00" },
      balances: [
        { balanceType: "interimBooked", balanceAmount: { amount: "-2500.00" }, creditLimitIncluded: false },
        { balanceType: "interimAvailable", balanceAmount: { amount: "47500.00" }, creditLimitIncluded: true },
      ],
      _links: { transactions: { href: `http://sandbox.test${transactionsPath}` } },
    });
  });

  it("lists no card account for a consent on accounts only", async () => {
    const accountsOnly = await validConsent(
      bank,
      allAccess({ access: { accounts: [ref(PRIVATE.brukskonto)] } }),
    );
    expect(
      expectBody(await read(bank, "/v1/card-accounts", accountsOnly), 200, CardAccountList).cardAccounts,
    ).toEqual([]);
    expectError(
      await read(bank, `/v1/card-accounts/${card}`, accountsOnly),
      401,
      "CONSENT_INVALID",
      "account-id",
    );
  });
});

describe("accounts and card accounts apart", () => {
  it("asks withBalance=true of each list's own kind: a card account without balances refuses only /v1/card-accounts", async () => {
    const maskedPan = bank.sandbox.ctx.store.get("cardAccounts", card)?.maskedPan;
    const access = { balances: [ref(PRIVATE.brukskonto)], accounts: [{ maskedPan }] };
    const consentId = await validConsent(bank, allAccess({ access }));
    const query = { withBalance: "true" };
    const accounts = expectBody(await read(bank, "/v1/accounts", consentId, { query }), 200, AccountList);
    expect(accounts.accounts.map((a) => a.bban)).toEqual([PRIVATE.brukskonto]);
    const cards = await read(bank, "/v1/card-accounts", consentId, { query });
    expectError(cards, 401, "CONSENT_INVALID", "withBalance");
    const brukskonto = accounts.accounts[0]?.resourceId;
    expectError(
      await read(bank, `/v1/card-accounts/${brukskonto}`, consentId),
      401,
      "CONSENT_INVALID",
      "account-id",
    );
  });
});

describe("GET /v1/card-accounts/{account-id} and .../balances", () => {
  it("answers cardAccountDetails and readCardAccountBalanceResponse-200", async () => {
    const details = expectBody(
      await read(bank, `/v1/card-accounts/${card}`, consentId),
      200,
      CardAccountDetailsResponse,
    );
    expect(details.cardAccount).toMatchObject({
      resourceId: card,
      name: "Mastercard",
      debitAccounting: false,
    });
    await postPurchase();
    const balances = expectBody(
      await read(bank, `/v1/card-accounts/${card}/balances`, consentId),
      200,
      ReadCardAccountBalanceResponse,
    );
    expect(balances.cardAccount?.maskedPan).toBe(details.cardAccount.maskedPan);
    expect(balances.balances[0]).toMatchObject({
      balanceType: "interimBooked",
      balanceAmount: { amount: "-2625.50" },
    });
  });
});

describe("GET /v1/card-accounts/{account-id}/transactions", () => {
  it("reads back a transaction posted through the sandbox data API, amounts switched until the fix is adopted", async () => {
    await postPurchase();
    const query = { bookingStatus: "booked", dateFrom: "2026-02-01" };
    const plain = expectBody(
      await read(bank, transactionsPath, consentId, { query }),
      200,
      CardAccountsTransactionsResponse,
    );
    const [shown] = plain.cardTransactions?.booked ?? [];
    expect(shown).toMatchObject({
      cardTransactionId: "ct-0001",
      bookingDate: "2026-02-26",
      transactionDate: "2026-02-27",
      transactionAmount: { currency: "SEK", amount: "-120.00" },
      originalAmount: { currency: "NOK", amount: "-125.50" },
      invoiced: false,
      maskedPAN: "541234******1234",
      cardAcceptorAddress: { city: "Stockholm", country: "SE" },
      currencyExchange: [{ sourceCurrency: "SEK", targetCurrency: "NOK", exchangeRate: "1.0458" }],
    });
    const fixed = expectBody(
      await read(bank, transactionsPath, consentId, { query, fixes: SWITCH }),
      200,
      CardAccountsTransactionsResponse,
    );
    expect(fixed.cardTransactions?.booked?.[0]).toMatchObject({
      transactionAmount: { currency: "NOK", amount: "-125.50" },
      originalAmount: { currency: "SEK", amount: "-120.00" },
    });
    expect(fixed.cardTransactions?._links).toEqual({
      cardAccount: { href: `http://sandbox.test/v1/card-accounts/${card}`, verbs: ["GET"] },
    });
  });

  it("pages card transactions and keeps to dateFrom", async () => {
    for (const [n, day] of [
      [1, "20"],
      [2, "21"],
      [3, "22"],
    ] as const) {
      await postPurchase({
        cardTransactionId: `ct-000${n}`,
        bookingDate: `2026-02-${day}`,
        transactionDate: `2026-02-${day}`,
      });
    }
    const query = { bookingStatus: "both", dateFrom: "2026-02-21", limit: "1" };
    const page = expectBody(
      await read(bank, transactionsPath, consentId, { query, psuPresent: true }),
      200,
      CardAccountsTransactionsResponse,
    );
    expect(page.cardTransactions?.booked?.map((t) => t.cardTransactionId)).toEqual(["ct-0003"]);
    expect(page.cardTransactions?._links.next?.href).toContain("offset=1&limit=1");
    expect(page.cardTransactions?._links.last?.href).toContain("offset=1&limit=1");
  });
});
