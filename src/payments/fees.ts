import type { FeeTable } from "../config/fees.js";
import { fromMinor, toMinor } from "../domain/money.js";
import type { FeeInfo } from "./model.js";
import { productSpecs } from "./products.js";

export type FeeProduct = keyof FeeTable["perPayment"];

/**
 * Money changes currency when the transfer's currency is not the debtor account's, and always when a
 * SEPA credit transfer (cleared in EUR) leaves a non-EUR account.
 */
export function convertsCurrency(
  product: FeeProduct,
  debtorCurrency: string,
  transferCurrency: string,
): boolean {
  const clearing = productSpecs[product].clearingCurrency;
  if (clearing !== undefined && debtorCurrency !== clearing) return true;
  return transferCurrency !== debtorCurrency;
}

/** The fee for a payment of `product` made of transfers in `transferCurrencies` (one per bulk entry). */
export function paymentFee(
  table: FeeTable,
  product: FeeProduct,
  debtorCurrency: string,
  transferCurrencies: readonly string[],
): FeeInfo {
  const perPayment = toMinor(table.perPayment[product], table.currency);
  const conversion = toMinor(table.currencyConversion, table.currency);
  let total = 0n;
  for (const currency of transferCurrencies) {
    total += perPayment;
    if (convertsCurrency(product, debtorCurrency, currency)) total += conversion;
  }
  if (total === 0n) return { transactionFeeIndicator: false };
  return {
    transactionFeeIndicator: true,
    transactionFees: { currency: table.currency, amount: fromMinor(total, table.currency) },
  };
}
