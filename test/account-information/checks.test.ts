import { describe, expect, it } from "vitest";
import {
  accessibleIds,
  type CheckedConsent,
  type ConsentCheck,
  checkConsent,
} from "../../src/account-information/checks.js";

const consent = (over: Partial<CheckedConsent> = {}): CheckedConsent => ({
  consentId: "c-1",
  tppId: "tpp-a",
  psuId: "psu-1",
  status: "valid",
  recurringIndicator: true,
  validUntil: "2026-06-30",
  frequencyPerDay: 4,
  access: { accounts: ["acc-1"], balances: ["acc-1"], transactions: ["acc-1", "card-1"] },
  ...over,
});

const check = (over: Partial<ConsentCheck> = {}): ConsentCheck => ({
  tpp: { qcStatement: true, roles: ["PSP_AI", "PSP_PI"] },
  consentId: "c-1",
  consent: consent(),
  request: { read: "transactions", resourceId: "acc-1", withBalance: false },
  today: "2026-06-01",
  psuPresent: true,
  readsToday: 0,
  ...over,
});

const listOnly = consent({
  access: { accounts: ["acc-1", "acc-2"], balances: [], transactions: [], listOnly: "accounts" },
});

describe("the consent checks of an account information read", () => {
  it.each<[string, Partial<ConsentCheck>, number, string, string]>([
    [
      "a certificate with PSP_PI only",
      { tpp: { qcStatement: true, roles: ["PSP_PI"] } },
      401,
      "ROLE_INVALID",
      "TPP-Signature-Certificate",
    ],
    [
      "a certificate with no role",
      { tpp: { qcStatement: true, roles: [] } },
      401,
      "ROLE_INVALID",
      "TPP-Signature-Certificate",
    ],
    ["no Consent-ID", { consentId: undefined }, 400, "HTTP_HEADER_REQUIRED", "Consent-ID"],
    ["an empty Consent-ID", { consentId: " " }, 400, "HTTP_HEADER_REQUIRED", "Consent-ID"],
    ["an unknown (or another TPP's) consent", { consent: undefined }, 403, "CONSENT_UNKNOWN", "Consent-ID"],
    [
      "a consent not yet authorised",
      { consent: consent({ status: "received" }) },
      401,
      "CONSENT_INVALID",
      "Consent-ID",
    ],
    [
      "a rejected consent",
      { consent: consent({ status: "rejected" }) },
      401,
      "CONSENT_INVALID",
      "Consent-ID",
    ],
    [
      "a consent the PSU revoked",
      { consent: consent({ status: "revokedByPsu" }) },
      401,
      "CONSENT_INVALID",
      "Consent-ID",
    ],
    [
      "a consent the TPP deleted",
      { consent: consent({ status: "terminatedByTpp" }) },
      401,
      "CONSENT_INVALID",
      "Consent-ID",
    ],
    ["an expired consent", { consent: consent({ status: "expired" }) }, 401, "CONSENT_EXPIRED", "Consent-ID"],
    ["a valid consent past validUntil", { today: "2026-07-01" }, 401, "CONSENT_EXPIRED", "Consent-ID"],
    [
      "an account outside the consent",
      { request: { read: "details", resourceId: "acc-9", withBalance: false } },
      401,
      "CONSENT_INVALID",
      "account-id",
    ],
    [
      "balances not granted",
      { request: { read: "balances", resourceId: "card-1" } },
      401,
      "CONSENT_INVALID",
      "account-id",
    ],
    [
      "transactions not granted",
      { consent: consent({ access: { accounts: ["acc-1"], balances: [], transactions: [] } }) },
      401,
      "CONSENT_INVALID",
      "account-id",
    ],
    [
      "details withBalance without balances",
      { request: { read: "details", resourceId: "card-1", withBalance: true } },
      401,
      "CONSENT_INVALID",
      "withBalance",
    ],
    [
      "transactions withBalance without balances",
      { request: { read: "transactions", resourceId: "card-1", withBalance: true } },
      401,
      "CONSENT_INVALID",
      "withBalance",
    ],
    [
      "the list withBalance, one account without balances",
      { request: { read: "list", withBalance: true } },
      401,
      "CONSENT_INVALID",
      "withBalance",
    ],
    [
      "an account's details on a list-only consent",
      { consent: listOnly, request: { read: "details", resourceId: "acc-1", withBalance: false } },
      401,
      "CONSENT_INVALID",
      "account-id",
    ],
    [
      "the list withBalance on availableAccounts",
      { consent: listOnly, request: { read: "list", withBalance: true } },
      401,
      "CONSENT_INVALID",
      "withBalance",
    ],
    [
      "the 5th read without the PSU on frequencyPerDay 4",
      { psuPresent: false, readsToday: 4 },
      429,
      "ACCESS_EXCEEDED",
      "PSU-IP-Address",
    ],
    [
      "the 2nd read without the PSU on frequencyPerDay 1",
      { psuPresent: false, readsToday: 1, consent: consent({ frequencyPerDay: 1 }) },
      429,
      "ACCESS_EXCEEDED",
      "PSU-IP-Address",
    ],
    // The order a TPP fixes them in: the role before the consent, the status before the account.
    [
      "PSP_PI only and no Consent-ID",
      { tpp: { qcStatement: true, roles: ["PSP_PI"] }, consentId: undefined },
      401,
      "ROLE_INVALID",
      "TPP-Signature-Certificate",
    ],
    [
      "expired and an account outside it",
      { today: "2026-07-01", request: { read: "balances", resourceId: "acc-9" } },
      401,
      "CONSENT_EXPIRED",
      "Consent-ID",
    ],
    [
      "an account outside it, reads used up",
      { psuPresent: false, readsToday: 4, request: { read: "balances", resourceId: "acc-9" } },
      401,
      "CONSENT_INVALID",
      "account-id",
    ],
  ])("refuses %s", (_, over, status, code, path) => {
    const verdict = checkConsent(check(over));
    if (verdict.ok) throw new Error("expected a refusal");
    expect([verdict.error.status, verdict.error.code, verdict.error.violations[0]?.path]).toEqual([
      status,
      code,
      path,
    ]);
    expect(verdict.error.message.length).toBeGreaterThan(20);
  });

  it.each<[string, Partial<ConsentCheck>, boolean]>([
    ["a PSU-present read", {}, false],
    ["a PSU-present read when the day's reads are used", { readsToday: 9 }, false],
    ["the 4th read without the PSU", { psuPresent: false, readsToday: 3 }, true],
    ["a plain test certificate (no QC statement)", { tpp: { qcStatement: false, roles: [] } }, false],
    ["an unsigned request (signature off)", { tpp: undefined }, false],
    ["on validUntil itself", { today: "2026-06-30" }, false],
    [
      "an account's details granted through its transactions",
      { request: { read: "details", resourceId: "card-1", withBalance: false } },
      false,
    ],
    [
      "the list withBalance when every account has balances",
      {
        consent: consent({ access: { accounts: ["acc-1"], balances: ["acc-1"], transactions: [] } }),
        request: { read: "list", withBalance: true },
      },
      false,
    ],
    [
      "the list on availableAccounts",
      { consent: listOnly, request: { read: "list", withBalance: false } },
      false,
    ],
    [
      "the list withBalance on availableAccountsWithBalance",
      {
        consent: consent({ access: { ...listOnly.access, listOnly: "accountsWithBalance" } }),
        request: { read: "list", withBalance: true },
      },
      false,
    ],
  ])("lets through %s (counted: %s)", (_, over, counted) => {
    expect(checkConsent(check(over))).toEqual({ ok: true, counted });
  });

  it("lists every account the consent reaches once: balances and transactions imply the account", () => {
    expect(accessibleIds(consent().access)).toEqual(["acc-1", "card-1"]);
  });
});
