import { beforeEach, describe, expect, it } from "vitest";
import { AccountResponse } from "../../src/test-data/accounts/schema.js";
import { CustomerResponse } from "../../src/test-data/customers/schema.js";
import { expectAnswer, expectError, type SandboxApi, sandboxApi } from "../helpers/sandbox-api.js";
import { accountBody, customerBody, nationalId } from "../helpers/sandbox-bodies.js";

let api: SandboxApi;
const corporate = nationalId(0);
let accounts: string[];
beforeEach(async () => {
  api = await sandboxApi();
  await api.call("POST", "/v1/sandbox/customers", {
    body: customerBody({
      customerNumber: corporate,
      customerType: "CORPORATE",
      customerName: "Nordlys Test AS",
    }),
  });
  accounts = [];
  for (const name of ["Driftskonto", "Skattetrekk"]) {
    const answer = await api.call("POST", "/v1/sandbox/accounts", { body: accountBody(corporate, { name }) });
    accounts.push(expectAnswer(answer, 201, AccountResponse).accountId);
  }
});

const post = (body: Record<string, unknown>) =>
  api.call("POST", "/v1/sandbox/agreements", { body: { customerNumber: corporate, ...body } });

describe("POST /v1/sandbox/agreements", () => {
  it("returns 201 with the customer holding the new agreement (named after it by default)", async () => {
    const answer = await post({ agreementId: "912345678", accountIds: [accounts[0]] });
    const customer = expectAnswer(answer, 201, CustomerResponse);
    expect(customer.agreements).toEqual([
      { id: "912345678", name: "Nordlys Test AS", engagements: [accounts[0]] },
    ]);
  });

  it("makes up a 9-digit id when none is given", async () => {
    const customer = expectAnswer(await post({ accountIds: [] }), 201, CustomerResponse);
    expect(customer.agreements[0]?.id).toMatch(/^\d{9}$/);
  });

  it("returns 200 and adds engagements (once each) to an existing agreement, renaming it when asked", async () => {
    await post({ agreementId: "912345678", accountIds: [accounts[0]] });
    const answer = await post({ agreementId: "912345678", name: "Hovedavtale", accountIds: accounts });
    const customer = expectAnswer(answer, 200, CustomerResponse);
    expect(customer.agreements).toEqual([{ id: "912345678", name: "Hovedavtale", engagements: accounts }]);
  });

  it("returns 400 FORMAT_ERROR at accountIds[i] for another customer's account", async () => {
    const someoneElses = "801e2e2c-2b52-4b78-b5cf-18b137821e6f";
    const answer = await post({ accountIds: [accounts[0], someoneElses] });
    expectError(answer, 400, "FORMAT_ERROR", "accountIds[1]");
  });

  it("returns 404 RESOURCE_UNKNOWN at accountIds[i] for an account that does not exist", async () => {
    const answer = await post({ accountIds: ["00000000-0000-4000-8000-000000000000"] });
    expectError(answer, 404, "RESOURCE_UNKNOWN", "accountIds[0]");
  });

  it("returns 400 FORMAT_ERROR at customerNumber for a private customer", async () => {
    const answer = await api.call("POST", "/v1/sandbox/agreements", {
      body: { customerNumber: "13039319955", accountIds: [] },
    });
    expectError(answer, 400, "FORMAT_ERROR", "customerNumber");
  });

  it("returns 409 CONFLICT at agreementId for another customer's agreement id", async () => {
    expectError(await post({ agreementId: "969355165", accountIds: [] }), 409, "CONFLICT", "agreementId");
  });

  it.each([
    ["no accountIds", {}, "accountIds"],
    ["an account id that is not a UUID", { accountIds: ["acc-1"] }, "accountIds[0]"],
    ["an agreementId with a space", { agreementId: "912 345 678", accountIds: [] }, "agreementId"],
    ["an unknown field", { accounts: [], accountIds: [] }, "accounts"],
  ])("returns 400 FORMAT_ERROR for %s", async (_, body, path) => {
    expectError(await post(body), 400, "FORMAT_ERROR", path);
  });
});
