import { beforeEach, describe, expect, it } from "vitest";
import { CardAccountResponse } from "../../src/test-data/card-accounts/schema.js";
import { CustomerResponse } from "../../src/test-data/customers/schema.js";
import { expectAnswer, expectError, type SandboxApi, sandboxApi } from "../helpers/sandbox-api.js";
import { cardAccountBody, customerBody, nationalId } from "../helpers/sandbox-bodies.js";

let api: SandboxApi;
const owner = nationalId(0);
beforeEach(async () => {
  api = await sandboxApi();
  await api.call("POST", "/v1/sandbox/customers", { body: customerBody({ customerNumber: owner }) });
});

const create = (overrides: Record<string, unknown> = {}, headers?: Record<string, string>) =>
  api.call("POST", "/v1/sandbox/card-accounts", {
    body: cardAccountBody(owner, overrides),
    ...(headers ? { headers } : {}),
  });

describe("POST /v1/sandbox/card-accounts", () => {
  it("returns 201 with cardAccountId and a masked PAN, and the customer lists the card account", async () => {
    const answer = await create({ balance: "-2500.00" });
    const card = expectAnswer(answer, 201, CardAccountResponse);
    expect(card.maskedPan).toMatch(/^\d{6}\*{6}\d{4}$/);
    expect(card).toMatchObject({ name: "Mastercard", currency: "NOK", status: "enabled" });
    expect(card.creditLimit).toEqual({ currency: "NOK", amount: "50000.00" });
    expect(card.balances).toEqual([
      {
        balanceType: "interimBooked",
        balanceAmount: { currency: "NOK", amount: "-2500.00" },
        creditLimitIncluded: false,
      },
      {
        balanceType: "interimAvailable",
        balanceAmount: { currency: "NOK", amount: "47500.00" },
        creditLimitIncluded: true,
      },
    ]);
    expect(answer.headers.get("Location")).toBe(
      `http://sandbox.test/v1/sandbox/card-accounts/${card.cardAccountId}`,
    );
    const customer = await api.call("GET", `/v1/sandbox/customers/${card.owner.customerId}`);
    expect(expectAnswer(customer, 200, CustomerResponse).cardAccounts).toEqual([card.cardAccountId]);
    const read = await api.call("GET", `/v1/sandbox/card-accounts/${card.cardAccountId}`);
    expect(expectAnswer(read, 200, CardAccountResponse)).toEqual(card);
  });

  it("keeps a given masked PAN", async () => {
    const card = expectAnswer(await create({ maskedPan: "492500******0001" }), 201, CardAccountResponse);
    expect(card.maskedPan).toBe("492500******0001");
  });

  it.each([
    ["no currency", { currency: undefined }, "currency"],
    ["a currency not in the list", { currency: "XYZ" }, "currency"],
    ["a negative credit limit", { creditLimit: "-1.00" }, "creditLimit"],
    ["a credit limit with 3 decimals", { creditLimit: "1.000" }, "creditLimit"],
    ["a balance below minus the credit limit", { balance: "-50000.01" }, "balance"],
    ["a name of 36 characters without longer-name", { name: "n".repeat(36) }, "name"],
    ["a masked PAN of 36 characters", { maskedPan: "1".repeat(36) }, "maskedPan"],
    ["an unknown field", { product: "Mastercard" }, "product"],
  ])("returns 400 FORMAT_ERROR for %s", async (_, overrides, path) => {
    expectError(await create(overrides), 400, "FORMAT_ERROR", path);
  });

  it("returns 404 RESOURCE_UNKNOWN at customerNumber for an unknown customer", async () => {
    const answer = await api.call("POST", "/v1/sandbox/card-accounts", {
      body: cardAccountBody(nationalId(1)),
    });
    expectError(answer, 404, "RESOURCE_UNKNOWN", "customerNumber");
  });
});

describe("PUT /v1/sandbox/card-accounts/{cardAccountId}/balance", () => {
  let id: string;
  beforeEach(async () => {
    id = expectAnswer(await create(), 201, CardAccountResponse).cardAccountId;
  });
  const put = (amount: unknown, currency = "NOK") =>
    api.call("PUT", `/v1/sandbox/card-accounts/${id}/balance`, {
      body: { balanceAmount: { currency, amount } },
    });

  it("returns 200 with the new balance; negative is money owed", async () => {
    const card = expectAnswer(await put("-49999.99"), 200, CardAccountResponse);
    expect(card.balances[0]?.balanceAmount.amount).toBe("-49999.99");
    expect(card.balances[1]?.balanceAmount.amount).toBe("0.01");
  });

  it.each([
    ["below minus the credit limit", "-50000.01", "NOK", "balanceAmount.amount"],
    ["in another currency", "10.00", "EUR", "balanceAmount.currency"],
    ["not a decimal", "ten", "NOK", "balanceAmount.amount"],
  ])("returns 400 FORMAT_ERROR for a balance %s", async (_, amount, currency, path) => {
    expectError(await put(amount, currency), 400, "FORMAT_ERROR", path);
  });

  it("returns 404 RESOURCE_UNKNOWN for an unknown card account", async () => {
    const answer = await api.call("PUT", "/v1/sandbox/card-accounts/nope/balance", {
      body: { balanceAmount: { currency: "NOK", amount: "1" } },
    });
    expectError(answer, 404, "RESOURCE_UNKNOWN", "cardAccountId");
  });
});
