import { beforeEach, describe, expect, it } from "vitest";
import { isNorwegianBban } from "../../src/domain/bban.js";
import { ibanFromBban, ibanProblem } from "../../src/domain/iban.js";
import { AccountResponse } from "../../src/test-data/accounts/schema.js";
import { CustomerResponse } from "../../src/test-data/customers/schema.js";
import { expectAnswer, expectError, type SandboxApi, sandboxApi } from "../helpers/sandbox-api.js";
import { accountBody, customerBody, nationalId } from "../helpers/sandbox-bodies.js";

let api: SandboxApi;
const owner = nationalId(0);
beforeEach(async () => {
  api = await sandboxApi();
  await api.call("POST", "/v1/sandbox/customers", { body: customerBody({ customerNumber: owner }) });
});

const createAccount = (overrides: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  api.call("POST", "/v1/sandbox/accounts", {
    body: accountBody(owner, overrides),
    ...(headers ? { headers } : {}),
  });

describe("POST /v1/sandbox/accounts", () => {
  it("returns 201 with a new valid BBAN and IBAN, and the account joins the private owner's agreement", async () => {
    const answer = await createAccount();
    const account = expectAnswer(answer, 201, AccountResponse);
    expect(isNorwegianBban(account.bban)).toBe(true);
    expect(account.iban).toBe(ibanFromBban("NO", account.bban));
    expect(ibanProblem(account.iban)).toBeUndefined();
    expect(account).toMatchObject({ currency: "NOK", status: "enabled", kidMandatory: false });
    expect(account.balances[0]?.balanceAmount).toEqual({ currency: "NOK", amount: "1000.00" });
    expect(answer.headers.get("Location")).toBe(
      `http://sandbox.test/v1/sandbox/accounts/${account.accountId}`,
    );
    const customer = expectAnswer(
      await api.call("GET", `/v1/sandbox/customers/${account.owner.customerId}`),
      200,
      CustomerResponse,
    );
    expect(customer.accounts).toEqual([account.accountId]);
    expect(customer.agreements[0]?.engagements).toEqual([account.accountId]);
    const read = await api.call("GET", `/v1/sandbox/accounts/${account.accountId}`);
    expect(expectAnswer(read, 200, AccountResponse)).toEqual(account);
  });

  it("takes a given BBAN and computes its IBAN", async () => {
    const account = expectAnswer(await createAccount({ bban: "86011117947" }), 201, AccountResponse);
    expect(account).toMatchObject({ bban: "86011117947", iban: "NO9386011117947" });
  });

  it("takes a given IBAN and derives its BBAN; both given must agree", async () => {
    const byIban = expectAnswer(await createAccount({ iban: "NO9386011117947" }), 201, AccountResponse);
    expect(byIban.bban).toBe("86011117947");
    const both = await createAccount({ iban: ibanFromBban("NO", "12345678903"), bban: "12345678903" });
    expectAnswer(both, 201, AccountResponse);
  });

  it("creates a blocked, KID-mandatory, zero-balance account in another currency", async () => {
    const answer = await createAccount({
      status: "blocked",
      kidMandatory: true,
      balance: "0",
      currency: "JPY",
    });
    const account = expectAnswer(answer, 201, AccountResponse);
    expect(account).toMatchObject({
      status: "blocked",
      kidMandatory: true,
      currency: "JPY",
      product: "Valutakonto JPY",
    });
    expect(account.balances[0]?.balanceAmount).toEqual({ currency: "JPY", amount: "0" });
  });

  it.each([
    ["a BBAN with a wrong check digit", { bban: "86011117948" }, "bban"],
    ["a BBAN with dots", { bban: "8601.11.17947" }, "bban"],
    ["an IBAN with wrong check digits", { iban: "NO9486011117947" }, "iban"],
    ["a foreign IBAN", { iban: "DE89370400440532013000" }, "iban"],
    ["an IBAN and a BBAN of different accounts", { iban: "NO9386011117947", bban: "12345678903" }, "bban"],
    ["a negative balance", { balance: "-1.00" }, "balance"],
    ["a balance with 3 decimals in NOK", { balance: "1.005" }, "balance"],
    ["a balance with decimals in JPY", { currency: "JPY", balance: "10.5" }, "balance"],
    ["a balance as a number", { balance: 1000 }, "balance"],
    ["a currency not in the list", { currency: "NOX" }, "currency"],
    ["status closed", { status: "closed" }, "status"],
    ["kidMandatory as a string", { kidMandatory: "true" }, "kidMandatory"],
    ["product of 36 characters", { product: "p".repeat(36) }, "product"],
    ["name of 71 characters", { name: "n".repeat(71) }, "name"],
    ["an unknown field", { accountNumber: "86011117947" }, "accountNumber"],
  ])("returns 400 FORMAT_ERROR for %s", async (_, overrides, path) => {
    expectError(await createAccount(overrides), 400, "FORMAT_ERROR", path);
  });

  it("allows a 36 to 70 character name only with x-accept-fix: longer-name, and shows it cut to 35 without", async () => {
    const name = "Felleskonto for hytta på Hvaler og båten";
    expectError(await createAccount({ name }), 400, "FORMAT_ERROR", "name");
    const fix = { "x-accept-fix": "longer-name" };
    const account = expectAnswer(await createAccount({ name }, fix), 201, AccountResponse);
    expect(account.name).toBe(name);
    const plain = expectAnswer(
      await api.call("GET", `/v1/sandbox/accounts/${account.accountId}`),
      200,
      AccountResponse,
    );
    expect(plain.name).toBe(name.slice(0, 35));
  });

  it("takes x-accept-fix: cash-account-type-iso and answers the same account: no answer carries cashAccountType", async () => {
    const account = expectAnswer(await createAccount({}), 201, AccountResponse);
    const path = `/v1/sandbox/accounts/${account.accountId}`;
    const plain = await api.call("GET", path);
    const fixed = await api.call("GET", path, { headers: { "x-accept-fix": "cash-account-type-iso" } });
    expect(fixed.status).toBe(200);
    expect(fixed.body).toEqual(plain.body);
    expect(JSON.stringify(fixed.body)).not.toContain("cashAccountType");
  });

  it("returns 400 FORMAT_ERROR at x-accept-fix for an unknown fix name", async () => {
    expectError(
      await createAccount({}, { "x-accept-fix": "longer-names" }),
      400,
      "FORMAT_ERROR",
      "x-accept-fix",
    );
  });

  it("returns 409 CONFLICT at bban for an account number in use (here a default account's)", async () => {
    expectError(await createAccount({ bban: "97102856485" }), 409, "CONFLICT", "bban");
    expectError(await createAccount({ iban: ibanFromBban("NO", "97102856485") }), 409, "CONFLICT", "iban");
  });

  it("returns 404 RESOURCE_UNKNOWN at customerNumber for a customer that does not exist", async () => {
    const answer = await api.call("POST", "/v1/sandbox/accounts", { body: accountBody(nationalId(1)) });
    expectError(answer, 404, "RESOURCE_UNKNOWN", "customerNumber");
  });

  it("does not add a corporate customer's account to any agreement", async () => {
    const corporate = nationalId(2);
    await api.call("POST", "/v1/sandbox/customers", {
      body: customerBody({ customerNumber: corporate, customerType: "CORPORATE", customerName: "Test AS" }),
    });
    const answer = await api.call("POST", "/v1/sandbox/accounts", { body: accountBody(corporate) });
    const account = expectAnswer(answer, 201, AccountResponse);
    const customer = await api.call("GET", `/v1/sandbox/customers/${account.owner.customerId}`);
    expect(expectAnswer(customer, 200, CustomerResponse)).toMatchObject({
      accounts: [account.accountId],
      agreements: [],
    });
  });
});

describe("PUT /v1/sandbox/accounts/{accountId}/balance", () => {
  let accountId: string;
  beforeEach(async () => {
    accountId = expectAnswer(await createAccount(), 201, AccountResponse).accountId;
  });
  const put = (body: unknown, id = accountId) =>
    api.call("PUT", `/v1/sandbox/accounts/${id}/balance`, { body });

  it("returns 200 with the account at its new balance", async () => {
    const answer = await put({ balanceAmount: { currency: "NOK", amount: "12.5" } });
    const account = expectAnswer(answer, 200, AccountResponse);
    expect(account.balances.map((b) => b.balanceAmount.amount)).toEqual(["12.50", "12.50"]);
  });

  it("accepts a zero balance", async () => {
    expectAnswer(await put({ balanceAmount: { currency: "NOK", amount: "0.00" } }), 200, AccountResponse);
  });

  it.each([
    ["another currency", { balanceAmount: { currency: "EUR", amount: "10.00" } }, "balanceAmount.currency"],
    ["a negative amount", { balanceAmount: { currency: "NOK", amount: "-10.00" } }, "balanceAmount.amount"],
    ["too many decimals", { balanceAmount: { currency: "NOK", amount: "10.001" } }, "balanceAmount.amount"],
    ["no balanceAmount", { amount: "10.00" }, "balanceAmount"],
    [
      "a balanceType besides",
      { balanceAmount: { currency: "NOK", amount: "1" }, balanceType: "x" },
      "balanceType",
    ],
  ])("returns 400 FORMAT_ERROR for %s", async (_, body, path) => {
    expectError(await put(body), 400, "FORMAT_ERROR", path);
  });

  it("returns 404 RESOURCE_UNKNOWN for an unknown account", async () => {
    const answer = await put({ balanceAmount: { currency: "NOK", amount: "1" } }, "no-such-account");
    expectError(answer, 404, "RESOURCE_UNKNOWN", "accountId");
  });

  it("returns 409 STATUS_INVALID for a closed (deleted) account", async () => {
    const closed = expectAnswer(await createAccount({ status: "deleted" }), 201, AccountResponse);
    const answer = await put({ balanceAmount: { currency: "NOK", amount: "1" } }, closed.accountId);
    expectError(answer, 409, "STATUS_INVALID", "accountId");
  });
});
