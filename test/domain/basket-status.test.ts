import { describe, expect, it } from "vitest";
import { basketStatus } from "../../src/domain/basket-status.js";
import type { TransactionStatus } from "../../src/domain/transitions.js";

describe("signing basket status: the worst case of its payments", () => {
  it.each<[TransactionStatus[], string]>([
    [[], "RCVD"],
    [["RCVD"], "RCVD"],
    [["RCVD", "RCVD"], "RCVD"],
    [["ACTC", "RCVD"], "PATC"],
    [["PDNG", "RCVD"], "PATC"],
    [["ACTC", "ACTC"], "ACTC"],
    [["ACTC", "PDNG", "ACSC"], "ACTC"],
    [["ACSP", "ACSC"], "ACTC"],
    [["ACTC", "RJCT"], "RJCT"],
    [["RCVD", "RJCT"], "RJCT"],
    [["ACSC", "CANC"], "RJCT"],
  ])("%j -> %s", (statuses, expected) => expect(basketStatus(statuses)).toBe(expected));
});
