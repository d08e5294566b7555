import { beforeEach, describe, expect, it } from "vitest";
import {
  AccountDetailsResponse,
  AccountList,
  ReadAccountBalanceResponse,
} from "../../src/account-information/schema/accounts.js";
import {
  TransactionDetailsBody,
  TransactionsResponse,
} from "../../src/account-information/schema/transactions.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { ibanOf } from "../helpers/payments.js";
import { accountIdOf, allAccess, PRIVATE, read, ref, TODAY, validConsent } from "./reads.js";

let bank: Bank;
let consentId: string;
let brukskonto: string;
let sparekonto: string;
beforeEach(async () => {
  bank = await openBank();
  consentId = await validConsent(bank);
  brukskonto = accountIdOf(bank, PRIVATE.brukskonto);
  sparekonto = accountIdOf(bank, PRIVATE.sparekonto);
});

/** Posts a transaction on an account through the sandbox data API; the answer's transactionId. */
async function postTransaction(accountId: string, amount: string, bookingDate = TODAY): Promise<string> {
  const bban = bank.sandbox.ctx.store.get("accounts", accountId)?.bban;
  const answer = await bank.call("POST", `/v1/sandbox/accounts/${accountId}/transactions`, {
    body: {
      transactionAmount: { currency: "NOK", amount },
      debtorAccount: { bban },
      creditorAccount: { iban: "NO9386011117947" },
      creditorName: "Kiwi Majorstuen",
      remittanceInformationUnstructured: "Matvarer",
      bookingDate,
    },
  });
  expect(answer.status, answer.text).toBe(201);
  return (answer.body as { transactionId: string }).transactionId;
}

describe("GET /v1/accounts", () => {
  it("answers the consent's accounts as accountList, balances only with withBalance=true", async () => {
    const plain = expectBody(await read(bank, "/v1/accounts", consentId), 200, AccountList);
    expect(plain.accounts.map((a) => a.resourceId)).toEqual([brukskonto, sparekonto]);
    expect(plain.accounts[0]).toMatchObject({
      iban: ibanOf(PRIVATE.brukskonto),
      bban: PRIVATE.brukskonto,
      currency: "NOK",
      cashAccountType: "Current",
      usage: "PRIV",
      _links: {
        balances: { href: `http://sandbox.test/v1/accounts/${brukskonto}/balances` },
        transactions: { href: `http://sandbox.test/v1/accounts/${brukskonto}/transactions` },
      },
    });
    expect(plain.accounts[0]?.balances).toBeUndefined();
    const query = { withBalance: "true" };
    const withBalance = expectBody(await read(bank, "/v1/accounts", consentId, { query }), 200, AccountList);
    expect(withBalance.accounts[0]?.balances?.map((b) => b.balanceAmount.amount)).toEqual([
      "25000.00",
      "25000.00",
    ]);
  });

  it("answers an empty list to a consent that reaches no account, and refuses withBalance=true without balances access", async () => {
    const listOnly = await validConsent(
      bank,
      allAccess({
        access: { availableAccounts: "allAccounts" },
        recurringIndicator: false,
        frequencyPerDay: 1,
      }),
    );
    const listed = expectBody(
      await read(bank, "/v1/accounts", listOnly, { psuPresent: true }),
      200,
      AccountList,
    );
    expect(listed.accounts.map((a) => a._links)).toEqual([undefined, undefined]);
    const query = { withBalance: "true" };
    expectError(
      await read(bank, "/v1/accounts", listOnly, { query, psuPresent: true }),
      401,
      "CONSENT_INVALID",
      "withBalance",
    );
    const cardsOnly = await validConsent(
      bank,
      allAccess({ access: { accounts: [{ maskedPan: maskedPanOf(bank) }] } }),
    );
    expect(expectBody(await read(bank, "/v1/accounts", cardsOnly), 200, AccountList).accounts).toEqual([]);
  });
});

function maskedPanOf(b: Bank): string {
  const card = b.sandbox.ctx.store.get("cardAccounts", PRIVATE.cardAccountId);
  if (!card) throw new Error("no card account");
  return card.maskedPan;
}

describe("a bank per TPP (tenancy per-tpp)", () => {
  it("reads the accounts of the TPP's own bank under a consent made there", async () => {
    const own = await openBank({ tenancy: "per-tpp" });
    const id = await validConsent(own);
    const listed = expectBody(await read(own, "/v1/accounts", id), 200, AccountList);
    expect(listed.accounts.map((a) => a.bban)).toEqual([PRIVATE.brukskonto, PRIVATE.sparekonto]);
    expectError(await read(own, "/v1/accounts", id, { call: own.as("tpp2") }), 403, "CONSENT_UNKNOWN");
  });
});

