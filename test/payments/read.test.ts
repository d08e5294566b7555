import { beforeEach, describe, expect, it } from "vitest";
import { BulkPayment } from "../../src/payments/schema/bulk.js";
import { PeriodicPayment } from "../../src/payments/schema/periodic.js";
import { PaymentStatusResponse, withStatus } from "../../src/payments/schema/responses.js";
import { SepaPayment } from "../../src/payments/schema/sepa.js";
import type { TransactionStatus } from "../../src/domain/transitions.js";
import { CustomerListResponse } from "../../src/test-data/customers/schema.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { createPayment, type Kind, setStatus } from "../helpers/created.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

const bodySchemas = { sepa: SepaPayment, periodic: PeriodicPayment, bulk: BulkPayment };

describe.each<Kind>(["sepa", "periodic", "bulk"])("reading a %s payment", (kind) => {
  it("GET returns the request as sent plus transactionStatus", async () => {
    const payment = await createPayment(bank, kind);
    const read = expectBody(await bank.call("GET", payment.self), 200, withStatus(bodySchemas[kind]));
    expect(read).toEqual({ ...payment.body, transactionStatus: "RCVD" });
  });

  it("GET .../status returns transactionStatus and links", async () => {
    const payment = await createPayment(bank, kind);
    const status = expectBody(await bank.call("GET", `${payment.self}/status`), 200, PaymentStatusResponse);
    expect(status).toEqual({
      transactionStatus: "RCVD",
      _links: {
        self: { href: `http://sandbox.test${payment.self}`, verbs: ["GET", "DELETE"] },
        status: { href: `http://sandbox.test${payment.self}/status`, verbs: ["GET"] },
      },
    });
  });

  it("shows fundsAvailable once the batch has set it", async () => {
    const payment = await createPayment(bank, kind);
    setStatus(bank, payment.paymentId, "RJCT");
    const { store } = bank.sandbox.ctx;
    const record = store.get("payments", payment.paymentId);
    if (record) store.put("payments", { ...record, fundsAvailable: false });
    const status = expectBody(await bank.call("GET", `${payment.self}/status`), 200, PaymentStatusResponse);
    expect(status).toMatchObject({ transactionStatus: "RJCT", fundsAvailable: false });
  });

  it("answers another TPP 404 RESOURCE_UNKNOWN, for the payment and its status", async () => {
    const payment = await createPayment(bank, kind);
    expectError(await bank.as("tpp2")("GET", payment.self), 404, "RESOURCE_UNKNOWN", "paymentId");
    expectError(await bank.as("tpp2")("GET", `${payment.self}/status`), 404, "RESOURCE_UNKNOWN", "paymentId");
  });
});

describe("the self link lists DELETE only while a DELETE can cancel the payment", () => {
  it.each<[TransactionStatus, string[]]>([
    ["RCVD", ["GET", "DELETE"]],
    ["ACTC", ["GET", "DELETE"]],
    ["ACWC", ["GET", "DELETE"]],
    ["PDNG", ["GET"]],
    ["ACSP", ["GET"]],
    ["ACSC", ["GET"]],
    ["RJCT", ["GET"]],
    ["CANC", ["GET"]],
  ])("%s: %j", async (status, verbs) => {
    const payment = await createPayment(bank, "sepa");
    setStatus(bank, payment.paymentId, status);
    const read = expectBody(await bank.call("GET", `${payment.self}/status`), 200, PaymentStatusResponse);
    expect(read._links.self?.verbs).toEqual(verbs);
    // What the link promises is what DELETE does: 204/202 where it is listed, an error where not.
    const deleted = await bank.call("DELETE", payment.self);
    expect(deleted.status < 300).toBe(verbs.includes("DELETE"));
  });

  it("a payment waiting in a signing basket: GET only (the basket is deleted first)", async () => {
    const payment = await createPayment(bank, "sepa");
    const { store } = bank.sandbox.ctx;
    const record = store.get("payments", payment.paymentId);
    if (record) store.put("payments", { ...record, basketId: "basket-1" });
    const read = expectBody(await bank.call("GET", `${payment.self}/status`), 200, PaymentStatusResponse);
    expect(read._links.self?.verbs).toEqual(["GET"]);
    expectError(await bank.call("DELETE", payment.self), 409, "STATUS_INVALID", "paymentId");
  });
});

describe("addressing payments", () => {
  it("answers an unknown paymentId with 404 RESOURCE_UNKNOWN", async () => {
    const answer = await bank.call("GET", "/v1/payments/sepa-credit-transfers/AAAAAAAAAAAAAAAAAAAAAA/status");
    expectError(answer, 404, "RESOURCE_UNKNOWN", "paymentId");
  });

  it("answers a payment read under another service or product with 404 RESOURCE_UNKNOWN", async () => {
    const bulk = await createPayment(bank, "bulk");
    const answer = await bank.call(
      "GET",
      `/v1/periodic-payments/norwegian-domestic-credit-transfers/${bulk.paymentId}`,
    );
    expectError(answer, 404, "RESOURCE_UNKNOWN");
  });

  it.each([
    ["GET", "/v1/payments/cross-border-credit-transfers/abc"],
    ["GET", "/v1/bulk-payments/sepa-credit-transfer/abc/status"],
    ["DELETE", "/v1/periodic-payments/pain.001-norwegian-domestic-credit-transfers/abc"],
    ["POST", "/v1/payments/target-2-payments"],
    ["POST", "/v1/payments/foo/fee-information"],
  ])("%s %s -> 404 PRODUCT_UNKNOWN", async (method, path) => {
    const body = method === "POST" ? {} : undefined;
    expectError(await bank.call(method, path, { body }), 404, "PRODUCT_UNKNOWN", "payment-product");
  });

  it.each([
    ["GET", "/v1/bulk-payments/sepa-credit-transfers/abc"],
    ["GET", "/v1/bulk-payments/sepa-credit-transfers/abc/status"],
    ["GET", "/v1/periodic-payments/sepa-credit-transfers/abc"],
    ["GET", "/v1/payments/instant-norwegian-domestic-credit-transfers-straks/abc"],
    ["POST", "/v1/bulk-payments/sepa-credit-transfers"],
    ["POST", "/v1/payments/instant-norwegian-domestic-credit-transfers-straks"],
    ["POST", "/v1/periodic-payments/sepa-credit-transfers"],
    ["POST", "/v1/payments/sepa-credit-transfers/fee-information"],
  ])("%s %s -> 403 PRODUCT_INVALID", async (method, path) => {
    const body = method === "POST" ? {} : undefined;
    expectError(await bank.call(method, path, { body }), 403, "PRODUCT_INVALID", "payment-product");
  });

  it("leaves /v1/sandbox/* and unknown services alone", async () => {
    expectBody(await bank.call("GET", "/v1/sandbox/customers"), 200, CustomerListResponse);
    expectError(await bank.call("GET", "/v1/card-payments/sepa-credit-transfers/abc"), 404, "NOT_FOUND");
  });
});
