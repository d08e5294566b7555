import type { TransactionStatus } from "./transitions.js";

/**
 * A signing basket's status (interface 3.2): the worst case of its payments. Any payment rejected
 * (or cancelled) -> RJCT; all still waiting for SCA -> RCVD; all authorised or further -> ACTC; a
 * mix of authorised and waiting -> PATC (partially accepted technical correct). An empty basket is RCVD.
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
