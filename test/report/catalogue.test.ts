import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defineOperation } from "../../src/http/operation.js";
import { signedCallErrors } from "../../src/errors.js";
import { operations } from "../../src/operations.js";
import { buildCatalogue, inArea } from "../../src/report/catalogue.js";
import { declarations } from "../../src/report/declarations.js";

const catalogueOf = async (ops = operations) => buildCatalogue(await declarations(ops, signedCallErrors));

describe("the catalogue of outcomes, read from the declarations", () => {
  it.each([
    ["payments.createSepaPayment.201", "answer", "4 Endpoints"],
    ["payments.createSepaPayment.EXECUTION_DATE_INVALID", "error", "7.1 Error responses"],
    ["payments.sepa.sca-failed", "transition", "3.1 Payment transactionStatus"],
    ["payments.sepa.cancellation-finalised", "transition", "3.1 Payment transactionStatus"],
    ["payments.bulk.settled-partially", "transition", "3.1 Payment transactionStatus"],
    ["payments.periodic.schedule-ended", "transition", "3.1 Payment transactionStatus"],
    ["baskets.status.PATC", "basket", "3.2 Signing basket transactionStatus"],
    ["sca.cancellation.finalised", "sca", "5.2 PSU identification and SCA"],
    ["sca.payment.expired", "sca", "5.2 PSU identification and SCA"],
    ["sca.link-used", "sca", "5.2 PSU identification and SCA"],
    ["refusals.SIGNATURE_INVALID", "refusal", "5.1 Request signing"],
    ["faults.429", "fault", "7.1 Error responses (docs/faults.md)"],
    ["scenarios.insufficient-funds", "scenario", "docs/scenarios.md"],
  ])("holds %s (%s, from %s)", async (id, kind, section) => {
    expect((await catalogueOf()).find((o) => o.id === id)).toMatchObject({ kind, section });
  });

  it.each([
    ["payments.sepa.settled-partially", "a single payment is never partly booked"],
    ["payments.bulk.schedule-ended", "only a standing order has a schedule"],
    ["admin.adminHealth.200", "the control API is no outcome of the bank"],
  ])("does not hold %s: %s", async (id) => {
    expect((await catalogueOf()).map((o) => o.id)).not.toContain(id);
  });

  it("gives every outcome a unique id, a sentence and a section", async () => {
    const catalogue = await catalogueOf();
    expect(new Set(catalogue.map((o) => o.id)).size).toBe(catalogue.length);
    for (const o of catalogue) expect(o.sentence.length * o.section.length).toBeGreaterThan(0);
  });

  it("takes in a new operation and a new error code without the report's code changing", async () => {
    const added = defineOperation({
      tag: "Payments",
      operationId: "confirmFundsFixture",
      method: "post",
      path: "/v1/funds-confirmations",
      summary: "A fixture operation",
      responses: { 200: { description: "Confirmed." } },
      errors: ["SERVICE_BLOCKED"],
      handle: (c) => c.body(null, 200),
    });
    const sepa = operations.find((op) => op.operationId === "createSepaPayment");
    if (sepa === undefined) throw new Error("no createSepaPayment");
    const before = await catalogueOf();
    expect(before.map((o) => o.id)).not.toContain("payments.createSepaPayment.RESOURCE_EXPIRED");
    const changed = operations.map((op) =>
      op === sepa ? { ...op, errors: [...(op.errors ?? []), "RESOURCE_EXPIRED" as const] } : op,
    );
    const after = (await catalogueOf([...changed, added])).map((o) => o.id);
    expect(after).toEqual(
      expect.arrayContaining([
        "payments.confirmFundsFixture.200",
        "payments.confirmFundsFixture.SERVICE_BLOCKED",
        "payments.createSepaPayment.RESOURCE_EXPIRED",
      ]),
    );
    expect(after.length).toBe(before.length + 3);
  });

  it("is the table of docs/readiness.md, row for row", async () => {
    const docs = readFileSync(new URL("../../docs/readiness.md", import.meta.url), "utf8");
    const table = docs.split("## The catalogue")[1] ?? "";
    const documented = [...table.matchAll(/^\| `([^`]+)` \|/gm)].map((m) => m[1]);
    expect(documented).toEqual((await catalogueOf()).map((o) => o.id));
  });

  it.each([
    ["payments.sepa.settled", "payments.sepa", true],
    ["payments.sepa.settled", "payments", true],
    ["payments.sepa.settled", "payments.sepa.settled", true],
    ["payments.sepa-x.settled", "payments.sepa", false],
    ["payments.sepa", "payments.sepa.settled", false],
  ])("inArea(%s, %s) is %s", (id, area, expected) => {
    expect(inArea(id, area)).toBe(expected);
  });
});
