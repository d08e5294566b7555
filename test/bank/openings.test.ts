import { describe, expect, it } from "vitest";
import { createAccount } from "../../src/bank/accounts.js";
import { upsertAgreement } from "../../src/bank/agreements.js";
import { createCardAccount } from "../../src/bank/card-accounts.js";
import { createCustomer } from "../../src/bank/customers.js";
import { ApiError } from "../../src/errors.js";
import { memoryStore } from "../store/helpers.js";

function bank() {
  const store = memoryStore();
  const kari = createCustomer(store, {
    customerNumber: "01017012345",
    customerName: "Kari",
    customerType: "PRIVATE",
  });
  const firm = createCustomer(store, {
    customerNumber: "02027012345",
    customerName: "Firma AS",
    customerType: "CORPORATE",
  });
  return { store, kari, firm };
}

function codeOf(run: () => unknown): string | undefined {
  try {
    run();
    return undefined;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return error.code;
  }
}

describe("createAccount: what an account gets when the body leaves it out", () => {
  it.each([
    { input: {}, product: "Brukskonto", name: "Brukskonto", currency: "NOK", balanceMinor: "0" },
    {
      input: { currency: "EUR" },
      product: "Valutakonto EUR",
      name: "Valutakonto EUR",
      currency: "EUR",
      balanceMinor: "0",
    },
    {
      input: { product: "Sparekonto", balance: "12.5" },
      product: "Sparekonto",
      name: "Sparekonto",
      currency: "NOK",
      balanceMinor: "1250",
    },
    {
      input: { name: "Ferie", bban: "97101234567" },
      product: "Brukskonto",
      name: "Ferie",
      currency: "NOK",
      balanceMinor: "0",
    },
  ])("$input", ({ input, ...expected }) => {
    const { store } = bank();
    const { account } = createAccount(store, { customerNumber: "01017012345", ...input });
    expect(account).toMatchObject({ ...expected, status: "enabled" });
    expect(account.bban).toMatch(/^9710\d{7}$/);
    expect(account.iban).toBe(`NO${account.iban.slice(2, 4)}${account.bban}`);
  });

  it.each([
    { customerNumber: "01017012345", joins: true },
    { customerNumber: "02027012345", joins: false },
  ])(
    "customer $customerNumber: the private agreement takes it at once: $joins",
    ({ customerNumber, joins }) => {
      const { store } = bank();
      const { account, owner } = createAccount(store, { customerNumber });
      expect(owner.accounts).toEqual([account.accountId]);
      expect(owner.agreements.some((a) => a.engagements.includes(account.accountId))).toBe(joins);
      expect(store.get("customers", owner.customerId)).toEqual(owner);
    },
  );

  it.each([
    {
      name: "a bban in use",
      input: { customerNumber: "01017012345", bban: "97101234567" },
      code: "CONFLICT",
    },
    { name: "an unknown customer", input: { customerNumber: "03037012345" }, code: "RESOURCE_UNKNOWN" },
  ])("refuses $name", ({ input, code }) => {
    const { store } = bank();
    createAccount(store, { customerNumber: "01017012345", bban: "97101234567" });
    expect(codeOf(() => createAccount(store, input))).toBe(code);
  });
});

describe("createCardAccount, upsertAgreement, createCustomer", () => {
  it("opens a card account with a masked PAN and its limit, on its owner", () => {
    const { store, kari } = bank();
    const { card, owner } = createCardAccount(store, {
      customerNumber: kari.customerNumber,
      name: "Kort",
      currency: "NOK",
      creditLimit: "500",
    });
    expect(card).toMatchObject({ creditLimitMinor: "50000", balanceMinor: "0", status: "enabled" });
    expect(card.maskedPan).toMatch(/^5\d{5}\*{6}\d{4}$/);
    expect(owner.cardAccounts).toEqual([card.cardAccountId]);
  });

  it.each([
    { name: "a corporate customer's own account", who: "firm", own: true, code: undefined },
    { name: "another customer's account", who: "firm", own: false, code: "FORMAT_ERROR" },
    { name: "a private customer", who: "kari", own: true, code: "FORMAT_ERROR" },
  ] as const)("agreements: $name -> $code", ({ who, own, code }) => {
    const { store, kari, firm } = bank();
    const customer = who === "firm" ? firm : kari;
    const holder = own ? customer : who === "firm" ? kari : firm;
    const { account } = createAccount(store, { customerNumber: holder.customerNumber });
    expect(
      codeOf(() =>
        upsertAgreement(store, { customerNumber: customer.customerNumber, accountIds: [account.accountId] }),
      ),
    ).toBe(code);
  });

  it.each([
    { name: "a customerNumber in use", input: { customerNumber: "01017012345" } },
    { name: "a customerId in use", input: { customerNumber: "04047012345", customerId: "KARI" } },
  ])("refuses a customer with $name", ({ input }) => {
    const { store } = bank();
    createCustomer(store, {
      customerNumber: "05057012345",
      customerName: "K",
      customerType: "PRIVATE",
      customerId: "kari",
    });
    expect(
      codeOf(() => createCustomer(store, { customerName: "X", customerType: "PRIVATE", ...input })),
    ).toBe("CONFLICT");
  });
});
