/**
 * The three announced changes (interface 9) that change account information answers, each exactly
 * where section 9 says: `longer-name` the `name` of account and card account details,
 * `cash-account-type-iso` their `cashAccountType`, `cardaccount-switch-originalamount-and-transactionamount`
 * the two amounts of card account transactions. Without a fix the answer is the bank's current one
 * (docs/decisions.md, "Account information").
 */
export const LONGER_NAME = "longer-name";
export const CASH_ACCOUNT_TYPE_ISO = "cash-account-type-iso";
export const SWITCH_CARD_AMOUNTS = "cardaccount-switch-originalamount-and-transactionamount";

/** The fixes that change these answers, for the interface's list of known names. */
export const accountInformationFixes = [LONGER_NAME, CASH_ACCOUNT_TYPE_ISO, SWITCH_CARD_AMOUNTS] as const;

/** Names: 35 characters until a caller adopts `longer-name`, then 70 (the Berlin Group's length). */
export const SHORT_NAME_LENGTH = 35;
export const LONG_NAME_LENGTH = 70;

/**
 * The ISO 20022 ExternalCashAccountType1Code codes the bank's accounts carry, with the code's ISO
 * name, which is what the bank shows until `cash-account-type-iso` makes it the code.
 */
export const cashAccountTypeNames: ReadonlyMap<string, string> = new Map([
  ["CACC", "Current"],
  ["SVGS", "Savings"],
  ["CARD", "CardAccount"],
  ["LOAN", "Loan"],
  ["SLRY", "Salary"],
  ["TRAN", "TransactingAccount"],
  ["OTHR", "OtherAccount"],
]);

type Fixes = ReadonlySet<string>;

export function shownName(name: string, fixes: Fixes): string {
  return fixes.has(LONGER_NAME) ? name : name.slice(0, SHORT_NAME_LENGTH);
}

export function shownCashAccountType(code: string, fixes: Fixes): string {
  return fixes.has(CASH_ACCOUNT_TYPE_ISO) ? code : (cashAccountTypeNames.get(code) ?? code);
}

/** Account details as a caller with `fixes` sees them: the name and the cash account type. */
export function fixAccountDetails<T extends { name?: string; cashAccountType?: string }>(
  details: T,
  fixes: Fixes,
): T {
  const fixed = { ...details };
  if (details.name !== undefined) fixed.name = shownName(details.name, fixes);
  if (details.cashAccountType !== undefined) {
    fixed.cashAccountType = shownCashAccountType(details.cashAccountType, fixes);
  }
  return fixed;
}

/** Card account details as a caller with `fixes` sees them: the name (they carry no cashAccountType). */
export function fixCardAccountDetails<T extends { name?: string }>(details: T, fixes: Fixes): T {
  return details.name === undefined ? details : { ...details, name: shownName(details.name, fixes) };
}

/**
 * A card transaction as a caller with `fixes` sees it. Stored the Berlin Group way (transactionAmount
 * booked on the card account, originalAmount at the merchant); the bank's current release answers the
 * two switched, the fix shows them as stored.
 */
export function fixCardTransaction<A, T extends { transactionAmount: A; originalAmount?: A }>(
  transaction: T,
  fixes: Fixes,
): T {
  const original = transaction.originalAmount;
  if (fixes.has(SWITCH_CARD_AMOUNTS) || original === undefined) return transaction;
  return { ...transaction, transactionAmount: original, originalAmount: transaction.transactionAmount };
}
