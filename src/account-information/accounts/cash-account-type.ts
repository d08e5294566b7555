import type { AccountRecord } from "../../bank/model.js";

/**
 * The ISO 20022 cash account type of an account. The bank core keeps a product name, not a type:
 * savings products (the Norwegian "sparekonto" and its kin) are SVGS, every other deposit account a
 * current account (CACC), which is what the bank's payment accounts are.
 */
const savings = /spar/i;

export function cashAccountTypeOf(account: Pick<AccountRecord, "product">): string {
  return savings.test(account.product) ? "SVGS" : "CACC";
}
