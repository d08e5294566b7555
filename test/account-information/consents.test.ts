import { describe, expect, it } from "vitest";
import {
  ConsentCreated,
  ConsentCreatedExplicit,
  ConsentInformation,
  ConsentStatusResponse,
} from "../../src/account-information/schema/consents.js";
import { expectBody, expectError, expectStatus, openBank } from "../helpers/calls.js";
import { ibanOf, PSU, psuHeaders, withField } from "../helpers/payments.js";
import { CONSENTS, consentBody, createConsent, decideConsent, PRIVATE_BRUKSKONTO_ID } from "./helpers.js";

const read = { "x-accept-fix": "" };

describe("POST /v1/consents", () => {
  it("answers 201 received with the SCA links, Location and the redirect approach", async () => {
    const bank = await openBank();
    const answer = await bank.call("POST", CONSENTS, {
      body: consentBody(),
      headers: psuHeaders(PSU.private),
    });
    const created = expectBody(answer, 201, ConsentCreated);
    expect(created.consentStatus).toBe("received");
    expect(created._links.self.href).toBe(`http://sandbox.test/v1/consents/${created.consentId}`);
    expect(created._links.self.verbs).toEqual(["GET", "DELETE"]);
    expect(created._links.scaRedirect.href).toMatch(/^http:\/\/sandbox\.test\/sca\//);
    expect(created._links.scaStatus.href).toMatch(
      new RegExp(`/v1/consents/${created.consentId}/authorisations/`),
    );
    expect(answer.headers.get("Location")).toBe(created._links.self.href);
    expect(answer.headers.get("ASPSP-SCA-Approach")).toBe("REDIRECT");
  });

  it.each([
    ["allPsd2", { allPsd2: "allAccounts" }],
    ["availableAccounts", { availableAccounts: "allAccountsWithOwnerName" }],
    ["availableAccountsWithBalance", { availableAccountsWithBalance: "allAccounts" }],
    ["a card account by maskedPan", { accounts: [{ maskedPan: "525412******3241" }] }],
  ])("takes access as %s", async (name, access) => {
    const bank = await openBank();
    const listOnly = name.startsWith("available");
    const body = consentBody({
      access,
      ...(listOnly ? { recurringIndicator: false, frequencyPerDay: 1 } : {}),
    });
    const card = bank.sandbox.ctx.store.get("cardAccounts", "53b3f665-c338-482c-881e-b76e23b8ce08");
    if (name.startsWith("a card")) body.access = { accounts: [{ maskedPan: card?.maskedPan }] };
    const created = await createConsent(bank, body);
    const got = expectBody(
      await bank.call("GET", `${CONSENTS}/${created.consentId}`, { headers: read }),
      200,
      ConsentInformation,
    );
    expect(got.access).toEqual(body.access);
    expect(got.consentStatus).toBe("received");
  });

  it("answers startAuthorisation instead of scaRedirect when the TPP prefers to start it", async () => {
    const bank = await openBank();
    const headers = psuHeaders(PSU.private, { "TPP-Explicit-Authorisation-Preferred": "true" });
    const answer = await bank.call("POST", CONSENTS, { body: consentBody(), headers });
    const created = expectBody(answer, 201, ConsentCreatedExplicit);
    expect(created._links.startAuthorisation.href).toBe(
      `http://sandbox.test/v1/consents/${created.consentId}/authorisations`,
    );
    const listed = await bank.call("GET", `${CONSENTS}/${created.consentId}/authorisations`);
    expect(listed.body).toEqual({ authorisationIds: [] });
    // Started without TPP-Redirect-URI: the PSU goes back where the creation said.
    const started = await bank.call("POST", `${CONSENTS}/${created.consentId}/authorisations`);
    expect(started.status, started.text).toBe(201);
    const { authorisationId } = started.body as { authorisationId: string };
    const redirect = bank.sandbox.ctx.store.get("authorisations", authorisationId)?.redirect;
    expect(redirect?.ok).toBe("https://tpp.example/callback");
  });

  it.each([
    ["an empty list", withField(consentBody(), "access.balances", []), "access.balances"],
    ["a list beside allPsd2", withField(consentBody(), "access.allPsd2", "allAccounts"), "access.accounts"],
    [
      "a duplicate account",
      withField(consentBody(), "access.accounts[1]", { bban: PSU.private.brukskonto }),
      "access.accounts[1]",
    ],
    ["validUntil in the past", consentBody({ validUntil: "2026-03-01" }), "validUntil"],
    [
      "combinedServiceIndicator true",
      consentBody({ combinedServiceIndicator: true }),
      "combinedServiceIndicator",
    ],
    ["frequencyPerDay over 4", consentBody({ frequencyPerDay: 5 }), "frequencyPerDay"],
    [
      "a one-off consent reading twice a day",
      consentBody({ recurringIndicator: false, frequencyPerDay: 2 }),
      "frequencyPerDay",
    ],
    [
      "a pan",
      withField(consentBody(), "access.accounts[0]", { pan: "5254120000003241" }),
      "access.accounts[0].pan",
    ],
    ["no access", consentBody({ access: {} }), "access"],
    ["a missing field", withField(consentBody(), "recurringIndicator", undefined), "recurringIndicator"],
    [
      "another currency than the account's",
      withField(consentBody(), "access.accounts[1].currency", "EUR"),
      "access.accounts[1].currency",
    ],
  ])("answers 400 FORMAT_ERROR for %s", async (_name, body, path) => {
    const bank = await openBank();
    const answer = await bank.call("POST", CONSENTS, { body, headers: psuHeaders(PSU.private) });
    expectError(answer, 400, "FORMAT_ERROR", path);
  });

  it("answers 403 FORBIDDEN at the reference naming another customer's account, and stores nothing", async () => {
    const bank = await openBank();
    const body = withField(consentBody(), "access.transactions[0]", {
      iban: ibanOf(PSU.private2.brukskonto),
    });
    const answer = await bank.call("POST", CONSENTS, { body, headers: psuHeaders(PSU.private) });
    expectError(answer, 403, "FORBIDDEN", "access.transactions[0]");
    expect(bank.sandbox.ctx.store.values("consents")).toEqual([]);
  });

  it("answers 401 PSU_CREDENTIALS_INVALID for a PSU that is no customer, 400 for missing headers", async () => {
    const bank = await openBank();
    const stranger = psuHeaders({ customerId: "00000000-0000-4000-8000-000000000000" });
    expectError(
      await bank.call("POST", CONSENTS, { body: consentBody(), headers: stranger }),
      401,
      "PSU_CREDENTIALS_INVALID",
      "PSU-ID",
    );
    const { "TPP-Redirect-URI": _, ...noRedirect } = psuHeaders(PSU.private);
    expectError(
      await bank.call("POST", CONSENTS, { body: consentBody(), headers: noRedirect }),
      400,
      "HTTP_HEADER_REQUIRED",
      "TPP-Redirect-URI",
    );
  });

  it("grants validUntil at most 180 days on and shows the date granted", async () => {
    const bank = await openBank();
    const created = await createConsent(bank, consentBody({ validUntil: "9999-12-31" }));
    const got = expectBody(
      await bank.call("GET", `${CONSENTS}/${created.consentId}`, { headers: read }),
      200,
      ConsentInformation,
    );
    expect(got.validUntil).toBe("2026-08-29");
    expect(got.lastActionDate).toBe("2026-03-02");
  });
});

describe("GET /v1/consents/{consentId}", () => {
  it("answers 403 CONSENT_UNKNOWN for an unknown consent and for another TPP's", async () => {
    const bank = await openBank();
    const created = await createConsent(bank);
    for (const path of ["/v1/consents/nope", "/v1/consents/nope/status"]) {
      expectError(await bank.call("GET", path, { headers: read }), 403, "CONSENT_UNKNOWN", "consentId");
    }
    const other = bank.as("tpp2");
    expectError(
      await other("GET", `${CONSENTS}/${created.consentId}`, { headers: read }),
      403,
      "CONSENT_UNKNOWN",
      "consentId",
    );
    expectError(
      await other("DELETE", `${CONSENTS}/${created.consentId}`, { headers: read }),
      403,
      "CONSENT_UNKNOWN",
    );
  });

  it("shows valid after the PSU approves, with what it grants stored", async () => {
    const bank = await openBank();
    const created = await createConsent(bank);
    await decideConsent(bank, created, "approve");
    const status = await bank.call("GET", `${CONSENTS}/${created.consentId}/status`, { headers: read });
    expect(expectBody(status, 200, ConsentStatusResponse)).toEqual({ consentStatus: "valid" });
    const stored = bank.sandbox.ctx.store.get("consents", created.consentId);
    expect(stored?.granted).toEqual({
      accounts: [PRIVATE_BRUKSKONTO_ID, "bc4e04db-1443-4f74-8f22-5c50e9537460"],
      balances: [PRIVATE_BRUKSKONTO_ID],
      transactions: [PRIVATE_BRUKSKONTO_ID],
    });
    const scaStatus = await bank.call("GET", new URL(created._links.scaStatus.href).pathname);
    expect(scaStatus.body).toEqual({ scaStatus: "finalised" });
  });

  it("shows rejected after the PSU rejects", async () => {
    const bank = await openBank();
    const created = await createConsent(bank);
    await decideConsent(bank, created, "reject");
    const status = await bank.call("GET", `${CONSENTS}/${created.consentId}/status`, { headers: read });
    expect(expectBody(status, 200, ConsentStatusResponse)).toEqual({ consentStatus: "rejected" });
  });

  it("requires x-accept-fix", async () => {
    const bank = await openBank();
    const created = await createConsent(bank);
    expectError(
      await bank.call("GET", `${CONSENTS}/${created.consentId}`),
      400,
      "HTTP_HEADER_REQUIRED",
      "x-accept-fix",
    );
    expectStatus(await bank.call("GET", `${CONSENTS}/${created.consentId}`, { headers: read }), 200);
  });
});
