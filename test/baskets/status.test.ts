import { describe, expect, it } from "vitest";
import { basketStatus } from "../../src/baskets/status.js";
import type { TransactionStatus } from "../../src/domain/transitions.js";

describe("basketStatus: the worst case of the payments (interface 3.2)", () => {
  const table: [TransactionStatus[], string][] = [
    [[], "RCVD"],
    [["RCVD"], "RCVD"],
    [["RCVD", "RCVD"], "RCVD"],
    [["ACTC", "RCVD"], "PATC"],
    [["PDNG", "RCVD"], "PATC"],
    [["ACTC", "ACTC"], "ACTC"],
    [["ACTC", "PDNG", "ACSP", "ACSC"], "ACTC"],
    [["ACSC", "ACSC"], "ACTC"],
    [["ACSC", "RJCT"], "RJCT"],
    [["RCVD", "RJCT"], "RJCT"],
    [["ACTC", "CANC"], "RJCT"],
    [["RJCT", "RJCT"], "RJCT"],
  ];
  it.each(table)("%j -> %s", (payments, expected) => {
    expect(basketStatus(payments)).toBe(expected);
  });
});
