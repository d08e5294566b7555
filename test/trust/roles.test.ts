import { readFileSync } from "node:fs";
import { describe, it } from "vitest";
import { generateTestCertificates } from "../../src/signing/generate.js";
import { expectError, expectStatus, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { callerOf } from "./helpers.js";

const ca = () => ({
  certificate: loadFixtureTpp().caCertificate,
  privateKey: readFileSync(new URL("../../fixtures/test-tpp/ca.key.pem", import.meta.url), "utf8"),
});

describe("PSD2 roles", () => {
  it("POST /v1/payments/sepa-credit-transfers answers 401 ROLE_INVALID to a certificate whose QC statement lacks PSP_PI", async () => {
    const bank = await openBank();
    const aisp = await generateTestCertificates({
      organisationId: "PSDNO-FSA-555000666",
      roles: ["PSP_AI"],
      ca: ca(),
      validFrom: new Date("2025-01-01T00:00:00Z"),
    });
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
