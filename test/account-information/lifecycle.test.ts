import { describe, expect, it } from "vitest";
import { ConsentCreated, ConsentStatusResponse } from "../../src/account-information/schema/consents.js";
import { admin } from "../helpers/approve.js";
import { type Bank, expectBody, expectError, expectStatus, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders } from "../helpers/payments.js";
import { customerNumberOf, scaPage } from "../helpers/sca.js";
import { callerOf, certificateWithRoles } from "../trust/helpers.js";
import { CONSENTS, consentBody, createConsent, decideConsent, validConsent } from "./helpers.js";

const read = { headers: { "x-accept-fix": "" } };

async function statusOf(bank: Bank, consentId: string): Promise<string> {
  const answer = await bank.call("GET", `${CONSENTS}/${consentId}/status`, read);
  return expectBody(answer, 200, ConsentStatusResponse).consentStatus;
}

const revoke = (bank: Bank, consentId: string) =>
  admin(bank, "PUT", `/consents/${consentId}/status`, { consentStatus: "revokedByPsu" });

describe("a consent's lifecycle", () => {
  it("DELETE ends a received or a valid consent (terminatedByTpp), and no other", async () => {
    const bank = await openBank();
    const received = await createConsent(bank);
    expectStatus(await bank.call("DELETE", `${CONSENTS}/${received.consentId}`, read), 204);
    expect(await statusOf(bank, received.consentId)).toBe("terminatedByTpp");
    expectError(
      await bank.call("DELETE", `${CONSENTS}/${received.consentId}`, read),
      409,
      "STATUS_INVALID",
      "consentId",
    );
    // Its SCA page can no longer decide it.
    const page = await scaPage(bank, received._links.scaRedirect.href, {
      customerNumber: PSU.private.customerNumber,
      action: "approve",
    });
    expect(page.status).toBe(409);
    expect(await statusOf(bank, received.consentId)).toBe("terminatedByTpp");
    const valid = await validConsent(bank);
    expectStatus(await bank.call("DELETE", `${CONSENTS}/${valid}`, read), 204);
    expect(await statusOf(bank, valid)).toBe("terminatedByTpp");
  });

  it("expires once the bank date passes validUntil (the day itself still counts)", async () => {
    const bank = await openBank();
    const valid = await validConsent(bank, consentBody({ validUntil: "2026-03-10" }));
    const waiting = (
      await createConsent(
        bank,
        consentBody({ validUntil: "2026-03-10", recurringIndicator: false, frequencyPerDay: 1 }),
      )
    ).consentId;
    expectStatus(await admin(bank, "PUT", "/clock", { now: "2026-03-10T22:30:00Z" }), 200);
    expect(await statusOf(bank, valid)).toBe("valid");
    expectStatus(await admin(bank, "PUT", "/clock", { advance: "PT1H" }), 200);
    expect(await statusOf(bank, valid)).toBe("expired");
    const got = await bank.call("GET", `${CONSENTS}/${valid}`, read);
    expect(got.body).toMatchObject({ consentStatus: "expired", lastActionDate: "2026-03-11" });
    // Never authorised by then: its SCA ran out first (rejected).
    expect(await statusOf(bank, waiting)).toBe("rejected");
    expectError(await bank.call("DELETE", `${CONSENTS}/${valid}`, read), 409, "STATUS_INVALID");
  });

  it("is expired by the batch runs of a clock move even when nobody reads it (as the dashboard lists it)", async () => {
    const bank = await openBank();
    const valid = await validConsent(bank, consentBody({ validUntil: "2026-03-10" }));
    const listed = async (status: string) => {
      const page = await bank.sandbox.app.request(`http://sandbox.test/__admin/ui/consents?status=${status}`);
      return (await page.text()).includes(valid);
    };
    expectStatus(await admin(bank, "PUT", "/clock", { now: "2026-03-10T12:00:00Z" }), 200);
    expect(await listed("valid")).toBe(true);
    expectStatus(await admin(bank, "PUT", "/clock", { advance: "P1D" }), 200);
    expect(await listed("expired")).toBe(true);
    expect(await listed("valid")).toBe(false);
  });

  it("is rejected when the PSU does not decide in time", async () => {
    const bank = await openBank();
    const created = await createConsent(bank);
    expectStatus(await admin(bank, "PUT", "/clock", { advance: "PT1H" }), 200);
    expect(await statusOf(bank, created.consentId)).toBe("rejected");
    const scaStatus = await bank.call("GET", new URL(created._links.scaStatus.href).pathname);
    expect(scaStatus.body).toEqual({ scaStatus: "failed" });
  });

  it("is revoked by its PSU through the control API, once and only when valid", async () => {
    const bank = await openBank();
    const valid = await validConsent(bank);
    const revoked = await revoke(bank, valid);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.body).toEqual({ consentId: valid, consentStatus: "revokedByPsu" });
    expect(await statusOf(bank, valid)).toBe("revokedByPsu");
    const again = await revoke(bank, valid);
    expect(again.status, again.text).toBe(409);
    const received = await createConsent(bank);
    expect((await revoke(bank, received.consentId)).status).toBe(409);
    expect((await revoke(bank, "no-such-consent")).status).toBe(404);
    const wrong = await admin(bank, "PUT", `/consents/${valid}/status`, { consentStatus: "expired" });
    expect(wrong.status, wrong.text).toBe(400);
  });

  it("expires the PSU's former recurring consent for the same TPP when a newer one is authorised", async () => {
    const bank = await openBank();
    const former = await validConsent(bank);
    const oneOff = await validConsent(bank, consentBody({ recurringIndicator: false, frequencyPerDay: 1 }));
    const waiting = await createConsent(bank);
    const newer = await createConsent(bank);
    expect(await statusOf(bank, former)).toBe("valid");
    await decideConsent(bank, newer, "approve");
    expect(await statusOf(bank, newer.consentId)).toBe("valid");
    expect(await statusOf(bank, former)).toBe("expired");
    expect(bank.sandbox.ctx.store.get("consents", former)?.replacedBy).toBe(newer.consentId);
    expect(await statusOf(bank, oneOff)).toBe("valid");
    expect(await statusOf(bank, waiting.consentId)).toBe("received");
  });

  it("does not replace another TPP's consent", async () => {
    const bank = await openBank();
    const mine = await validConsent(bank);
    const theirs = expectBody(
      await bank.as("tpp2")("POST", CONSENTS, { body: consentBody(), headers: psuHeaders(PSU.private) }),
      201,
      ConsentCreated,
    );
    const done = await scaPage(bank, theirs._links.scaRedirect.href, {
      customerNumber: PSU.private.customerNumber,
      action: "approve",
    });
    expect(done.status, done.text).toBe(303);
    expect(await statusOf(bank, mine)).toBe("valid");
  });

  it("shows the PSU on the SCA page which accounts and which access are asked, and only to that PSU", async () => {
    const bank = await openBank();
    const created = await createConsent(bank);
    const page = await scaPage(bank, created._links.scaRedirect.href, {
      customerNumber: PSU.private.customerNumber,
    });
    expect(page.status, page.text).toBe(200);
    for (const text of [
      "Give access to your accounts",
      "Balances",
      "Transactions",
      "Account details",
      "NO",
      PSU.private.sparekonto,
      "2026-06-30",
    ]) {
      expect(page.text).toContain(text);
    }
    const stranger = await scaPage(bank, created._links.scaRedirect.href, {
      customerNumber: customerNumberOf(bank, PSU.private2.customerId),
      action: "approve",
    });
    expect(stranger.status, stranger.text).toBe(403);
    expect(await statusOf(bank, created.consentId)).toBe("received");
  });

  it("starts a second authorisation only while the consent is received", async () => {
    const bank = await openBank();
    const created = await createConsent(bank);
    const started = await bank.call("POST", `${CONSENTS}/${created.consentId}/authorisations`);
    expectStatus(started, 201);
    const listed = await bank.call("GET", `${CONSENTS}/${created.consentId}/authorisations`);
    expect((listed.body as { authorisationIds: string[] }).authorisationIds).toHaveLength(2);
    await decideConsent(bank, created, "approve");
    expectError(
      await bank.call("POST", `${CONSENTS}/${created.consentId}/authorisations`),
      409,
      "STATUS_INVALID",
      "consentId",
    );
    expectError(
      await bank.call("GET", `${CONSENTS}/${created.consentId}/authorisations/nope`),
      404,
      "RESOURCE_UNKNOWN",
      "authorisationId",
    );
    expectError(
      await bank.call("GET", `${CONSENTS}/nope/authorisations`),
      403,
      "CONSENT_UNKNOWN",
      "consentId",
    );
  });
});

