/** The announced breaking changes a caller may adopt early with `x-accept-fix` (interface 9). */
export const acceptFixNames: readonly string[] = [
  "cash-account-type-iso",
  "longer-name",
  "cardaccount-switch-originalamount-and-transactionamount",
];
