import type { AccountRecord, BalanceRecord, CardAccountRecord, CardBalanceRecord } from "./model.js";

/**
 * An account's balances: the booked balance is what is available too, as nothing is reserved
 * before the batch books it (a payment waiting for its date has not left the account yet).
 */
export function accountBalances(account: AccountRecord): BalanceRecord[] {
  return [
    { balanceType: "interimAvailable", amountMinor: account.balanceMinor },
    { balanceType: "interimBooked", amountMinor: account.balanceMinor },
  ];
}

/**
 * A card account's balances: interimBooked is the balance (negative: owed); interimAvailable adds
 * the credit limit, and says so with creditLimitIncluded, as the Berlin Group's card balances do.
 */
export function cardAccountBalances(card: CardAccountRecord): CardBalanceRecord[] {
  const balance = BigInt(card.balanceMinor);
  const limit = BigInt(card.creditLimitMinor);
  return [
    { balanceType: "interimBooked", amountMinor: balance.toString(), creditLimitIncluded: false },
    { balanceType: "interimAvailable", amountMinor: (balance + limit).toString(), creditLimitIncluded: true },
  ];
}
