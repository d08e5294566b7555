import { describe, expect, it } from "vitest";
import { PaymentCreated, PaymentStatusResponse } from "../../src/payments/schema/responses.js";
import { AuthorisationList } from "../../src/sca/schema.js";
import { accountState, admin, approve } from "../helpers/approve.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import {
  BULK_PATH,
  bulkPayment,
  PERIODIC_PATH,
  PSU,
  periodicPayment,
  psuHeaders,
  SEPA_PATH,
  sepaPayment,
} from "../helpers/payments.js";
import { completePsuSca, decideSca, scaPage } from "../helpers/sca.js";

/** X-Sandbox-Scenario on a creation: the payment takes that path through the bank's own code. */
const paths = { sepa: SEPA_PATH, periodic: PERIODIC_PATH, bulk: BULK_PATH } as const;

async function create(bank: Bank, scenario: string, kind: keyof typeof paths = "sepa", body?: object) {
  const psu = kind === "bulk" ? PSU.corporate : PSU.private;
  if (kind === "bulk") await completePsuSca(bank);
  const payload =
    body ?? (kind === "sepa" ? sepaPayment() : kind === "bulk" ? bulkPayment() : periodicPayment());
  return bank.call("POST", paths[kind], {
    body: payload,
    headers: psuHeaders(psu, { "X-Sandbox-Scenario": scenario }),
  });
}

async function created(bank: Bank, scenario: string, kind: keyof typeof paths = "sepa") {
  const { paymentId, _links } = expectBody(await create(bank, scenario, kind), 201, PaymentCreated);
  return { paymentId, self: `${paths[kind]}/${paymentId}`, scaRedirect: _links.scaRedirect.href };
}

async function status(bank: Bank, self: string) {
  return expectBody(await bank.call("GET", `${self}/status`), 200, PaymentStatusResponse);
}

async function batchRun(bank: Bank) {
  const run = await admin(bank, "POST", "/batch-runs");
  expect(run.status, run.text).toBe(200);
}

describe("X-Sandbox-Scenario", () => {
  it("sca-abandoned: the SCA has timed out at once; the page says so and the payment is RJCT", async () => {
    const bank = await openBank();
    const { self, scaRedirect } = await created(bank, "sca-abandoned");
    const page = await scaPage(bank, scaRedirect);
    expect(page.status).toBe(410);
    expect(page.text).toContain("This request has expired");
    expect((await status(bank, self)).transactionStatus).toBe("RJCT");
    const list = expectBody(await bank.call("GET", `${self}/authorisations`), 200, AuthorisationList);
    const [authorisationId] = list.authorisationIds;
    const sca = await bank.call("GET", `${self}/authorisations/${authorisationId}`);
    expect(sca.body).toEqual({ scaStatus: "failed" });
  });

  it("sca-failed: the PSU presses Approve, the SCA fails and the payment is RJCT", async () => {
    const bank = await openBank();
    const { self, scaRedirect } = await created(bank, "sca-failed");
    const done = await decideSca(bank, scaRedirect, PSU.private.customerNumber, "approve");
    expect(done.status).toBe(303);
    expect((await status(bank, self)).transactionStatus).toBe("RJCT");
  });

  it("insufficient-funds: approved, the batch run rejects it for lack of funds; nothing is booked", async () => {
    const bank = await openBank();
    const before = (await accountState(bank, PSU.private.brukskonto)).balance;
    const { paymentId, self } = await created(bank, "insufficient-funds");
    expect((await approve(bank, paymentId)).transactionStatus).toBe("ACTC");
    await batchRun(bank);
    const answer = await status(bank, self);
    expect(answer).toMatchObject({ transactionStatus: "RJCT", fundsAvailable: false });
    expect(answer.tppMessages?.[0]).toMatchObject({
      code: "PAYMENT_FAILED",
      path: "instructedAmount.amount",
    });
    expect((await accountState(bank, PSU.private.brukskonto)).balance).toBe(before);
  });

  it("insufficient-funds on a standing order: its execution is rejected, the order runs on (ACTC)", async () => {
    const bank = await openBank();
    const { paymentId, self } = await created(bank, "insufficient-funds", "periodic");
    await approve(bank, paymentId);
    const moved = await admin(bank, "PUT", "/clock", { now: "2026-03-16T10:00:00Z" });
    expect(moved.status, moved.text).toBe(200);
    const read = await bank.call("GET", self);
    expect(read.body).toMatchObject({
      transactionStatus: "ACTC",
      executions: [{ transactionStatus: "RJCT", fundsAvailable: false }],
    });
  });

  it("payment-failed: approved, the batch run rejects it with PAYMENT_FAILED on the debtor account", async () => {
    const bank = await openBank();
    const { paymentId, self } = await created(bank, "payment-failed");
    await approve(bank, paymentId);
    await batchRun(bank);
    const answer = await status(bank, self);
    expect(answer.transactionStatus).toBe("RJCT");
    expect(answer.fundsAvailable).toBeUndefined();
    expect(answer.tppMessages?.[0]).toMatchObject({ code: "PAYMENT_FAILED", path: "debtorAccount" });
  });

  it("pending: approved it is PDNG, today's runs leave it, the first run tomorrow executes it", async () => {
    const bank = await openBank();
    const { paymentId, self } = await created(bank, "pending");
    expect((await approve(bank, paymentId)).transactionStatus).toBe("PDNG");
    await batchRun(bank);
    await admin(bank, "PUT", "/clock", { now: "2026-03-02T22:00:00Z" });
    expect((await status(bank, self)).transactionStatus).toBe("PDNG");
    await admin(bank, "PUT", "/clock", { now: "2026-03-03T06:30:00Z" });
    expect((await status(bank, self)).transactionStatus).toBe("ACSC");
  });

  it("part: the bulk books every entry but the last, which is returned; the bulk is PART", async () => {
    const bank = await openBank();
    const { paymentId, self } = await created(bank, "part", "bulk");
    await approve(bank, paymentId);
    await admin(bank, "PUT", "/clock", { now: "2026-03-05T10:00:00Z" });
    expect((await status(bank, self)).transactionStatus).toBe("PART");
    const read = await bank.call("GET", self);
    expect(
      (read.body as { entries: { transactionStatus: string }[] }).entries.map((e) => e.transactionStatus),
    ).toEqual(["ACSC", "RJCT"]);
  });

  it.each([
    ["bank-down", "sepa", /is no sandbox scenario; for payments send one of sca-abandoned, .*pending/],
    ["part", "sepa", /"part" does not apply to payments/],
    ["pending", "periodic", /"pending" does not apply to periodic-payments/],
  ] as const)(
    "%s on %s: 400 FORMAT_ERROR naming the header, nothing stored",
    async (value, kind, message) => {
      const bank = await openBank();
      const before = bank.sandbox.ctx.store.values("payments").length;
      const error = expectError(await create(bank, value, kind), 400, "FORMAT_ERROR", "X-Sandbox-Scenario");
      expect(error.message).toMatch(message);
      expect(bank.sandbox.ctx.store.values("payments")).toHaveLength(before);
    },
  );

  it("part on a bulk of one entry: 400, it needs an entry to book and one to return", async () => {
    const bank = await openBank();
    const one = bulkPayment({ payments: [(bulkPayment().payments as object[])[0]] });
    const answer = await create(bank, "part", "bulk", one);
    expect(expectError(answer, 400, "FORMAT_ERROR", "X-Sandbox-Scenario").message).toMatch(/at least 2/);
  });
});
