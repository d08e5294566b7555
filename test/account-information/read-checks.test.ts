import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { admin } from "../helpers/approve.js";
import { type Bank, expectError, expectStatus, openBank } from "../helpers/calls.js";
import { callerOf, certificateWithRoles } from "../trust/helpers.js";
import {
  accountIdOf,
  allAccess,
  createConsent,
  decideConsent,
  PRIVATE,
  read,
  ref,
  validConsent,
} from "./reads.js";

let bank: Bank;
let brukskonto: string;
let dir: string | undefined;
beforeEach(async () => {
  bank = await openBank();
  brukskonto = accountIdOf(bank, PRIVATE.brukskonto);
});
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

const balances = () => `/v1/accounts/${brukskonto}/balances`;

describe("the consent checks of a read (docs/account-information.md)", () => {
  it("answers 401 ROLE_INVALID to a certificate whose QC statement has PSP_PI only", async () => {
    const consentId = await validConsent(bank);
    const pisp = await certificateWithRoles(["PSP_PI"], "PSDNO-FSA-555000777");
    const answer = await read(bank, balances(), consentId, { call: callerOf(bank, pisp) });
    expectError(answer, 401, "ROLE_INVALID", "TPP-Signature-Certificate");
  });

  it("answers 400 HTTP_HEADER_REQUIRED without Consent-ID", async () => {
    expectError(await read(bank, balances(), undefined), 400, "HTTP_HEADER_REQUIRED", "Consent-ID");
  });

  it("answers 403 CONSENT_UNKNOWN to an unknown consent and to another TPP's", async () => {
    expectError(await read(bank, balances(), "no-such-consent"), 403, "CONSENT_UNKNOWN", "Consent-ID");
    const consentId = await validConsent(bank);
    const other = await read(bank, balances(), consentId, { call: bank.as("tpp2") });
    expectError(other, 403, "CONSENT_UNKNOWN", "Consent-ID");
  });

  it("answers 401 CONSENT_EXPIRED once the bank clock has passed validUntil", async () => {
    const consentId = await validConsent(bank, allAccess({ validUntil: "2026-03-05" }));
    expectStatus(await read(bank, balances(), consentId), 200);
    expect((await admin(bank, "PUT", "/clock", { advance: "P3D" })).status).toBe(200);
    expectStatus(await read(bank, balances(), consentId), 200);
    expect((await admin(bank, "PUT", "/clock", { advance: "P1D" })).status).toBe(200);
    expectError(await read(bank, balances(), consentId), 401, "CONSENT_EXPIRED", "Consent-ID");
  });

  it("answers 401 CONSENT_INVALID to a consent not yet approved, and to a rejected one", async () => {
    const waiting = await createConsent(bank);
    expectError(await read(bank, balances(), waiting.consentId), 401, "CONSENT_INVALID", "Consent-ID");
    await decideConsent(bank, waiting, "reject");
    expectError(await read(bank, balances(), waiting.consentId), 401, "CONSENT_INVALID", "Consent-ID");
  });

  it("answers 401 CONSENT_INVALID to a consent the PSU revoked and to one the TPP deleted", async () => {
    const revoked = await validConsent(bank);
    const revoke = { consentStatus: "revokedByPsu" };
    expect((await admin(bank, "PUT", `/consents/${revoked}/status`, revoke)).status).toBe(200);
    expectError(await read(bank, balances(), revoked), 401, "CONSENT_INVALID", "Consent-ID");
    const deleted = await validConsent(bank);
    const gone = await bank.call("DELETE", `/v1/consents/${deleted}`, { headers: { "x-accept-fix": "" } });
    expectStatus(gone, 204);
    expectError(await read(bank, balances(), deleted), 401, "CONSENT_INVALID", "Consent-ID");
  });

  it("answers 401 CONSENT_INVALID at account-id to an account outside the consent, at withBalance without balances", async () => {
    const consentId = await validConsent(
      bank,
      allAccess({ access: { transactions: [ref(PRIVATE.brukskonto)] } }),
    );
    const sparekonto = accountIdOf(bank, PRIVATE.sparekonto);
    expectError(
      await read(bank, `/v1/accounts/${sparekonto}`, consentId),
      401,
      "CONSENT_INVALID",
      "account-id",
    );
    expectError(await read(bank, balances(), consentId), 401, "CONSENT_INVALID", "account-id");
    const withBalance = { withBalance: "true" };
    const details = await read(bank, `/v1/accounts/${brukskonto}`, consentId, { query: withBalance });
    expectError(details, 401, "CONSENT_INVALID", "withBalance");
    expectStatus(await read(bank, `/v1/accounts/${brukskonto}`, consentId), 200);
  });
});

