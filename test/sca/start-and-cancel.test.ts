import { beforeEach, describe, expect, it } from "vitest";
import type { SandboxContext } from "../../src/context.js";
import { CancellationStarted } from "../../src/payments/schema/responses.js";
import { expireIfDue } from "../../src/sca/expiry.js";
import { AuthorisationList, AuthorisationStarted } from "../../src/sca/schema.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { PSU } from "../helpers/payments.js";
import { decideSca, scaPage } from "../helpers/sca.js";
import { paymentForSca, scaStatusOf, statusOf } from "./flow-helpers.js";

let bank: Bank;
let ctx: SandboxContext;
beforeEach(async () => {
  bank = await openBank();
  ctx = bank.sandbox.ctx;
});

const number = PSU.private.customerNumber;

async function approvedPayment() {
  const payment = await paymentForSca(bank, "sepa");
  await decideSca(bank, payment.scaRedirect, number, "approve");
  expect(statusOf(bank, payment.paymentId)).toBe("ACTC");
  return payment;
}

describe("POST .../authorisations (explicit start)", () => {
  it("-> 201 received with scaRedirect and scaStatus links; the new one approves the payment", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const answer = await bank.call("POST", `${payment.self}/authorisations`, { body: {} });
    const started = expectBody(answer, 201, AuthorisationStarted);
    expect(started.scaStatus).toBe("received");
    expect(answer.headers.get("Location")).toBe(started._links.scaStatus.href);
    const list = expectBody(await bank.call("GET", `${payment.self}/authorisations`), 200, AuthorisationList);
    expect(list.authorisationIds).toEqual([payment.authorisationId, started.authorisationId]);
    const done = await decideSca(bank, started._links.scaRedirect.href, number, "approve");
    expect(done.status).toBe(303);
    expect(statusOf(bank, payment.paymentId)).toBe("ACTC");
    // The first redirect can no longer decide anything: its authorisation followed the second (410 decided).
    expect((await decideSca(bank, payment.scaRedirect, number, "reject")).status).toBe(410);
    expect(statusOf(bank, payment.paymentId)).toBe("ACTC");
  });

  it("a payment stays RCVD while a later authorisation is still open", async () => {
    const payment = await paymentForSca(bank, "sepa");
    ctx.clock.advance(10 * 60_000);
    expectBody(await bank.call("POST", `${payment.self}/authorisations`), 201, AuthorisationStarted);
    ctx.clock.advance(6 * 60_000);
    const read = await bank.call("GET", `${payment.self}/authorisations/${payment.authorisationId}`);
    expect(read.body).toEqual({ scaStatus: "failed" });
    expect(statusOf(bank, payment.paymentId)).toBe("RCVD");
  });

  it("an authorised payment -> 409 STATUS_INVALID", async () => {
    const payment = await approvedPayment();
    expectError(await bank.call("POST", `${payment.self}/authorisations`), 409, "STATUS_INVALID");
  });

  it("an embedded-approach body -> 400 FORMAT_ERROR", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const body = { psuData: { password: "x" } };
    expectError(await bank.call("POST", `${payment.self}/authorisations`, { body }), 400, "FORMAT_ERROR");
  });

  it("another TPP -> 404", async () => {
    const payment = await paymentForSca(bank, "sepa");
    expectError(await bank.as("tpp2")("POST", `${payment.self}/authorisations`), 404, "RESOURCE_UNKNOWN");
  });
});

describe("cancellation authorisations", () => {
  it("DELETE of an authorised payment -> 202; approving its scaRedirect -> CANC, finalised", async () => {
    const payment = await approvedPayment();
    const started = expectBody(await bank.call("DELETE", payment.self), 202, CancellationStarted);
    const page = await decideSca(bank, started._links.scaRedirect.href, number, "approve");
    expect(page.status, page.text).toBe(303);
    expect(statusOf(bank, payment.paymentId)).toBe("CANC");
    const list = expectBody(
      await bank.call("GET", `${payment.self}/cancellation-authorisations`),
      200,
      AuthorisationList,
    );
    const id = list.authorisationIds[0] ?? "";
    expect(scaStatusOf(bank, id)).toBe("finalised");
  });

  it("the page says which payment is cancelled; a rejection leaves the payment ACTC", async () => {
    const payment = await approvedPayment();
    const started = expectBody(await bank.call("DELETE", payment.self), 202, CancellationStarted);
    const href = started._links.scaRedirect.href;
    const { text } = await scaPage(bank, href, { customerNumber: number });
    expect(text).toContain("Cancel a payment");
    expect(text).toContain(payment.paymentId);
    expect((await decideSca(bank, href, number, "reject")).status).toBe(303);
    expect(statusOf(bank, payment.paymentId)).toBe("ACTC");
  });

  it("POST .../cancellation-authorisations on an authorised payment -> 201; approve -> CANC", async () => {
    const payment = await approvedPayment();
    const answer = await bank.call("POST", `${payment.self}/cancellation-authorisations`);
    const started = expectBody(answer, 201, AuthorisationStarted);
    expect(started._links.scaStatus.href).toContain("/cancellation-authorisations/");
    await decideSca(bank, started._links.scaRedirect.href, number, "approve");
    expect(statusOf(bank, payment.paymentId)).toBe("CANC");
  });

  it("POST .../cancellation-authorisations on a RCVD payment -> 409 STATUS_INVALID", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const answer = await bank.call("POST", `${payment.self}/cancellation-authorisations`);
    expectError(answer, 409, "STATUS_INVALID");
  });

  it("POST .../cancellation-authorisations on a PDNG payment -> 405 CANCELLATION_INVALID", async () => {
    const payment = await paymentForSca(bank, "periodic");
    await decideSca(bank, payment.scaRedirect, number, "approve");
    const answer = await bank.call("POST", `${payment.self}/cancellation-authorisations`);
    expectError(answer, 405, "CANCELLATION_INVALID");
  });
});

describe("expireIfDue (called by the batch's sweep)", () => {
  it("false before the timeout, true once: the authorisation fails and the payment is RJCT", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const read = () => ctx.store.get("authorisations", payment.authorisationId);
    expect(expireIfDue(ctx, read() ?? expect.fail())).toBe(false);
    ctx.clock.advance(15 * 60_000);
    expect(expireIfDue(ctx, read() ?? expect.fail())).toBe(true);
    expect(read()?.scaStatus).toBe("failed");
    expect(statusOf(bank, payment.paymentId)).toBe("RJCT");
    expect(expireIfDue(ctx, read() ?? expect.fail())).toBe(false);
  });

  it("an expired cancellation authorisation fails and leaves the payment ACTC", async () => {
    const payment = await approvedPayment();
    expectBody(await bank.call("DELETE", payment.self), 202, CancellationStarted);
    const id = ctx.store.get("payments", payment.paymentId)?.cancellationAuthorisationIds[0] ?? "";
    ctx.clock.advance(16 * 60_000);
    expect(expireIfDue(ctx, ctx.store.get("authorisations", id) ?? expect.fail())).toBe(true);
    expect(scaStatusOf(bank, id)).toBe("failed");
    expect(statusOf(bank, payment.paymentId)).toBe("ACTC");
  });
});
