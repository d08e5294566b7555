import { describe, expect, it } from "vitest";
import { cardTransactionView, type PostedCardEntry } from "../../src/account-information/card-view.js";
import { CardTransaction } from "../../src/account-information/schema/transactions.js";

const FIX = "cardaccount-switch-originalamount-and-transactionamount";

const entry = (over: Partial<PostedCardEntry> = {}): PostedCardEntry => ({
  cardTransactionId: "ct-1",
  terminalId: "T-77",
  bookingDate: "2026-05-02",
  transactionDate: "2026-05-02",
  transactionAmount: { currency: "NOK", amount: -12550 },
  originalAmount: { currency: "EUR", amount: -1075 },
  merchantCategoryCode: "5411",
  markupFee: { currency: "NOK", amount: 38 },
  markupFeePercentage: "0.3",
  cardAcceptorId: "acceptor-1",
  cardAcceptorAddress: { street: "Storgata", city: "Oslo", country: "NO" },
  maskedPan: "525412******3241",
  transactionDetails: "Groceries",
  invoiced: "false",
  proprietaryBankTransactionCode: "PURCHASE",
  ...over,
});

describe("a posted card transaction as account information shows it", () => {
  it.each<[string, Partial<PostedCardEntry>, ReadonlySet<string>, Partial<CardTransaction>]>([
    [
      "amounts switched without the fix, as decimal strings",
      {},
      new Set(),
      {
        transactionAmount: { currency: "EUR", amount: "-10.75" },
        originalAmount: { currency: "NOK", amount: "-125.50" },
      },
    ],
    [
      "amounts as posted with the fix",
      {},
      new Set([FIX]),
      {
        transactionAmount: { currency: "NOK", amount: "-125.50" },
        originalAmount: { currency: "EUR", amount: "-10.75" },
      },
    ],
    [
      "a currency without minor units",
      { transactionAmount: { currency: "JPY", amount: 1500 } },
      new Set([FIX]),
      { transactionAmount: { currency: "JPY", amount: "1500" } },
    ],
    ["invoiced as a boolean", { invoiced: "true" }, new Set(), { invoiced: true }],
    ["the markup fee as a decimal", {}, new Set(), { markupFee: { currency: "NOK", amount: "0.38" } }],
    ["maskedPan under the Berlin Group's name", {}, new Set(), { maskedPAN: "525412******3241" }],
    [
      "the exchange rate as a list of one",
      {
        currencyExchange: {
          sourceCurrency: "EUR",
          targetCurrency: "NOK",
          exchangeRate: "11.6744",
          unitCurrency: "EUR",
          quotationDate: "2026-05-02",
        },
      },
      new Set(),
      {
        currencyExchange: [
          {
            sourceCurrency: "EUR",
            targetCurrency: "NOK",
            exchangeRate: "11.6744",
            unitCurrency: "EUR",
            quotationDate: "2026-05-02",
          },
        ],
      },
    ],
  ])("%s", (_, over, fixes, shown) => {
    const view = cardTransactionView(entry(over), fixes);
    expect(view).toMatchObject(shown);
    expect(CardTransaction.safeParse(view).success).toBe(true);
  });

  it("has no currencyExchange when none was posted", () => {
    expect(cardTransactionView(entry(), new Set())).not.toHaveProperty("currencyExchange");
  });
});
