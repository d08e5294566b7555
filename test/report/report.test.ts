import { describe, expect, it } from "vitest";
import type { ReadinessReport } from "../../src/report/schema.js";
import { admin, approve, createApproved } from "../helpers/approve.js";
import { type Bank, openBank } from "../helpers/calls.js";
import { PSU, periodicPayment, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

/** GET /__admin/report, for the one TPP the log holds or the one named. */
async function report(bank: Bank, query = ""): Promise<ReadinessReport> {
  const answer = await admin(bank, "GET", `/report${query}`);
  expect(answer.status, answer.text).toBe(200);
  return answer.body as ReadinessReport;
}

const createSepa = (bank: Bank, requestId: string, headers: Record<string, string> = {}) =>
  bank.call("POST", SEPA_PATH, {
    body: sepaPayment(),
    headers: psuHeaders(PSU.private, { "X-Request-ID": requestId, ...headers }),
  });

const check = (r: ReadinessReport, id: string) => r.checks.find((c) => c.id === id);
const outcome = (r: ReadinessReport, id: string) => r.outcomes.find((o) => o.id === id);

describe("GET /__admin/report: retries after a fault", () => {
  it("a retry with a fresh X-Request-ID fails the check, naming both request ids", async () => {
    const bank = await openBank();
    await admin(bank, "PUT", "/faults", { rules: [{ path: "/v1/payments", status: 503, times: 1 }] });
    const first = crypto.randomUUID();
    const fresh = crypto.randomUUID();
    expect((await createSepa(bank, first)).status).toBe(503);
    expect((await createSepa(bank, fresh)).status).toBe(201);
    const r = await report(bank);
    const retry = check(r, "checks.retry-same-request-id");
    expect(retry?.verdict).toBe("mishandled");
    expect(retry?.evidence.map((e) => e.xRequestId)).toEqual([first, fresh]);
    expect(outcome(r, "faults.503")?.verdict).toBe("mishandled");
  });

  it("a retry with the same X-Request-ID passes it", async () => {
    const bank = await openBank();
    await admin(bank, "PUT", "/faults", { rules: [{ path: "/v1/payments", status: 503, times: 1 }] });
    const id = crypto.randomUUID();
    expect((await createSepa(bank, id)).status).toBe(503);
    expect((await createSepa(bank, id)).status).toBe(201);
    const r = await report(bank);
    expect(check(r, "checks.retry-same-request-id")).toMatchObject({ verdict: "handled" });
    expect(outcome(r, "faults.503")).toMatchObject({ met: true, verdict: "handled" });
    expect(outcome(r, "payments.createSepaPayment.201")).toMatchObject({ met: true, count: 1 });
  });
});

describe("GET /__admin/report: what a TPP met", () => {
  it("names the lifecycle and SCA outcomes a payment went through, and the checks around them", async () => {
    const bank = await openBank();
    const created = await createSepa(bank, crypto.randomUUID());
    const { paymentId } = created.body as { paymentId: string };
    await approve(bank, paymentId);
    await bank.call("GET", `${SEPA_PATH}/${paymentId}/status`);
    const r = await report(bank);
    expect(outcome(r, "payments.sepa.created")).toMatchObject({ met: true });
    expect(outcome(r, "payments.sepa.sca-finalised")).toMatchObject({ met: true });
    expect(outcome(r, "sca.payment.finalised")).toMatchObject({ met: true, verdict: "handled" });
    expect(outcome(r, "payments.sepa.settled")).toMatchObject({ met: false, verdict: "not-met" });
    expect(check(r, "checks.sca-redirect")?.verdict).toBe("handled");
    expect(check(r, "checks.status-after-sca")?.verdict).toBe("handled");
    expect(check(r, "checks.signed-date")?.verdict).toBe("handled");
  });

  it("names a standing order's executions, booked and rejected for funds, from their records", async () => {
    const bank = await openBank();
    const order = periodicPayment({
      instructedAmount: { currency: "NOK", amount: "300.00" },
      debtorAccount: { bban: PSU.private2.brukskonto, currency: "NOK" },
      creditorAccount: { bban: PSU.private.brukskonto, currency: "NOK" },
      endDate: "2026-05-31",
    });
    await createApproved(bank, "periodic", order, PSU.private2);
    const before = await report(bank);
    expect(outcome(before, "payments.periodic.execution-ACSC")).toMatchObject({ met: false });
    await admin(bank, "PUT", "/clock", { now: "2026-06-10T10:00:00Z" });
    const after = await report(bank);
    expect(outcome(after, "payments.periodic.execution-ACSC")).toMatchObject({ met: true });
    expect(outcome(after, "payments.periodic.execution-RJCT")).toMatchObject({ met: true });
    expect(outcome(after, "payments.sepa.execution-ACSC")).toBeUndefined();
  });

  it("one TPP's report never shows another TPP's traffic", async () => {
    const bank = await openBank();
    const mine = crypto.randomUUID();
    const theirs = crypto.randomUUID();
    await createSepa(bank, mine);
    await bank.as("tpp2")("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private, { "X-Request-ID": theirs }),
    });
    const tpps = (await admin(bank, "GET", "/tpps")).body as { tpps: { organisationId: string }[] };
    expect(tpps.tpps.length).toBe(2);
    const both = await Promise.all(
      tpps.tpps.map((t) => report(bank, `?tpp=${encodeURIComponent(t.organisationId)}`)),
    );
    for (const r of both) {
      expect(r.requests).toBe(1);
      const ids = new Set([...r.outcomes, ...r.checks].flatMap((o) => o.evidence.map((e) => e.xRequestId)));
      expect([...ids].filter((id) => id === mine || id === theirs)).toHaveLength(1);
    }
    expect(both.map((r) => r.outcomes.find((o) => o.id === "payments.sepa.created")?.met)).toEqual([
      true,
      true,
    ]);
  });

  it("a named run (X-Sandbox-Run) counts only its own requests", async () => {
    const bank = await openBank();
    await createSepa(bank, crypto.randomUUID(), { "X-Sandbox-Run": "nightly" });
    await bank.call("GET", "/v1/sandbox/customers");
    const run = await report(bank, "?run=nightly");
    expect(run.window).toMatchObject({ from: "run", run: "nightly" });
    expect(run.requests).toBe(1);
    expect(outcome(run, "payments.createSepaPayment.201")?.met).toBe(true);
    expect(run.outcomes.filter((o) => o.id.startsWith("sandbox-data.") && o.met)).toEqual([]);
  });

  it("keeps counting what the request log's ring has forgotten", async () => {
    const bank = await openBank({ journal: { size: 2 } });
    await createSepa(bank, crypto.randomUUID());
    for (let i = 0; i < 3; i += 1) await bank.call("GET", "/v1/sandbox/customers");
    const r = await report(bank);
    expect(r.forgottenRequests).toBe(2);
    expect(r.requests).toBe(4);
    expect(outcome(r, "payments.createSepaPayment.201")).toMatchObject({ met: true, count: 1 });
  });

  it("keeps the owner of each record a forgotten request named, one owner object per TPP and run", async () => {
    const bank = await openBank({ requestLog: { size: 1 } });
    const ids: string[] = [];
    for (const amount of ["10.00", "20.00", "30.00"]) {
      const created = await bank.call("POST", SEPA_PATH, {
        body: sepaPayment({ instructedAmount: { currency: "EUR", amount } }),
        headers: psuHeaders(PSU.private),
      });
      expect(created.status, created.text).toBe(201);
      ids.push((created.body as { paymentId: string }).paymentId);
    }
    await bank.call("GET", "/v1/sandbox/customers");
    const { owners } = bank.sandbox.ctx.requestLog.forgotten;
    const kept = ids.map((id) => owners.get(id));
    expect(kept.map((owner) => owner?.tpp)).toEqual(ids.map(() => expect.any(String)));
    // Shared, so a busy sandbox's tally costs one map entry per id (the bench's 600k creations).
    expect(new Set(owners.values()).size).toBe(1);
    const r = await report(bank);
    expect(outcome(r, "payments.createSepaPayment.201")).toMatchObject({ met: true, count: 3 });
  });

  it("asks for tpp when the log holds no TPP, in the interface's error body", async () => {
    const bank = await openBank();
    const answer = await admin(bank, "GET", "/report");
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ code: "QUERY_PARAMETER_REQUIRED", tppMessages: [{ path: "tpp" }] });
    const bad = await admin(bank, "GET", "/report?tpp=x&since=yesterday");
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: "FORMAT_ERROR",
      tppMessages: expect.arrayContaining([
        expect.objectContaining({ path: "since", text: expect.stringMatching(/ISO 8601/) }),
      ]),
    });
  });
});
