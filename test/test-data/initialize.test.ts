import { describe, expect, it } from "vitest";
import { CardTransactionsResponse } from "../../src/test-data/card-transactions/schema.js";
import { CustomerListResponse, CustomerResponse } from "../../src/test-data/customers/schema.js";
import { expectAnswer, expectError, sandboxApi } from "../helpers/sandbox-api.js";
import {
  accountBody,
  cardAccountBody,
  cardEntry,
  customerBody,
  nationalId,
} from "../helpers/sandbox-bodies.js";

const DEFAULT_CARD = "53b3f665-c338-482c-881e-b76e23b8ce08";
const DEFAULT_ACCOUNT = "801e2e2c-2b52-4b78-b5cf-18b137821e6f";

describe("POST /v1/sandbox/initialize", () => {
  it("wipes everything the data API created and restores the default data", async () => {
    const api = await sandboxApi();
    const before = expectAnswer(await api.call("GET", "/v1/sandbox/customers"), 200, CustomerListResponse);
    const customer = expectAnswer(
      await api.call("POST", "/v1/sandbox/customers", { body: customerBody() }),
      201,
      CustomerResponse,
    );
    await api.call("POST", "/v1/sandbox/accounts", { body: accountBody(nationalId(0)) });
    await api.call("POST", "/v1/sandbox/card-accounts", { body: cardAccountBody(nationalId(0)) });
    await api.call("POST", `/v1/sandbox/card-accounts/${DEFAULT_CARD}/transactions`, { body: [cardEntry()] });
    await api.call("PUT", `/v1/sandbox/accounts/${DEFAULT_ACCOUNT}/balance`, {
      body: { balanceAmount: { currency: "NOK", amount: "1.00" } },
    });
    await api.call("POST", "/v1/sandbox/tpp/contact", { body: { email: "psd2@tpp.example" } });

    const answer = await api.call("POST", "/v1/sandbox/initialize");
    expect(answer.status).toBe(200);

    expectError(
      await api.call("GET", `/v1/sandbox/customers/${customer.customerId}`),
      404,
      "RESOURCE_UNKNOWN",
    );
    const after = expectAnswer(await api.call("GET", "/v1/sandbox/customers"), 200, CustomerListResponse);
    expect(after).toEqual(before);
    const cards = await api.call("GET", `/v1/sandbox/card-accounts/${DEFAULT_CARD}/transactions`);
    expect(expectAnswer(cards, 200, CardTransactionsResponse).cardTransactions.booked).toEqual([]);
    const account = await api.call("GET", `/v1/sandbox/accounts/${DEFAULT_ACCOUNT}`);
    expect(account.body.balances[0].balanceAmount.amount).toBe("25000.00");
    expectError(await api.call("GET", "/v1/sandbox/tpp/contact"), 404, "RESOURCE_UNKNOWN");
    const { store } = api.sandbox.ctx;
    expect(store.values("cardTransactions")).toEqual([]);
    expect(store.values("tppContacts")).toEqual([]);
  });
});
