import type { TransactionStatus } from "../domain/transitions.js";

/**
 * A signing basket's status (interface 3.2 rule 1): the worst case of its payments. Any payment
 * rejected or cancelled -> RJCT; all still waiting for SCA -> RCVD; all authorised or further (ACTC,
 * PDNG, ACSP, ACSC, ...) -> ACTC; some authorised and some waiting -> PATC. An empty list is RCVD.
 * The same function as the lifecycle branch's `src/domain/basket-status.ts`; one replaces the other
 * on merge.
 */
export type BasketStatus = "RCVD" | "PATC" | "ACTC" | "RJCT";

const rejected: readonly TransactionStatus[] = ["RJCT", "CANC"];
const waiting: readonly TransactionStatus[] = ["RCVD", "PRSY"];

export function basketStatus(payments: readonly TransactionStatus[]): BasketStatus {
  if (payments.some((s) => rejected.includes(s))) return "RJCT";
  const open = payments.filter((s) => waiting.includes(s)).length;
  if (open === payments.length) return "RCVD";
  return open === 0 ? "ACTC" : "PATC";
}
