import { beforeEach, describe, expect, it } from "vitest";
import { AuthorisationStarted, ScaStatusResponse } from "../../src/sca/schema.js";
import { type Bank, expectBody, openBank } from "../helpers/calls.js";
import { PSU } from "../helpers/payments.js";
import { decideSca } from "../helpers/sca.js";
import { paymentForSca, statusOf } from "./flow-helpers.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

async function scaStatus(self: string, authorisationId: string) {
  const answer = await bank.call("GET", `${self}/authorisations/${authorisationId}`);
  return expectBody(answer, 200, ScaStatusResponse).scaStatus;
}

describe("a second authorisation decides the payment: the first one's scaStatus follows", () => {
  it.each([
    ["approve", "finalised", "ACTC"],
    ["reject", "failed", "RJCT"],
  ] as const)("%s -> both %s, payment %s", async (action, scaStatusNow, transactionStatus) => {
    const payment = await paymentForSca(bank, "sepa");
    const second = expectBody(
      await bank.call("POST", `${payment.self}/authorisations`),
      201,
      AuthorisationStarted,
    );
    expect(await scaStatus(payment.self, payment.authorisationId)).toBe("received");
    const done = await decideSca(bank, second._links.scaRedirect.href, PSU.private.customerNumber, action);
    expect(done.status).toBe(303);
    expect(statusOf(bank, payment.paymentId)).toBe(transactionStatus);
    expect(await scaStatus(payment.self, second.authorisationId)).toBe(scaStatusNow);
    expect(await scaStatus(payment.self, payment.authorisationId)).toBe(scaStatusNow);
  });
});
