import { describe, expect, it } from "vitest";
import { ibanProblem } from "../../src/domain/iban.js";
import { isNorwegianBban } from "../../src/domain/bban.js";
import { ErrorBody } from "../../src/http/schemas.js";
import { AccountResponse } from "../../src/test-data/accounts/schema.js";
import { CustomerListResponse, CustomerResponse } from "../../src/test-data/customers/schema.js";
import { loadFixtures } from "../../src/test-data/fixtures.js";
import { emptyData } from "../../src/collections.js";
import { generateData } from "../../src/test-data/generate.js";
import { BASE, expectAnswer, newBank } from "../helpers/bank.js";

const documented = [
  ["13039319955", "PRIVATE", 2, 1],
  ["12085592767", "PRIVATE", 2, 1],
  ["18129215603", "CORPORATE", 2, 0],
  ["20079518612", "CORPORATE", 2, 0],
] as const;

describe("the default sandbox data", () => {
  it("a fresh store starts initialized with the bank's documented customers", async () => {
    const bank = await newBank();
    const { customers } = await expectAnswer(
      await bank.tpp().request("GET", "/v1/sandbox/customers"),
      200,
      CustomerListResponse,
    );
    for (const [number, type, accounts, cards] of documented) {
      const customer = customers.find((c) => c.customerNumber === number);
      expect(customer, `customer ${number}`).toMatchObject({ customerType: type });
      expect(customer?.accounts).toHaveLength(accounts);
      expect(customer?.cardAccounts).toHaveLength(cards);
    }
  });

  it("GET /v1/sandbox/customers/{customerId} answers section 2.9 with a working self link", async () => {
    const bank = await newBank();
    const id = "d9465e66-51c4-46ad-957c-3b54df48fc7e";
    const customer = await expectAnswer(
      await bank.tpp().request("GET", `/v1/sandbox/customers/${id}`),
      200,
      CustomerResponse,
    );
    expect(customer).toMatchObject({
      customerId: id,
      customerNumber: "13039319955",
      customerType: "PRIVATE",
    });
    expect(customer.agreements[0]?.engagements).toEqual(customer.accounts);
    expect(customer._links.self).toEqual({ href: `${BASE}/v1/sandbox/customers/${id}`, verbs: ["GET"] });
    const self = await bank.tpp().request("GET", new URL(customer._links.self?.href ?? "").pathname);
    expect(self.status).toBe(200);
  });

  it("GET /v1/sandbox/customers/{unknown} answers 404 RESOURCE_UNKNOWN", async () => {
    const bank = await newBank();
    const body = await expectAnswer(
      await bank.tpp().request("GET", "/v1/sandbox/customers/not-a-customer"),
      404,
      ErrorBody,
    );
    expect(body.tppMessages[0]).toMatchObject({ code: "RESOURCE_UNKNOWN", path: "customerId" });
  });

  it("every listed account shows a valid BBAN and IBAN, currency, owner, status and balances", async () => {
    const bank = await newBank();
    const { customers } = await expectAnswer(
      await bank.tpp().request("GET", "/v1/sandbox/customers"),
      200,
      CustomerListResponse,
    );
    for (const customer of customers) {
      for (const accountId of customer.accounts) {
        const account = await expectAnswer(
          await bank.tpp().request("GET", `/v1/sandbox/accounts/${accountId}`),
          200,
          AccountResponse,
        );
        expect(isNorwegianBban(account.bban)).toBe(true);
        expect(ibanProblem(account.iban)).toBeUndefined();
        expect(account.owner.customerId).toBe(customer.customerId);
      }
    }
  });

  it("GET /v1/sandbox/accounts/{unknown} answers 404 RESOURCE_UNKNOWN", async () => {
    const bank = await newBank();
    const body = await expectAnswer(
      await bank.tpp().request("GET", "/v1/sandbox/accounts/nope"),
      404,
      ErrorBody,
    );
    expect(body.code).toBe("RESOURCE_UNKNOWN");
  });

  it("the same seed gives byte-identical data, another seed other data", async () => {
    const fixtures = loadFixtures();
    const a = JSON.stringify(await generateData(fixtures, emptyData(1)));
    const b = JSON.stringify(await generateData(fixtures, emptyData(1)));
    const c = JSON.stringify(await generateData(fixtures, emptyData(2)));
    expect(a).toBe(b);
    expect(c).not.toBe(a);
  });

  it("pins the seeded output of seed 1 (a faker upgrade that changes it must be noticed)", async () => {
    const data = await generateData(loadFixtures(), emptyData(1));
    const customer = data.customers["d9465e66-51c4-46ad-957c-3b54df48fc7e"];
    const card = data.cardAccounts["53b3f665-c338-482c-881e-b76e23b8ce08"];
    expect({ name: customer?.customerName, pan: card?.maskedPan }).toMatchInlineSnapshot(`
      {
        "name": "Nora Bjørnstad",
        "pan": "113354******6280",
      }
    `);
  });

  it("POST /v1/sandbox/initialize wipes and refills the sandbox", async () => {
    const bank = await newBank();
    const { store } = bank.sandbox.ctx;
    store.remove("customers", "d9465e66-51c4-46ad-957c-3b54df48fc7e");
    expect(store.values("customers")).toHaveLength(5);
    const body = await expectAnswer(
      await bank.tpp().request("POST", "/v1/sandbox/initialize"),
      200,
      CustomerListResponse,
    );
    expect(body.customers).toHaveLength(6);
    expect(store.values("customers")).toHaveLength(6);
  });
});

describe("the pregenerated default data", () => {
  it("fixtures/generated/seed-1.json equals what the generator makes for seed 1 (run npm run fixtures)", async () => {
    const { readFileSync } = await import("node:fs");
    const { pregeneratedFile } = await import("../../src/test-data/reset.js");
    const shipped = JSON.parse(readFileSync(pregeneratedFile, "utf8"));
    expect(shipped).toEqual(JSON.parse(JSON.stringify(await generateData(loadFixtures(), emptyData(1)))));
  });
});
