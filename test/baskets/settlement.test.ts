import { describe, expect, it } from "vitest";
import { BasketStatusResponse } from "../../src/baskets/schema.js";
import { PaymentStatusResponse } from "../../src/payments/schema/responses.js";
import { accountState, admin } from "../helpers/approve.js";
import { type Bank, expectBody, openBank } from "../helpers/calls.js";
import { ibanOf, PSU, SEPA_PATH } from "../helpers/payments.js";
import { decideSca } from "../helpers/sca.js";
import { createBasket, sepaPayments, statuses } from "./helpers.js";

type Run = { moved: { paymentId: string; from: string; to: string }[] };

async function batchRun(bank: Bank): Promise<Run> {
  const run = await admin(bank, "POST", "/batch-runs");
  expect(run.status, run.text).toBe(200);
  return run.body as Run;
}

async function basketStatus(bank: Bank, self: string) {
  return expectBody(await bank.call("GET", `${self}/status`), 200, BasketStatusResponse).transactionStatus;
}

describe("a basket's payments after its SCA follow their own lifecycle", () => {
  it("100 SEPA payments approved with one SCA on the page are all settled by one batch run (ACSC; the basket stays ACTC)", async () => {
    const bank = await openBank();
    const cents = (i: number) => ({
      instructedAmount: { currency: "EUR", amount: `0.${String(i).padStart(2, "0")}` },
    });
    const ids = await sepaPayments(bank, 99, cents);
    ids.push(...(await sepaPayments(bank, 1, { instructedAmount: { currency: "EUR", amount: "1.00" } })));
    const basket = await createBasket(bank, ids);
    const done = await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "approve");
    expect(done.status, done.text).toBe(303);
    expect(new Set(statuses(bank, ids))).toEqual(new Set(["ACTC"]));

    const run = await batchRun(bank);
    expect(run.moved).toHaveLength(100);
    expect(new Set(run.moved.map((m) => `${m.from}->${m.to}`))).toEqual(new Set(["ACTC->ACSC"]));
    expect(new Set(statuses(bank, ids))).toEqual(new Set(["ACSC"]));
    expect(await basketStatus(bank, basket.self)).toBe("ACTC");
    const before = 25_000;
    const balance = Number((await accountState(bank, PSU.private.brukskonto)).balance);
    // 50.50 EUR in all, each converted at 11.50 NOK and rounded to øre, plus 25.00 NOK fee per payment.
    expect(balance).toBeCloseTo(before - 50.5 * 11.5 - 100 * 25, 0);
  });

  it("one payment lacking funds (12085592767, 350.00 NOK) ends RJCT, the other settles, the basket is RJCT", async () => {
    const bank = await openBank();
    const debtor = { debtorAccount: { iban: ibanOf(PSU.private2.brukskonto), currency: "NOK" } };
    // 10.00 EUR = 115.00 NOK + 25.00 fee fits into 350.00; 30.00 EUR = 345.00 NOK + 25.00 then does not.
    const [small] = await sepaPayments(
      bank,
      1,
      { ...debtor, instructedAmount: { currency: "EUR", amount: "10.00" } },
      PSU.private2,
    );
    const [large] = await sepaPayments(
      bank,
      1,
      { ...debtor, instructedAmount: { currency: "EUR", amount: "30.00" } },
      PSU.private2,
    );
    const ids = [small ?? "", large ?? ""];
    const basket = await createBasket(bank, ids, PSU.private2);
    const done = await decideSca(bank, basket.scaRedirect, PSU.private2.customerNumber, "approve");
    expect(done.status, done.text).toBe(303);
    expect(await basketStatus(bank, basket.self)).toBe("ACTC");

    const run = await batchRun(bank);
    expect(run.moved).toEqual([
      { paymentId: small, from: "ACTC", to: "ACSC" },
      { paymentId: large, from: "ACTC", to: "RJCT" },
    ]);
    expect(await basketStatus(bank, basket.self)).toBe("RJCT");
    const rejected = await bank.call("GET", `${SEPA_PATH}/${large}/status`);
    expect(expectBody(rejected, 200, PaymentStatusResponse)).toMatchObject({
      transactionStatus: "RJCT",
      fundsAvailable: false,
    });
    expect((await accountState(bank, PSU.private2.brukskonto)).balance).toBe("210.00");
  });

  it("the batch's SCA sweep rejects every payment of a basket whose SCA timed out", async () => {
    const bank = await openBank();
    const ids = await sepaPayments(bank, 2);
    const basket = await createBasket(bank, ids);
    bank.sandbox.ctx.clock.advance((bank.sandbox.ctx.config.sca.timeoutMinutes + 1) * 60_000);
    const run = await batchRun(bank);
    expect(statuses(bank, ids)).toEqual(["RJCT", "RJCT"]);
    expect(run.moved).toEqual(ids.map((paymentId) => ({ paymentId, from: "RCVD", to: "RJCT" })));
    expect(bank.sandbox.ctx.store.get("authorisations", basket.authorisationId)?.scaStatus).toBe("failed");
  });
});
