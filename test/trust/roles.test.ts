import { describe, it } from "vitest";
import { expectError, expectStatus, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { callerOf, certificateWithRoles } from "./helpers.js";

describe("PSD2 roles", () => {
  it("POST /v1/payments/sepa-credit-transfers answers 401 ROLE_INVALID to a certificate whose QC statement lacks PSP_PI", async () => {
    const bank = await openBank();
    const aisp = await certificateWithRoles(["PSP_AI"], "PSDNO-FSA-555000666");
    const call = callerOf(bank, aisp);
    const answer = await call("POST", SEPA_PATH, { body: sepaPayment(), headers: psuHeaders(PSU.private) });
    expectError(answer, 401, "ROLE_INVALID", "TPP-Signature-Certificate");
    expectError(
      await call("POST", "/v1/signing-baskets", { body: { paymentIds: ["x"] } }),
      401,
      "ROLE_INVALID",
    );
    expectStatus(await call("GET", "/v1/sandbox/customers"), 200);
  });
});
