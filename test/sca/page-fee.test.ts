import { describe, expect, it } from "vitest";
import { openBank } from "../helpers/calls.js";
import type { Kind } from "../helpers/created.js";
import { PSU } from "../helpers/payments.js";
import { decideSca, scaPage } from "../helpers/sca.js";
import { expectHtml, paymentForSca } from "./flow-helpers.js";

const approver: Record<Kind, string> = {
  sepa: PSU.private.customerNumber,
  periodic: PSU.private.customerNumber,
  bulk: PSU.corporate.customerNumber,
};

describe("the SCA page shows what the payment costs", () => {
  it.each<[Kind, Record<string, unknown>, string]>([
    // SEPA from a NOK account: the currency conversion fee of the default fee table.
    ["sepa", {}, "25.00 NOK"],
    ["periodic", {}, "None"],
    ["bulk", {}, "None"],
  ])("a %s payment %j: Fee %s, as the creation answer reported it", async (kind, body, fee) => {
    const bank = await openBank();
    const payment = await paymentForSca(bank, kind, body);
    const details = await scaPage(bank, payment.scaRedirect, { customerNumber: approver[kind] });
    expectHtml(details, 200);
    expect(details.text).toContain(`<dt>Fee</dt><dd class="fee">${fee}`);
  });

  it("with a fee table that charges per payment: a standing order's fee is per payment, a bulk's in all", async () => {
    const fees = { perPayment: { "norwegian-domestic-credit-transfers": "3" } };
    const bank = await openBank({ payments: { fees } });
    const periodic = await paymentForSca(bank, "periodic");
    const shown = await scaPage(bank, periodic.scaRedirect, { customerNumber: approver.periodic });
    expect(shown.text).toContain('<dd class="fee">3.00 NOK per payment</dd>');
    const bulk = await paymentForSca(bank, "bulk");
    const all = await scaPage(bank, bulk.scaRedirect, { customerNumber: approver.bulk });
    expect(all.text).toMatch(/<dd class="fee">\d+\.00 NOK in all<\/dd>/);
  });
});

describe("a used SCA link", () => {
  it("reads as information (role status), not as an error (no alert)", async () => {
    const bank = await openBank();
    const payment = await paymentForSca(bank, "sepa");
    await decideSca(bank, payment.scaRedirect, PSU.private.customerNumber, "approve");
    const again = await scaPage(bank, payment.scaRedirect);
    expectHtml(again, 410);
    expect(again.text).toContain('<div class="info" role="status">It was approved before');
    expect(again.text).not.toContain('role="alert"');
  });
});
