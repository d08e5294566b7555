import { describe, expect, it } from "vitest";
import { type PsuAccount, grantAccess } from "../../src/account-information/grant.js";
import type { AccountAccess } from "../../src/account-information/schema/access.js";
import { ApiError } from "../../src/errors.js";

const accounts: PsuAccount[] = [
  {
    resourceId: "acc-1",
    bban: "86011117947",
    iban: "NO9386011117947",
    currency: "NOK",
    status: "enabled",
    cashAccountType: "CACC",
  },
  { resourceId: "acc-2", bban: "12345678903", currency: "NOK", status: "blocked", cashAccountType: "SVGS" },
  { resourceId: "acc-3", bban: "98765432112", currency: "EUR", status: "deleted", cashAccountType: "CACC" },
  {
    resourceId: "card-1",
    maskedPan: "525412******3241",
    currency: "NOK",
    status: "enabled",
    cashAccountType: "CARD",
  },
];

describe("what a consent grants once approved", () => {
  it.each<[string, AccountAccess, object]>([
    [
      "lists resolved by iban, bban and maskedPan",
      {
        accounts: [{ iban: "NO9386011117947" }],
        balances: [{ bban: "86011117947" }],
        transactions: [{ maskedPan: "525412******3241" }],
      },
      { accounts: ["acc-1"], balances: ["acc-1"], transactions: ["card-1"] },
    ],
    [
      "a blocked account (still readable)",
      { balances: [{ bban: "12345678903", currency: "NOK" }] },
      { accounts: [], balances: ["acc-2"], transactions: [] },
    ],
    [
      "allPsd2: every open account and card",
      { allPsd2: "allAccounts" },
      {
        accounts: ["acc-1", "acc-2", "card-1"],
        balances: ["acc-1", "acc-2", "card-1"],
        transactions: ["acc-1", "acc-2", "card-1"],
      },
    ],
    [
      "allPsd2 restricted to current accounts",
      { allPsd2: "allAccounts", restrictedTo: ["CACC"] },
      { accounts: ["acc-1"], balances: ["acc-1"], transactions: ["acc-1"] },
    ],
    [
      "availableAccounts: the list only",
      { availableAccounts: "allAccounts" },
      { accounts: ["acc-1", "acc-2", "card-1"], balances: [], transactions: [], listOnly: "accounts" },
    ],
    [
      "availableAccountsWithBalance",
      { availableAccountsWithBalance: "allAccountsWithOwnerName" },
      {
        accounts: ["acc-1", "acc-2", "card-1"],
        balances: [],
        transactions: [],
        listOnly: "accountsWithBalance",
      },
    ],
  ])("%s", (_, access, granted) => expect(grantAccess(access, accounts)).toEqual(granted));

  it.each<[string, AccountAccess, number, string, string[]]>([
    [
      "another customer's account",
      { accounts: [{ bban: "11111111111" }] },
      403,
      "FORBIDDEN",
      ["access.accounts[0]"],
    ],
    [
      "a closed account",
      { transactions: [{ bban: "98765432112" }] },
      403,
      "FORBIDDEN",
      ["access.transactions[0]"],
    ],
    [
      "another customer's card",
      { balances: [{ maskedPan: "411111******1111" }] },
      403,
      "FORBIDDEN",
      ["access.balances[0]"],
    ],
    [
      "the wrong currency",
      { accounts: [{ bban: "86011117947", currency: "EUR" }] },
      400,
      "FORMAT_ERROR",
      ["access.accounts[0].currency"],
    ],
    [
      "a foreign account beside a wrong currency: the 403 alone",
      { accounts: [{ bban: "86011117947", currency: "EUR" }, { bban: "11111111111" }] },
      403,
      "FORBIDDEN",
      ["access.accounts[1]"],
    ],
  ])("refuses %s", (_, access, status, code, paths) => {
    const refused = grantAccess(access, accounts);
    if (!(refused instanceof ApiError)) throw new Error("expected a refusal");
    expect([refused.status, refused.code, refused.violations.map((v) => v.path)]).toEqual([
      status,
      code,
      paths,
    ]);
  });
});