describe("GET /v1/accounts/{account-id}", () => {
  it("answers accountDetails with name and cashAccountType as x-accept-fix asks", async () => {
    const path = `/v1/accounts/${sparekonto}`;
    const plain = expectBody(await read(bank, path, consentId), 200, AccountDetailsResponse);
    expect(plain.account).toMatchObject({
      resourceId: sparekonto,
      cashAccountType: "Savings",
      product: "Sparekonto",
    });
    const fixed = await read(bank, path, consentId, { fixes: "cash-account-type-iso" });
    expect(expectBody(fixed, 200, AccountDetailsResponse).account.cashAccountType).toBe("SVGS");
  });

  it("cuts a name over 35 characters unless longer-name is adopted", async () => {
    const name = "Felleskonto for hytta på Geilo og båten i Son";
    const created = await bank.call("POST", "/v1/sandbox/accounts", {
      headers: { "x-accept-fix": "longer-name" },
      body: { customerNumber: PRIVATE.customerNumber, currency: "NOK", name, balance: "10.00" },
    });
    expect(created.status, created.text).toBe(201);
    const accountId = (created.body as { accountId: string }).accountId;
    const all = await validConsent(bank);
    const path = `/v1/accounts/${accountId}`;
    const short = expectBody(await read(bank, path, all), 200, AccountDetailsResponse);
    expect(short.account.name).toBe(name.slice(0, 35));
    const long = expectBody(
      await read(bank, path, all, { fixes: "longer-name" }),
      200,
      AccountDetailsResponse,
    );
    expect(long.account.name).toBe(name);
  });
});

describe("GET /v1/accounts/{account-id}/balances", () => {
  it("answers readAccountBalanceResponse-200 from the bank's ledger", async () => {
    await postTransaction(brukskonto, "250.50");
    const answer = await read(bank, `/v1/accounts/${brukskonto}/balances`, consentId);
    const body = expectBody(answer, 200, ReadAccountBalanceResponse);
    expect(body.account).toEqual({ iban: ibanOf(PRIVATE.brukskonto), currency: "NOK" });
    expect(body.balances).toEqual([
      { balanceType: "interimAvailable", balanceAmount: { currency: "NOK", amount: "24749.50" } },
      { balanceType: "interimBooked", balanceAmount: { currency: "NOK", amount: "24749.50" } },
    ]);
  });
});

