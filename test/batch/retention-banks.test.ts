import { describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { admin } from "../helpers/approve.js";
import { type Bank, expectBody, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { decideSca } from "../helpers/sca.js";

/** A SEPA payment made by fixture TPP `as` in its own bank, approved on the SCA page. */
async function approvedPayment(bank: Bank, as: "tpp" | "tpp2"): Promise<string> {
  const answer = await bank.as(as)("POST", SEPA_PATH, {
    body: sepaPayment(),
    headers: psuHeaders(PSU.private),
  });
  const created = expectBody(answer, 201, PaymentCreated);
  const href = created._links.scaRedirect?.href ?? "";
  const done = await decideSca(bank, href, PSU.private.customerNumber, "approve");
  expect(done.status, done.text).toBe(303);
  return `${SEPA_PATH}/${created.paymentId}`;
}

const statusOf = async (bank: Bank, as: "tpp" | "tpp2", self: string) =>
  (await bank.as(as)("GET", `${self}/status`)).body;

describe("store.retention with a bank per TPP (tenancy per-tpp, the default)", () => {
  it("a clock move past the retention removes each TPP's old final payments from its own bank", async () => {
    const bank = await openBank({ tenancy: "per-tpp", store: { retention: "P30D" } });
    const mine = await approvedPayment(bank, "tpp");
    const theirs = await approvedPayment(bank, "tpp2");
    expect((await admin(bank, "POST", "/batch-runs")).status).toBe(200);
    expect(await statusOf(bank, "tpp", mine)).toMatchObject({ transactionStatus: "ACSC" });
    expect(await statusOf(bank, "tpp2", theirs)).toMatchObject({ transactionStatus: "ACSC" });

    const move = await admin(bank, "PUT", "/clock", { advance: "P31D" });
    expect(move.status, move.text).toBe(200);
    expect(move.body).toMatchObject({ retention: { removed: 2 } });
    expect((await bank.as("tpp")("GET", mine)).status).toBe(404);
    expect((await bank.as("tpp2")("GET", theirs)).status).toBe(404);
  });

  it("a batch run past the retention removes them too, and leaves a payment still to be executed", async () => {
    const bank = await openBank({ tenancy: "per-tpp", store: { retention: "P30D" } });
    const settled = await approvedPayment(bank, "tpp2");
    expect((await admin(bank, "POST", "/batch-runs")).status).toBe(200);
    const waiting = await bank.as("tpp2")("POST", SEPA_PATH, {
      body: sepaPayment({ requestedExecutionDate: "2099-01-04" }),
      headers: psuHeaders(PSU.private),
    });
    const later = `${SEPA_PATH}/${expectBody(waiting, 201, PaymentCreated).paymentId}`;

    // The bank's clock set straight on (no move, so no batch runs in between): the POST is the run.
    const { clock } = bank.sandbox.ctx;
    clock.set(new Date(clock.now().getTime() + 31 * 86_400_000));
    const run = await admin(bank, "POST", "/batch-runs");
    expect(run.status, run.text).toBe(200);
    expect(run.body).toMatchObject({ retention: { removed: 1 } });
    expect((await bank.as("tpp2")("GET", settled)).status).toBe(404);
    expect((await bank.as("tpp2")("GET", later)).status).toBe(200);
  });
});
