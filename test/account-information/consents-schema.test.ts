import { describe, expect, it } from "vitest";
import { Consents } from "../../src/account-information/schema/consents.js";
import { ApiError } from "../../src/errors.js";
import { parseWith } from "../../src/http/validate.js";

/** What the TPP would read in the answer: every violation's code, path and text. */
function violations(body: unknown): { code?: string; path?: string; text: string }[] {
  try {
    parseWith(Consents, body);
    return [];
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.violations;
  }
}

const IBAN = "NO9386011117947";
const BBAN = "86011117947";
const OTHER_BBAN = "12345678903";
const base = {
  access: { accounts: [{ iban: IBAN }], balances: [{ iban: IBAN }], transactions: [{ iban: IBAN }] },
  recurringIndicator: true,
  validUntil: "2026-12-31",
  frequencyPerDay: 4,
  combinedServiceIndicator: false,
};
const withAccess = (access: unknown) => ({ ...base, access });

describe("the consents body (Berlin Group `consents`, the bank's rules on top)", () => {
  it.each<[string, unknown]>([
    ["accounts, balances and transactions by iban", base],
    [
      "an account by bban and iban of the same account",
      withAccess({ accounts: [{ iban: IBAN, bban: BBAN }] }),
    ],
    ["a card account by maskedPan", withAccess({ transactions: [{ maskedPan: "525412******3241" }] })],
    [
      "availableAccounts once",
      { ...withAccess({ availableAccounts: "allAccounts" }), recurringIndicator: false, frequencyPerDay: 1 },
    ],
    ["allPsd2 with owner names", withAccess({ allPsd2: "allAccountsWithOwnerName" })],
    [
      "allPsd2 restricted to current accounts",
      withAccess({ allPsd2: "allAccounts", restrictedTo: ["CACC"] }),
    ],
    ["the longest validity", { ...base, validUntil: "9999-12-31" }],
  ])("takes %s", (_, body) => expect(violations(body)).toEqual([]));

  it.each<[string, unknown, string, string]>([
    ["no access asked", withAccess({}), "access", "ask for access"],
    [
      "an empty list (the PSU would pick)",
      withAccess({ accounts: [] }),
      "access.accounts",
      "does not let the PSU pick",
    ],
    [
      "a list beside allPsd2",
      withAccess({ allPsd2: "allAccounts", accounts: [{ iban: IBAN }] }),
      "access.accounts",
      "send one of the two",
    ],
    [
      "two all-account forms",
      withAccess({ allPsd2: "allAccounts", availableAccounts: "allAccounts" }),
      "access.allPsd2",
      "send one of them",
    ],
    [
      "restrictedTo with a list",
      withAccess({ accounts: [{ iban: IBAN }], restrictedTo: ["CACC"] }),
      "access.restrictedTo",
      "only with",
    ],
    [
      "an account listed twice",
      withAccess({ accounts: [{ iban: IBAN }, { bban: BBAN }] }),
      "access.accounts[1]",
      "listed before",
    ],
    [
      "iban and bban of two accounts",
      withAccess({ accounts: [{ iban: IBAN, bban: OTHER_BBAN }] }),
      "access.accounts[0].bban",
      "different accounts",
    ],
    [
      "a reference naming nothing",
      withAccess({ accounts: [{ currency: "NOK" }] }),
      "access.accounts[0].iban",
      "name the account",
    ],
    [
      "an account and a card in one reference",
      withAccess({ accounts: [{ iban: IBAN, maskedPan: "5254******3241" }] }),
      "access.accounts[0].maskedPan",
      "not both",
    ],
    ["a pan", withAccess({ accounts: [{ pan: "5254123412343241" }] }), "access.accounts[0].pan", "maskedPan"],
    [
      "an msisdn",
      withAccess({ accounts: [{ msisdn: "+4791234567" }] }),
      "access.accounts[0].msisdn",
      "iban or bban",
    ],
    [
      "additionalInformation",
      withAccess({ accounts: [{ iban: IBAN }], additionalInformation: {} }),
      "access.additionalInformation",
      "leave it out",
    ],
    [
      "a bad cash account type",
      withAccess({ allPsd2: "allAccounts", restrictedTo: ["current"] }),
      "access.restrictedTo[0]",
      "cash account type",
    ],
    ["more than 4 reads a day", { ...base, frequencyPerDay: 5 }, "frequencyPerDay", "at most 4"],
    ["no read a day", { ...base, frequencyPerDay: 0 }, "frequencyPerDay", "at least 1"],
    [
      "a one-off consent read twice a day",
      { ...base, recurringIndicator: false, frequencyPerDay: 2 },
      "frequencyPerDay",
      "frequencyPerDay 1",
    ],
    [
      "a recurring account-list consent",
      withAccess({ availableAccounts: "allAccounts" }),
      "recurringIndicator",
      "recurringIndicator false",
    ],
    ["a combined session", { ...base, combinedServiceIndicator: true }, "combinedServiceIndicator", "false"],
    ["validUntil that is no date", { ...base, validUntil: "2026-02-30" }, "validUntil", "not a date"],
    ["no validUntil", { ...base, validUntil: undefined }, "validUntil", "is required"],
    ["an unknown field", { ...base, consentType: "x" }, "consentType", "unknown field"],
  ])("refuses %s", (_, body, path, text) => {
    const found = violations(body);
    expect(found.map((v) => v.path)).toContain(path);
    expect(found.find((v) => v.path === path)?.text).toContain(text);
    expect(found.every((v) => v.code === "FORMAT_ERROR")).toBe(true);
  });

  // Refinements run on shapes that already failed: none may throw (a 500) on what a client can send.
  it.each<[string, unknown, string]>([
    ["a null body", null, "(body)"],
    ["a list for a body", [], "(body)"],
    ["access null", { ...base, access: null }, "access"],
    ["access a string", { ...base, access: "all" }, "access"],
    ["accounts null", withAccess({ accounts: null }), "access.accounts"],
    ["a null reference", withAccess({ accounts: [null] }), "access.accounts[0]"],
    ["a number for a reference", withAccess({ balances: [5] }), "access.balances[0]"],
  ])("answers %s with a 400 at its path", (_, body, path) => {
    const found = violations(body);
    expect(found.map((v) => v.path)).toContain(path);
    expect(found.every((v) => v.code === "FORMAT_ERROR")).toBe(true);
  });
});
