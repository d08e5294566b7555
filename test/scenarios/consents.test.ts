import { describe, expect, it } from "vitest";
import { ConsentCreated, ConsentInformation } from "../../src/account-information/schema/consents.js";
import { admin } from "../helpers/approve.js";
import { type Bank, expectBody, expectError, expectStatus, openBank, TODAY } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { decideSca, scaPage } from "../helpers/sca.js";
import { CONSENTS, consentBody, consentStatus } from "../account-information/helpers.js";

/** X-Sandbox-Scenario on a consent's creation: a consent the PSU rejects, one that expires tomorrow. */
function post(bank: Bank, scenario: string) {
  const headers = psuHeaders(PSU.private, { "X-Sandbox-Scenario": scenario });
  return bank.call("POST", CONSENTS, { body: consentBody(), headers });
}

async function created(bank: Bank, scenario: string) {
  return expectBody(await post(bank, scenario), 201, ConsentCreated);
}

describe("X-Sandbox-Scenario on POST /v1/consents", () => {
  it("sca-failed: the PSU's approval counts as a failed SCA, and the consent is rejected", async () => {
    const bank = await openBank();
    const consent = await created(bank, "sca-failed");
    const done = await decideSca(
      bank,
      consent._links.scaRedirect.href,
      PSU.private.customerNumber,
      "approve",
    );
    expect(done.status, done.text).toBe(303);
    expect(await consentStatus(bank, consent.consentId)).toEqual({ consentStatus: "rejected" });
  });

  it("sca-abandoned: the SCA has timed out at once; the page says so and the consent is rejected", async () => {
    const bank = await openBank();
    const consent = await created(bank, "sca-abandoned");
    expect((await scaPage(bank, consent._links.scaRedirect.href)).status).toBe(410);
    expect(await consentStatus(bank, consent.consentId)).toEqual({ consentStatus: "rejected" });
  });

  it("expires-tomorrow: granted until today whatever the body asks; valid once approved, expired when the bank's clock reaches tomorrow", async () => {
    const bank = await openBank();
    const consent = await created(bank, "expires-tomorrow");
    const done = await decideSca(
      bank,
      consent._links.scaRedirect.href,
      PSU.private.customerNumber,
      "approve",
    );
    expect(done.status, done.text).toBe(303);
    const read = await bank.call("GET", `${CONSENTS}/${consent.consentId}`, {
      headers: { "x-accept-fix": "" },
    });
    expect(expectBody(read, 200, ConsentInformation)).toMatchObject({
      validUntil: TODAY,
      consentStatus: "valid",
    });
    expectStatus(await admin(bank, "PUT", "/clock", { advance: "P1D" }), 200);
    expect(await consentStatus(bank, consent.consentId)).toEqual({ consentStatus: "expired" });
  });

  it("a payment's scenario on a consent, or the consent's on a payment, is a 400 naming the header", async () => {
    const bank = await openBank();
    const refused = expectError(
      await post(bank, "insufficient-funds"),
      400,
      "FORMAT_ERROR",
      "X-Sandbox-Scenario",
    );
    expect(refused.tppMessages[0]?.text).toContain("expires-tomorrow");
    const payment = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private, { "X-Sandbox-Scenario": "expires-tomorrow" }),
    });
    expectError(payment, 400, "FORMAT_ERROR", "X-Sandbox-Scenario");
  });
});

describe("faults on account information", () => {
  it("a rule on /v1/consents answers its status once, then the bank answers again", async () => {
    const bank = await openBank();
    const rules = { rules: [{ method: "POST", path: "/v1/consents", status: 503, times: 1 }] };
    expectStatus(await admin(bank, "PUT", "/faults", rules), 200);
    const headers = psuHeaders(PSU.private);
    const faulted = await bank.call("POST", CONSENTS, { body: consentBody(), headers });
    expectError(faulted, 503, "SERVICE_UNAVAILABLE");
    expectBody(await bank.call("POST", CONSENTS, { body: consentBody(), headers }), 201, ConsentCreated);
  });
});
