import { describe, expect, it } from "vitest";
import {
  type ConsentEvent,
  type ConsentFacts,
  type ConsentStatus,
  consentStatuses,
  consentTransition,
  isFinalConsent,
  NEW,
  replacedBy,
  validUntilPassed,
} from "../../src/account-information/consent-status.js";
import { grantedValidUntil, validUntilProblem } from "../../src/account-information/validity.js";

type From = ConsentStatus | typeof NEW;

describe("consent status transitions", () => {
  it.each<[From, ConsentEvent, ConsentStatus]>([
    [NEW, "created", "received"],
    ["received", "sca-finalised", "valid"],
    ["received", "sca-failed", "rejected"],
    ["received", "sca-expired", "rejected"],
    ["received", "valid-until-passed", "expired"],
    ["received", "deleted-by-tpp", "terminatedByTpp"],
    ["valid", "valid-until-passed", "expired"],
    ["valid", "replaced", "expired"],
    ["valid", "revoked-by-psu", "revokedByPsu"],
    ["valid", "deleted-by-tpp", "terminatedByTpp"],
  ])("%s --%s--> %s", (from, event, to) => expect(consentTransition(from, event)).toBe(to));

  it.each<[From, ConsentEvent]>([
    ["received", "created"],
    ["received", "revoked-by-psu"],
    ["received", "replaced"],
    ["valid", "sca-finalised"],
    ["rejected", "sca-finalised"],
    ["expired", "deleted-by-tpp"],
    ["revokedByPsu", "deleted-by-tpp"],
    ["terminatedByTpp", "revoked-by-psu"],
    ["expired", "valid-until-passed"],
    [NEW, "sca-finalised"],
  ])("refuses %s --%s--> (throws)", (from, event) => {
    expect(() => consentTransition(from, event)).toThrow(
      `no consent status transition from ${from} on ${event}`,
    );
  });

  it.each<[ConsentStatus, boolean]>([
    ["received", false],
    ["valid", false],
    ["rejected", true],
    ["expired", true],
    ["revokedByPsu", true],
    ["terminatedByTpp", true],
  ])("%s is final: %s", (status, final) => expect(isFinalConsent(status)).toBe(final));

  it("knows the Berlin Group's seven statuses", () => expect(consentStatuses).toHaveLength(7));
});

describe("expiry by the bank clock: validUntil is the last day the consent counts", () => {
  it.each<[ConsentStatus, string, string, boolean]>([
    ["valid", "2026-06-30", "2026-06-30", false],
    ["valid", "2026-06-30", "2026-07-01", true],
    ["received", "2026-06-30", "2026-07-01", true],
    ["rejected", "2026-06-30", "2026-07-01", false],
    ["expired", "2026-06-30", "2026-12-01", false],
  ])("%s until %s on %s: expires %s", (status, validUntil, today, expires) =>
    expect(validUntilPassed({ status, validUntil }, today)).toBe(expires),
  );

  it.each<[string, string, string | undefined]>([
    ["2026-06-30", "2026-06-30", undefined],
    ["2026-06-29", "2026-06-30", "has passed"],
  ])("validUntil %s on %s", (validUntil, today, problem) => {
    const found = validUntilProblem(validUntil, today);
    if (problem === undefined) expect(found).toBeUndefined();
    else expect(found).toContain(problem);
  });

  it.each<[string, string, string]>([
    ["2026-03-01", "2026-01-01", "2026-03-01"],
    ["9999-12-31", "2026-01-01", "2026-06-30"],
    ["2026-06-30", "2026-01-01", "2026-06-30"],
    ["2026-07-01", "2026-01-01", "2026-06-30"],
  ])("asked %s on %s: granted %s (at most 180 days)", (asked, today, granted) =>
    expect(grantedValidUntil(asked, today)).toBe(granted),
  );
});

describe("a newly authorised recurring consent expires the PSU's former one for the same TPP", () => {
  const consent = (id: string, over: Partial<ConsentFacts> = {}): ConsentFacts => ({
    consentId: id,
    tppId: "tpp-a",
    psuId: "psu-1",
    status: "valid",
    recurringIndicator: true,
    validUntil: "2026-12-31",
    ...over,
  });
  const fresh = consent("new");

  it.each<[string, ConsentFacts, ConsentFacts[], string[]]>([
    ["the former valid recurring one", fresh, [consent("old")], ["old"]],
    ["several former ones", fresh, [consent("a"), consent("b")], ["a", "b"]],
    ["not itself", fresh, [fresh], []],
    ["not another TPP's", fresh, [consent("old", { tppId: "tpp-b" })], []],
    ["not another PSU's", fresh, [consent("old", { psuId: "psu-2" })], []],
    ["not a one-off one", fresh, [consent("old", { recurringIndicator: false })], []],
    ["not one still waiting for SCA", fresh, [consent("old", { status: "received" })], []],
    ["not one already expired", fresh, [consent("old", { status: "expired" })], []],
    [
      "nothing when the new one is one-off",
      consent("new", { recurringIndicator: false }),
      [consent("old")],
      [],
    ],
  ])("%s", (_, authorised, others, replaced) => expect(replacedBy(authorised, others)).toEqual(replaced));
});
