import { beforeEach, describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { type Answer, type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { completePsuSca } from "../helpers/sca.js";
import {
  BULK_PATH,
  bulkPayment,
  ibanOf,
  PERIODIC_PATH,
  PSU,
  periodicPayment,
  psuHeaders,
  SEPA_PATH,
  sepaPayment,
} from "../helpers/payments.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
  await completePsuSca(bank); // bulk creation needs a valid PSU SCA (401 Challenge)
});

const sepa = (body = sepaPayment(), query: Record<string, string> = {}, tpp: "tpp" | "tpp2" = "tpp") =>
  bank.as(tpp)("POST", SEPA_PATH, { body, query, headers: psuHeaders(PSU.private) });
const created = (answer: Answer) => expectBody(answer, 201, PaymentCreated);

describe("logical duplicates (same TPP, debtor, creditor, amount, currency and date within the window)", () => {
  it("refuses the same SEPA payment twice with 409 CONFLICT naming the earlier payment", async () => {
    const first = created(await sepa());
    const error = expectError(await sepa(), 409, "CONFLICT", "allowLogicalDuplicate");
    expect(error.message).toContain(first.paymentId);
  });

  it("makes it anyway with allowLogicalDuplicate=true", async () => {
    created(await sepa());
    created(await sepa(sepaPayment(), { allowLogicalDuplicate: "true" }));
  });

  it("treats allowLogicalDuplicate=false like leaving it out", async () => {
    created(await sepa());
    expectError(await sepa(sepaPayment(), { allowLogicalDuplicate: "false" }), 409, "CONFLICT");
  });

  it.each(["yes", "1", "TRUE", ""])(
    "refuses allowLogicalDuplicate=%j with 400 FORMAT_ERROR",
    async (value) => {
      expectError(
        await sepa(sepaPayment(), { allowLogicalDuplicate: value }),
        400,
        "FORMAT_ERROR",
        "allowLogicalDuplicate",
      );
    },
  );

  it("sees the same payment behind another remittance text", async () => {
    created(await sepa());
    const same = sepaPayment({
      instructedAmount: { currency: "EUR", amount: "125.50" },
      remittanceInformationUnstructured: "another text",
    });
    expectError(await sepa(same), 409, "CONFLICT");
  });

  it.each<[string, Record<string, unknown>]>([
    ["another amount", { instructedAmount: { currency: "EUR", amount: "125.51" } }],
    ["another currency", { instructedAmount: { currency: "SEK", amount: "125.50" } }],
    ["another creditor", { creditorAccount: { iban: "GB29NWBK60161331926819", currency: "EUR" } }],
    ["another debtor account", { debtorAccount: { iban: ibanOf(PSU.private.sparekonto), currency: "NOK" } }],
    ["another date", { requestedExecutionDate: "2026-03-09" }],
  ])("lets a payment with %s through", async (_name, change) => {
    created(await sepa());
    created(await sepa(sepaPayment(change)));
  });

  it("still counts a payment made 9 min 59 s earlier", async () => {
    created(await sepa());
    bank.sandbox.ctx.clock.advance(10 * 60_000 - 1000);
    expectError(await sepa(), 409, "CONFLICT");
  });

  it("forgets a payment after the window (10 minutes by default)", async () => {
    created(await sepa());
    bank.sandbox.ctx.clock.advance(10 * 60_000 + 1);
    created(await sepa());
  });

  it("follows payments.duplicateWindowMinutes", async () => {
    bank = await openBank({ payments: { duplicateWindowMinutes: 0 } });
    await completePsuSca(bank); // bulk creation needs a valid PSU SCA (401 Challenge)
    created(await sepa());
    bank.sandbox.ctx.clock.advance(1);
    created(await sepa());
  });

  it("does not count a cancelled payment", async () => {
    const first = created(await sepa());
    expect((await bank.call("DELETE", `${SEPA_PATH}/${first.paymentId}`)).status).toBe(204);
    created(await sepa());
  });

  it("does not compare across TPPs", async () => {
    created(await sepa());
    created(await sepa(sepaPayment(), {}, "tpp2"));
  });

  it("applies to bulk payments, entries in any order", async () => {
    const headers = psuHeaders(PSU.corporate);
    const body = bulkPayment();
    created(await bank.call("POST", BULK_PATH, { body, headers }));
    const reordered = bulkPayment({ payments: [...(body.payments as unknown[])].reverse() });
    expectError(await bank.call("POST", BULK_PATH, { body: reordered, headers }), 409, "CONFLICT");
    created(await bank.call("POST", BULK_PATH, { body, headers, query: { allowLogicalDuplicate: "true" } }));
  });

  it("does not apply to periodic payments, which have no allowLogicalDuplicate", async () => {
    const headers = psuHeaders(PSU.private);
    created(await bank.call("POST", PERIODIC_PATH, { body: periodicPayment(), headers }));
    created(await bank.call("POST", PERIODIC_PATH, { body: periodicPayment(), headers }));
  });
});

describe("the duplicate index", () => {
  it("stays small when one payment is repeated with allowLogicalDuplicate=true", async () => {
    for (let i = 0; i < 15; i++) created(await sepa(sepaPayment(), { allowLogicalDuplicate: "true" }));
    const keys = bank.sandbox.ctx.store.values("duplicateKeys");
    expect(keys).toHaveLength(1);
    expect(keys[0]?.paymentIds).toHaveLength(10);
    expectError(await sepa(), 409, "CONFLICT");
  });
});
