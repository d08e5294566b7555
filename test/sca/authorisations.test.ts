import { beforeEach, describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { AuthorisationList, ScaStatusResponse } from "../../src/sca/schema.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { createPayment, type Kind, setStatus } from "../helpers/created.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

describe.each<Kind>(["sepa", "periodic", "bulk"])("authorisations of a %s payment", (kind) => {
  it("lists the payment authorisation made with the payment, and no cancellation ones", async () => {
    const payment = await createPayment(bank, kind);
    const list = expectBody(await bank.call("GET", `${payment.self}/authorisations`), 200, AuthorisationList);
    expect(list.authorisationIds).toHaveLength(1);
    const none = await bank.call("GET", `${payment.self}/cancellation-authorisations`);
    expect(expectBody(none, 200, AuthorisationList)).toEqual({ authorisationIds: [] });
    const one = await bank.call("GET", `${payment.self}/authorisations/${list.authorisationIds[0]}`);
    expect(expectBody(one, 200, ScaStatusResponse)).toEqual({ scaStatus: "received" });
  });
});

describe("authorisation lookups that fail", () => {
  it("an unknown authorisationId -> 404 RESOURCE_UNKNOWN", async () => {
    const payment = await createPayment(bank, "sepa");
    const answer = await bank.call("GET", `${payment.self}/authorisations/nope`);
    expectError(answer, 404, "RESOURCE_UNKNOWN", "authorisationId");
  });

  it("another payment's authorisation -> 404", async () => {
    const a = await createPayment(bank, "sepa");
    const other = sepaPayment({ instructedAmount: { currency: "EUR", amount: "9.00" } });
    const answer = await bank.call("POST", SEPA_PATH, { body: other, headers: psuHeaders(PSU.private) });
    const b = expectBody(answer, 201, PaymentCreated);
    const bId = b._links.scaStatus.href.split("/").at(-1);
    expectError(await bank.call("GET", `${a.self}/authorisations/${bId}`), 404, "RESOURCE_UNKNOWN");
  });

  it("a payment authorisation read as a cancellation authorisation -> 404", async () => {
    const payment = await createPayment(bank, "sepa");
    setStatus(bank, payment.paymentId, "ACTC");
    const list = expectBody(await bank.call("GET", `${payment.self}/authorisations`), 200, AuthorisationList);
    const answer = await bank.call(
      "GET",
      `${payment.self}/cancellation-authorisations/${list.authorisationIds[0]}`,
    );
    expectError(answer, 404, "RESOURCE_UNKNOWN");
  });

  it("another TPP -> 404 for the list and the authorisation", async () => {
    const payment = await createPayment(bank, "bulk");
    const list = expectBody(await bank.call("GET", `${payment.self}/authorisations`), 200, AuthorisationList);
    const other = bank.as("tpp2");
    expectError(await other("GET", `${payment.self}/authorisations`), 404, "RESOURCE_UNKNOWN");
    expectError(
      await other("GET", `${payment.self}/authorisations/${list.authorisationIds[0]}`),
      404,
      "RESOURCE_UNKNOWN",
    );
  });

  it("an unknown product -> 404 PRODUCT_UNKNOWN", async () => {
    expectError(await bank.call("GET", "/v1/payments/foo/abc/authorisations"), 404, "PRODUCT_UNKNOWN");
  });
});
