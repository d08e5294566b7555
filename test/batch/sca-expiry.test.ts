import { describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { admin } from "../helpers/approve.js";
import { expectBody, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

describe("a batch run and SCAs nobody finished", () => {
  it("POST /__admin/batch-runs rejects a payment whose SCA timed out (RCVD -> RJCT, scaStatus failed)", async () => {
    const bank = await openBank();
    const created = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private),
    });
    const { paymentId } = expectBody(created, 201, PaymentCreated);
    const { store, clock } = bank.sandbox.ctx;
    const authorisationId = store.get("payments", paymentId)?.authorisationIds[0] ?? "";

    const early = await admin(bank, "POST", "/batch-runs");
    expect(early.body?.moved).toEqual([]);

    clock.advance(16 * 60_000);
    const late = await admin(bank, "POST", "/batch-runs");
    expect(late.body?.moved).toEqual([{ paymentId, from: "RCVD", to: "RJCT" }]);
    expect(store.get("authorisations", authorisationId)?.scaStatus).toBe("failed");
    expect(store.get("payments", paymentId)?.transactionStatus).toBe("RJCT");
  });
});