describe("GET /v1/accounts/{account-id}/transactions", () => {
  const path = () => `/v1/accounts/${brukskonto}/transactions`;

  it("reports transactions the sandbox data API made, newest first, each readable by its transactionId", async () => {
    const older = await postTransaction(brukskonto, "100.00", "2026-02-20");
    const newer = await postTransaction(brukskonto, "250.50", "2026-02-27");
    const query = { bookingStatus: "booked", dateFrom: "2026-02-01" };
    const body = expectBody(await read(bank, path(), consentId, { query }), 200, TransactionsResponse);
    expect(body.transactions?.booked?.map((t) => t.transactionId)).toEqual([newer, older]);
    expect(body.transactions?.pending).toBeUndefined();
    expect(body.transactions?.booked?.[0]).toMatchObject({
      transactionAmount: { currency: "NOK", amount: "-250.50" },
      bookingDate: "2026-02-27",
      creditorName: "Kiwi Majorstuen",
      creditorAccount: { iban: "NO9386011117947" },
      remittanceInformationUnstructured: "Matvarer",
    });
    expect(body.transactions?._links).toEqual({
      account: { href: `http://sandbox.test/v1/accounts/${brukskonto}`, verbs: ["GET"] },
    });
    const href = body.transactions?.booked?.[0]?._links?.transactionDetails.href ?? "";
    const one = await read(bank, href.replace("http://sandbox.test", ""), consentId);
    expect(expectBody(one, 200, TransactionDetailsBody).transactionDetails).toEqual({
      ...body.transactions?.booked?.[0],
      _links: undefined,
    });
  });

  it("keeps dateFrom/dateTo, answers both with pending, balances with withBalance, and entries after entryReferenceFrom", async () => {
    const first = await postTransaction(brukskonto, "1.00", "2026-02-10");
    const second = await postTransaction(brukskonto, "2.00", "2026-02-15");
    const third = await postTransaction(brukskonto, "3.00", "2026-02-20");
    const ids = async (query: Record<string, string>) => {
      const body = expectBody(
        await read(bank, path(), consentId, { query, psuPresent: true }),
        200,
        TransactionsResponse,
      );
      return body;
    };
    const window = await ids({
      bookingStatus: "both",
      dateFrom: "2026-02-12",
      dateTo: "2026-02-18",
      withBalance: "true",
    });
    expect(window.transactions?.booked?.map((t) => t.transactionId)).toEqual([second]);
    expect(window.transactions?.pending).toEqual([]);
    expect(window.balances?.[0]?.balanceAmount.amount).toBe("24994.00");
    const firstRef = (
      await ids({ bookingStatus: "booked", dateFrom: "2026-02-01" })
    ).transactions?.booked?.at(-1)?.entryReference;
    expect(firstRef).toBe(first.replaceAll("-", ""));
    const delta = await ids({ bookingStatus: "booked", entryReferenceFrom: String(firstRef) });
    expect(delta.transactions?.booked?.map((t) => t.transactionId)).toEqual([third, second]);
  });

  it("pages by offset and limit with first, next, previous and last links that repeat the query", async () => {
    const made = [];
    for (let day = 10; day < 15; day++)
      made.push(await postTransaction(brukskonto, "1.00", `2026-02-${day}`));
    const newestFirst = made.reverse();
    const query = { bookingStatus: "booked", dateFrom: "2026-02-01", limit: "2", offset: "2" };
    const page = expectBody(
      await read(bank, path(), consentId, { query, psuPresent: true }),
      200,
      TransactionsResponse,
    );
    expect(page.transactions?.booked?.map((t) => t.transactionId)).toEqual(newestFirst.slice(2, 4));
    const links = page.transactions?._links;
    const at = (offset: number) =>
      `http://sandbox.test${path()}?bookingStatus=booked&dateFrom=2026-02-01&offset=${offset}&limit=2`;
    expect(links?.first?.href).toBe(at(0));
    expect(links?.previous?.href).toBe(at(0));
    expect(links?.next?.href).toBe(at(4));
    expect(links?.last?.href).toBe(at(4));
    const next = await read(bank, String(links?.next?.href).replace("http://sandbox.test", ""), consentId, {
      psuPresent: true,
    });
    const last = expectBody(next, 200, TransactionsResponse);
    expect(last.transactions?.booked?.map((t) => t.transactionId)).toEqual(newestFirst.slice(4));
    expect(last.transactions?._links.next).toBeUndefined();
  });

  it("refuses a query it cannot answer: bookingStatus information, no dateFrom, dateTo before dateFrom, an unknown entryReferenceFrom", async () => {
    const refused = async (query: Record<string, string>, status: number, code: string, at: string) =>
      expectError(await read(bank, path(), consentId, { query, psuPresent: true }), status, code, at);
    await refused({ bookingStatus: "information", dateFrom: TODAY }, 400, "FORMAT_ERROR", "bookingStatus");
    await refused({ bookingStatus: "booked" }, 400, "QUERY_PARAMETER_REQUIRED", "dateFrom");
    await refused(
      { bookingStatus: "booked", dateFrom: TODAY, dateTo: "2026-03-01" },
      400,
      "FORMAT_ERROR",
      "dateTo",
    );
    await refused(
      { bookingStatus: "booked", entryReferenceFrom: "nothing" },
      400,
      "FORMAT_ERROR",
      "entryReferenceFrom",
    );
    await refused({ bookingStatus: "booked", dateFrom: TODAY, limit: "0" }, 400, "FORMAT_ERROR", "limit");
  });
});

describe("GET /v1/accounts/{account-id}/transactions/{transactionId}", () => {
  it("answers 404 RESOURCE_UNKNOWN for an id that is no transaction of this account", async () => {
    const other = await postTransaction(sparekonto, "1.00");
    const answer = await read(bank, `/v1/accounts/${brukskonto}/transactions/${other}`, consentId);
    expectError(answer, 404, "RESOURCE_UNKNOWN", "transactionId");
  });

  it("needs transactions access to the account", async () => {
    const balancesOnly = await validConsent(
      bank,
      allAccess({ access: { balances: [ref(PRIVATE.brukskonto)] } }),
    );
    const id = await postTransaction(brukskonto, "1.00");
    const answer = await read(bank, `/v1/accounts/${brukskonto}/transactions/${id}`, balancesOnly);
    expectError(answer, 401, "CONSENT_INVALID", "account-id");
  });
});
