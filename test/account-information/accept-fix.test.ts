import { describe, expect, it } from "vitest";
import {
  accountInformationFixes,
  fixAccountDetails,
  fixCardAccountDetails,
  fixCardTransaction,
} from "../../src/account-information/accept-fix.js";
import { acceptFixNames } from "../../src/http/accept-fix.js";

const NAME_70 = "Brukskonto for felles husholdning og alle faste utgifter i hjemmet 2026";
const none = new Set<string>();
const fixes = (...names: string[]) => new Set(names);

describe("x-accept-fix on account information answers (interface 9)", () => {
  it("names only fixes the interface announces", () => {
    for (const name of accountInformationFixes) expect(acceptFixNames).toContain(name);
  });

  it.each<
    [
      string,
      ReadonlySet<string>,
      { name?: string; cashAccountType?: string },
      { name?: string; cashAccountType?: string },
    ]
  >([
    [
      "a 70-character name cut to 35 without longer-name",
      none,
      { name: NAME_70 },
      { name: NAME_70.slice(0, 35) },
    ],
    [
      "a 70-character name whole with longer-name",
      fixes("longer-name"),
      { name: NAME_70 },
      { name: NAME_70 },
    ],
    ["a short name unchanged either way", none, { name: "Sparekonto" }, { name: "Sparekonto" }],
    [
      "cashAccountType as the ISO name without the fix",
      none,
      { cashAccountType: "CACC" },
      { cashAccountType: "Current" },
    ],
    [
      "cashAccountType as the ISO code with cash-account-type-iso",
      fixes("cash-account-type-iso"),
      { cashAccountType: "SVGS" },
      { cashAccountType: "SVGS" },
    ],
    ["a code without a name shown as it is", none, { cashAccountType: "MOMA" }, { cashAccountType: "MOMA" }],
    [
      "both fixes at once",
      fixes("longer-name", "cash-account-type-iso"),
      { name: NAME_70, cashAccountType: "CACC" },
      { name: NAME_70, cashAccountType: "CACC" },
    ],
    [
      "the card fix changes no account",
      fixes("cardaccount-switch-originalamount-and-transactionamount"),
      { name: NAME_70, cashAccountType: "CACC" },
      { name: NAME_70.slice(0, 35), cashAccountType: "Current" },
    ],
    ["no name, no type: nothing added", none, {}, {}],
  ])("account details: %s", (_, adopted, details, shown) =>
    expect(fixAccountDetails(details, adopted)).toEqual(shown),
  );

  it.each<[string, ReadonlySet<string>, string]>([
    ["cut to 35 without longer-name", none, NAME_70.slice(0, 35)],
    ["whole with longer-name", fixes("longer-name"), NAME_70],
    ["cut by cash-account-type-iso alone", fixes("cash-account-type-iso"), NAME_70.slice(0, 35)],
  ])("card account details: a name %s", (_, adopted, shown) =>
    expect(fixCardAccountDetails({ maskedPan: "525412******3241", name: NAME_70 }, adopted)).toEqual({
      maskedPan: "525412******3241",
      name: shown,
    }),
  );

  const booked = { currency: "NOK", amount: "-125.50" };
  const atMerchant = { currency: "EUR", amount: "-10.75" };
  const card = { cardTransactionId: "t1", transactionAmount: booked, originalAmount: atMerchant };

  it.each<[string, ReadonlySet<string>, object]>([
    [
      "switched without the fix, as the bank answers today",
      none,
      { ...card, transactionAmount: atMerchant, originalAmount: booked },
    ],
    ["as stored with the fix", fixes("cardaccount-switch-originalamount-and-transactionamount"), card],
    [
      "switched under the other fixes",
      fixes("longer-name", "cash-account-type-iso"),
      { ...card, transactionAmount: atMerchant, originalAmount: booked },
    ],
  ])("card transactions: amounts %s", (_, adopted, shown) =>
    expect(fixCardTransaction(card, adopted)).toEqual(shown),
  );

  it("leaves a card transaction without an originalAmount as it is", () => {
    const only = { cardTransactionId: "t2", transactionAmount: booked };
    expect(fixCardTransaction(only, none)).toEqual(only);
  });
});
