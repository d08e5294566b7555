import { describe, expect, it } from "vitest";
import { BasketCreated } from "../../src/baskets/schema.js";
import { perTppNote } from "../../src/tenancy/unknown.js";
import { type Answer, expectBody, expectError, openBank } from "../helpers/calls.js";
import { createPayment } from "../helpers/created.js";
import { PSU, psuHeaders } from "../helpers/payments.js";

const TPP2 = "PSDNO-FSA-999999992";

const messageOf = (answer: Answer) =>
  (answer.body as { tppMessages: { text: string }[] }).tppMessages[0]?.text;

describe.each(["per-tpp", "shared"] as const)("a 404 for a payment or basket id (tenancy %s)", (tenancy) => {
  it("says ids are per TPP and names the organisation the request came with, the same for an id no TPP has", async () => {
    const bank = await openBank({ tenancy });
    const payment = await createPayment(bank, "sepa");
    const other = await bank.as("tpp2")("GET", payment.self);
    expectError(other, 404, "RESOURCE_UNKNOWN", "paymentId");
    expect(messageOf(other)).toContain(
      `ids are per TPP: this request came with the certificate of ${TPP2} (its organisation id)`,
    );

    const missing = "no-such-payment-id";
    const nowhere = await bank.as("tpp2")("GET", payment.self.replace(payment.paymentId, missing));
    expectError(nowhere, 404, "RESOURCE_UNKNOWN", "paymentId");
    expect(
      messageOf(nowhere)?.replace(missing, payment.paymentId),
      "an id another TPP holds reads exactly like an id nobody holds",
    ).toBe(messageOf(other));
    expect(messageOf(other), "nothing of the other TPP").not.toContain("999999991");

    const basket = expectBody(
      await bank.call("POST", "/v1/signing-baskets", {
        body: { paymentIds: [payment.paymentId] },
        headers: psuHeaders(PSU.private),
      }),
      201,
      BasketCreated,
    );
    const otherBasket = await bank.as("tpp2")("GET", `/v1/signing-baskets/${basket.basketId}`);
    expectError(otherBasket, 404, "RESOURCE_UNKNOWN", "basketId");
    expect(messageOf(otherBasket)).toContain(perTppNote(TPP2));
  });
});