describe("frequencyPerDay", () => {
  it("answers the 5th read without PSU-IP-Address of a bank day with 429 ACCESS_EXCEEDED; reads with it are not counted", async () => {
    const consentId = await validConsent(bank, allAccess({ frequencyPerDay: 4 }));
    for (let n = 0; n < 4; n++) {
      expectStatus(await read(bank, balances(), consentId), 200);
      expectStatus(await read(bank, balances(), consentId, { psuPresent: true }), 200);
    }
    expectError(await read(bank, balances(), consentId), 429, "ACCESS_EXCEEDED", "PSU-IP-Address");
    expectError(await read(bank, "/v1/accounts", consentId), 429, "ACCESS_EXCEEDED");
    expectStatus(await read(bank, balances(), consentId, { psuPresent: true }), 200);
  });

  it("counts per bank day in the bank's time zone, and never counts a refused read", async () => {
    // 22:30 UTC is 23:30 in Oslo: an hour later it is the next bank day, while UTC's date is the same.
    expect((await admin(bank, "PUT", "/clock", { now: "2026-03-02T22:30:00Z" })).status).toBe(200);
    const consentId = await validConsent(bank, allAccess({ frequencyPerDay: 2 }));
    const transactions = `/v1/accounts/${brukskonto}/transactions`;
    const tooOld = { bookingStatus: "booked", dateFrom: "2025-11-01" };
    expectError(
      await read(bank, transactions, consentId, { query: tooOld }),
      400,
      "PERIOD_INVALID",
      "dateFrom",
    );
    expectStatus(await read(bank, balances(), consentId), 200);
    expectStatus(await read(bank, balances(), consentId), 200);
    expectError(await read(bank, balances(), consentId), 429, "ACCESS_EXCEEDED");
    expect((await admin(bank, "PUT", "/clock", { advance: "PT1H" })).status).toBe(200);
    expectStatus(await read(bank, balances(), consentId), 200);
  });

  it("keeps the day's count across a restart", async () => {
    dir = mkdtempSync(join(tmpdir(), "ais-reads-"));
    const data = join(dir, "data.json");
    const first = await openBank({ memory: false, data });
    const consentId = await validConsent(first, allAccess({ frequencyPerDay: 1 }));
    const id = accountIdOf(first, PRIVATE.brukskonto);
    expectStatus(await read(first, `/v1/accounts/${id}/balances`, consentId), 200);
    await first.sandbox.close();
    const again = await openBank({ memory: false, data });
    try {
      const answer = await read(again, `/v1/accounts/${id}/balances`, consentId);
      expectError(answer, 429, "ACCESS_EXCEEDED", "PSU-IP-Address");
    } finally {
      await again.sandbox.close();
    }
  });
});

describe("90 days without the PSU", () => {
  it("answers 400 PERIOD_INVALID to a report reaching back more than 90 days without PSU-IP-Address, and the report with it", async () => {
    const consentId = await validConsent(bank);
    const path = `/v1/accounts/${brukskonto}/transactions`;
    const query = { bookingStatus: "booked", dateFrom: "2025-12-01" };
    expectError(await read(bank, path, consentId, { query }), 400, "PERIOD_INVALID", "dateFrom");
    expectStatus(await read(bank, path, consentId, { query, psuPresent: true }), 200);
    expectStatus(await read(bank, path, consentId, { query: { ...query, dateFrom: "2025-12-02" } }), 200);
  });
});
