import { beforeEach, describe, expect, it } from "vitest";
import { CustomerResponse } from "../../src/test-data/customers/schema.js";
import { expectAnswer, expectError, type SandboxApi, sandboxApi } from "../helpers/sandbox-api.js";
import { customerBody, nationalId } from "../helpers/sandbox-bodies.js";

let api: SandboxApi;
beforeEach(async () => {
  api = await sandboxApi();
});

describe("POST /v1/sandbox/customers", () => {
  it("returns 201 with the 2.9 customer, its Location, and a private agreement with no engagements yet", async () => {
    const answer = await api.call("POST", "/v1/sandbox/customers", { body: customerBody() });
    const customer = expectAnswer(answer, 201, CustomerResponse);
    expect(customer).toMatchObject({
      customerNumber: nationalId(0),
      customerName: "Kari Nordmann",
      customerType: "PRIVATE",
      accounts: [],
      cardAccounts: [],
    });
    expect(customer.agreements).toEqual([
      { id: expect.stringMatching(/^\d{9}$/), name: "Privatavtale Kari Nordmann", engagements: [] },
    ]);
    expect(answer.headers.get("Location")).toBe(
      `http://sandbox.test/v1/sandbox/customers/${customer.customerId}`,
    );
    const read = await api.call("GET", `/v1/sandbox/customers/${customer.customerId}`);
    expect(expectAnswer(read, 200, CustomerResponse)).toEqual(customer);
  });

  it("returns 201 with no agreement for a corporate customer (agreements come from POST /v1/sandbox/agreements)", async () => {
    const answer = await api.call("POST", "/v1/sandbox/customers", {
      body: customerBody({ customerType: "CORPORATE", customerName: "Fjordkraft Testdata AS" }),
    });
    expect(expectAnswer(answer, 201, CustomerResponse).agreements).toEqual([]);
  });

  it("uses a given customerId (the PSU-ID), stored in lower case", async () => {
    const id = "3F2C1E9A-5B7D-4C21-9A0E-2D4B6F8A1C3E";
    const answer = await api.call("POST", "/v1/sandbox/customers", {
      body: customerBody({ customerId: id }),
    });
    expect(expectAnswer(answer, 201, CustomerResponse).customerId).toBe(id.toLowerCase());
  });

  it("returns 409 CONFLICT at customerNumber when the number is taken", async () => {
    await api.call("POST", "/v1/sandbox/customers", { body: customerBody() });
    const again = await api.call("POST", "/v1/sandbox/customers", {
      body: customerBody({ customerName: "Ola" }),
    });
    expectError(again, 409, "CONFLICT", "customerNumber");
  });

  it("returns 409 CONFLICT at customerNumber for a default customer's number", async () => {
    const answer = await api.call("POST", "/v1/sandbox/customers", {
      body: customerBody({ customerNumber: "13039319955" }),
    });
    expectError(answer, 409, "CONFLICT", "customerNumber");
  });

  it("returns 409 CONFLICT at customerId when the id is taken", async () => {
    const answer = await api.call("POST", "/v1/sandbox/customers", {
      body: customerBody({ customerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e" }),
    });
    expectError(answer, 409, "CONFLICT", "customerId");
  });

  it.each([
    ["customerNumber with a wrong control digit", { customerNumber: "13039319956" }, "customerNumber"],
    ["customerNumber of 10 digits", { customerNumber: "1303931995" }, "customerNumber"],
    ["customerName of 71 characters", { customerName: "x".repeat(71) }, "customerName"],
    ["a blank customerName", { customerName: "   " }, "customerName"],
    ["customerType BUSINESS", { customerType: "BUSINESS" }, "customerType"],
    ["customerId that is not a UUID", { customerId: "kari" }, "customerId"],
    ["an unknown field", { email: "kari@example.com" }, "email"],
  ])("returns 400 FORMAT_ERROR for %s", async (_, overrides, path) => {
    const answer = await api.call("POST", "/v1/sandbox/customers", { body: customerBody(overrides) });
    const error = expectError(answer, 400, "FORMAT_ERROR", path);
    expect(error.tppMessages).toHaveLength(1);
  });

  it("names every violation in one answer, each with a message saying what to send", async () => {
    const answer = await api.call("POST", "/v1/sandbox/customers", { body: { customerNumber: "123" } });
    const error = expectError(answer, 400, "FORMAT_ERROR", "customerNumber", "customerName", "customerType");
    expect(error.tppMessages.find((m) => m.path === "customerNumber")?.text).toContain("11-digit");
    expect(error.tppMessages.find((m) => m.path === "customerName")?.text).toBe("customerName is required");
  });

  it("returns 400 FORMAT_ERROR for a body that is not JSON", async () => {
    const answer = await api.call("POST", "/v1/sandbox/customers", { body: "{customerNumber:" });
    expectError(answer, 400, "FORMAT_ERROR", "(body)");
  });

  it("returns 400 HTTP_HEADER_REQUIRED at Digest for an unsigned body, like every operation of the bank", async () => {
    const response = await api.sandbox.app.request("http://sandbox.test/v1/sandbox/customers", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Request-ID": "f0a3ad6e-4c2d-4b7a-9d52-bc1a1c6b2d11" },
      body: JSON.stringify(customerBody()),
    });
    const body = await response.json();
    expectError(
      { status: response.status, headers: response.headers, body },
      400,
      "HTTP_HEADER_REQUIRED",
      "Digest",
    );
  });

  it("returns 401 for a GET without certificate or signature", async () => {
    const response = await api.sandbox.app.request("http://sandbox.test/v1/sandbox/customers", {
      headers: { "X-Request-ID": "f0a3ad6e-4c2d-4b7a-9d52-bc1a1c6b2d12" },
    });
    const body = await response.json();
    expectError({ status: response.status, headers: response.headers, body }, 401, "CERTIFICATE_MISSING");
  });
});
