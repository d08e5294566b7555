import { describe, expect, it } from "vitest";
import {
  accountByRef,
  bbanOf,
  currencyProblem,
  findAccount,
  findCardAccount,
  knownAccount,
  openAccount,
  openCardAccount,
} from "../../src/bank/lookup.js";
import { ApiError } from "../../src/errors.js";
import { ibanFromBban } from "../../src/domain/iban.js";
import { account, bankWith, cardAccount } from "./records.js";

const nok = account("97100000001");
const closed = account("97100000002", { status: "deleted" });
const blocked = account("97100000003", { status: "blocked" });
const store = bankWith(
  [nok, closed, blocked],
  [cardAccount(), cardAccount({ cardAccountId: "card-2", status: "deleted" })],
);

/** What a thrown ApiError says: its code and each message's path. */
function refusal(run: () => unknown): { code: string; paths: (string | undefined)[] } | "none" {
  try {
    run();
    return "none";
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { code: error.code, paths: error.violations.map((v) => v.path) };
  }
}

describe("bbanOf: the Norwegian account number a reference names", () => {
  it.each([
    { ref: { bban: "97100000001", currency: "NOK" }, bban: "97100000001" },
    { ref: { iban: ibanFromBban("NO", "97100000001"), currency: "NOK" }, bban: "97100000001" },
    { ref: { iban: "DE89370400440532013000", currency: "EUR" }, bban: undefined },
    { ref: { currency: "NOK" }, bban: undefined },
  ])("$ref -> $bban", ({ ref, bban }) => {
    expect(bbanOf(ref)).toBe(bban);
  });
});

describe("accountByRef and knownAccount: an account by the reference a body gives", () => {
  it.each([
    { ref: { bban: "97100000001", currency: "NOK" }, id: nok.accountId },
    { ref: { iban: nok.iban, currency: "EUR" }, id: nok.accountId },
    { ref: { bban: "97109999999", currency: "NOK" }, id: undefined },
    { ref: { iban: "DE89370400440532013000", currency: "EUR" }, id: undefined },
  ])("$ref -> $id", ({ ref, id }) => {
    expect(accountByRef(store, ref)?.accountId).toBe(id);
  });

  it.each([
    { ref: { bban: "97109999999", currency: "NOK" }, path: "creditorAccount.bban" },
    { ref: { iban: "DE89370400440532013000", currency: "EUR" }, path: "creditorAccount.iban" },
  ])("an unknown $ref is a FORMAT_ERROR at $path", ({ ref, path }) => {
    expect(refusal(() => knownAccount(store, ref, "creditorAccount", "hint"))).toEqual({
      code: "FORMAT_ERROR",
      paths: [path],
    });
  });
});

describe("currencyProblem: a reference's currency must be the account's own", () => {
  it.each([
    { currency: "NOK", problem: undefined },
    { currency: "EUR", problem: { code: "FORMAT_ERROR", path: "debtorAccount.currency" } },
  ])("$currency", ({ currency, problem }) => {
    const found = currencyProblem(nok, { bban: nok.bban, currency }, "debtorAccount");
    expect(found && { code: found.code, path: found.path }).toEqual(problem);
  });
});

describe("findAccount / openAccount / findCardAccount / openCardAccount: by id, or the path's error", () => {
  it.each([
    { name: "an account", run: () => findAccount(store, nok.accountId), refused: "none" },
    { name: "a closed account, read", run: () => findAccount(store, closed.accountId), refused: "none" },
    { name: "a blocked account, changed", run: () => openAccount(store, blocked.accountId), refused: "none" },
    {
      name: "an unknown account",
      run: () => findAccount(store, "nope", "mockAccountId"),
      refused: { code: "RESOURCE_UNKNOWN", paths: ["mockAccountId"] },
    },
    {
      name: "a closed account, changed",
      run: () => openAccount(store, closed.accountId),
      refused: { code: "STATUS_INVALID", paths: ["accountId"] },
    },
    { name: "a card account", run: () => openCardAccount(store, "card-1"), refused: "none" },
    { name: "a closed card account, read", run: () => findCardAccount(store, "card-2"), refused: "none" },
    {
      name: "an unknown card account",
      run: () => findCardAccount(store, "nope"),
      refused: { code: "RESOURCE_UNKNOWN", paths: ["cardAccountId"] },
    },
    {
      name: "a closed card account, changed",
      run: () => openCardAccount(store, "card-2", "mockCardAccountId"),
      refused: { code: "STATUS_INVALID", paths: ["mockCardAccountId"] },
    },
  ])("$name", ({ run, refused }) => {
    expect(refusal(run)).toEqual(refused);
  });

  it("finds an account with its owner", () => {
    expect(findAccount(store, nok.accountId).owner.customerId).toBe("c-1");
  });
});
