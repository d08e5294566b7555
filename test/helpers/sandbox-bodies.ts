/** Valid request bodies for the sandbox data API, each with overrides (factories, STYLE 10). */

const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const control = (digits: number[], weights: number[]) => {
  const value = 11 - (weights.reduce((sum, w, i) => sum + w * (digits[i] ?? 0), 0) % 11);
  return value === 11 ? 0 : value;
};

/** The n-th valid national identity number born 1 Jan 1990 (none of them in the default data). */
export function nationalId(n: number): string {
  let found = -1;
  for (let individual = 0; individual < 1000; individual++) {
    const digits = [..."010190", ...String(individual).padStart(3, "0")].map(Number);
    const k1 = control(digits, K1);
    if (k1 === 10) continue;
    const k2 = control([...digits, k1], K2);
    if (k2 === 10) continue;
    found += 1;
    if (found === n) return [...digits, k1, k2].join("");
  }
  throw new Error(`no national id number ${n}`);
}

export function customerBody(overrides: Record<string, unknown> = {}) {
  return {
    customerNumber: nationalId(0),
    customerName: "Kari Nordmann",
    customerType: "PRIVATE",
    ...overrides,
  };
}

export function accountBody(customerNumber: string, overrides: Record<string, unknown> = {}) {
  return { customerNumber, currency: "NOK", name: "Brukskonto", balance: "1000.00", ...overrides };
}

export function cardAccountBody(customerNumber: string, overrides: Record<string, unknown> = {}) {
  return { customerNumber, name: "Mastercard", currency: "NOK", creditLimit: "50000.00", ...overrides };
}

/** A card purchase in Stockholm billed in NOK: -125.50 NOK booked, -120.00 SEK at the merchant. */
export function cardEntry(overrides: Record<string, unknown> = {}) {
  return {
    cardTransactionId: "ct-0001",
    terminalId: "T-4711",
    bookingDate: "2026-05-29",
    transactionDate: "2026-05-29",
    transactionAmount: { currency: "NOK", amount: -12550 },
    originalAmount: { currency: "SEK", amount: -12000 },
    merchantCategoryCode: "5411",
    currencyExchange: {
      sourceCurrency: "SEK",
      targetCurrency: "NOK",
      exchangeRate: "1.0458",
      unitCurrency: "SEK",
      quotationDate: "2026-05-29",
    },
    markupFee: { currency: "NOK", amount: 0 },
    markupFeePercentage: "0",
    cardAcceptorId: "MERCHANT-77",
    cardAcceptorAddress: {
      street: "Drottninggatan",
      buildingNumber: "12",
      postalCode: "111 51",
      city: "Stockholm",
      country: "SE",
    },
    maskedPan: "541234******1234",
    transactionDetails: "ICA Supermarket Drottninggatan",
    invoiced: "false",
    proprietaryBankTransactionCode: "PURCHASE",
    ...overrides,
  };
}