describe("the PSP_AI role", () => {
  it("answers 401 ROLE_INVALID to a certificate whose QC statement carries PSP_PI only", async () => {
    const bank = await openBank();
    const created = await createConsent(bank);
    const pisp = await certificateWithRoles(["PSP_PI"], "PSDNO-FSA-555000777");
    const call = callerOf(bank, pisp);
    const refused = await call("POST", CONSENTS, { body: consentBody(), headers: psuHeaders(PSU.private) });
    expectError(refused, 401, "ROLE_INVALID", "TPP-Signature-Certificate");
    expect(refused.text).toContain("PSP_AI");
    expectError(await call("GET", `${CONSENTS}/${created.consentId}`, read), 401, "ROLE_INVALID");
    expectError(await call("GET", `${CONSENTS}/${created.consentId}/authorisations`), 401, "ROLE_INVALID");
  });
});

describe("consents with a bank per TPP", () => {
  it("keeps the consent in its TPP's bank, where its SCA page and the control API find it", async () => {
    const bank = await openBank({ tenancy: "per-tpp" });
    const created = await createConsent(bank);
    const [own] = bank.sandbox.ctx.tenancy.tppBanks();
    expect(own?.store.get("consents", created.consentId)?.consentStatus).toBe("received");
    expect(bank.sandbox.ctx.store.get("consents", created.consentId)).toBeUndefined();
    await decideConsent(bank, created, "approve");
    expect(await statusOf(bank, created.consentId)).toBe("valid");
    expect((await revoke(bank, created.consentId)).status).toBe(200);
    expect(await statusOf(bank, created.consentId)).toBe("revokedByPsu");
  });
});
