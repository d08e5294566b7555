import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusal } from "../helpers/refusal.js";
import { nationalId } from "../helpers/sandbox-bodies.js";
import { defaultCustomers, type RunningSandbox, startSandbox } from "../../src/index.js";

/** The public API as a TPP's test suite sees it: a URL, a close() and the control API as methods. */
let bank: RunningSandbox;
beforeAll(async () => {
  bank = await startSandbox({ logLevel: "silent" });
});
afterAll(() => bank?.close());

const sepa = {
  instructedAmount: { currency: "EUR", amount: "125.50" },
  creditorName: "Bäckerei Müller GmbH",
  creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
  debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
};

describe("startSandbox()", () => {
  it("hands out where it listens and the control facade, never the store, the app or the context", () => {
    expect(bank.url).toBe(`http://127.0.0.1:${bank.port}`);
    for (const internal of ["store", "app", "ctx", "config"]) expect(bank).not.toHaveProperty(internal);
  });

  it("setClock, advanceClock, batchRuns and clock move and read the sandbox clock as PUT/GET /__admin/clock and GET /__admin/batch-runs do", async () => {
    const set = await bank.setClock("2026-03-02T10:00:00Z");
    expect(set.now).toBe("2026-03-02T10:00:00.000Z");
    const moved = await bank.advanceClock("P1D");
    // The sandbox clock runs on in real time between the calls: compare to the minute.
    expect(moved.now.slice(0, 16)).toBe("2026-03-03T10:00");
    expect(moved.batchRuns).toBe(5);
    const listed = await bank.batchRuns({ after: moved.firstRun - 1, limit: 2 });
    expect(listed.batchRuns.map((r) => [r.run, r.trigger])).toEqual([
      [moved.firstRun, "clock-move"],
      [moved.firstRun + 1, "clock-move"],
    ]);
    expect(listed._links.next?.href).toBe(`/__admin/batch-runs?after=${moved.firstRun + 1}&limit=2`);
    expect((await bank.clock()).timeZone).toBe("Europe/Oslo");
    await bank.setClock(new Date("2026-03-02T10:00:00Z"));
  });

  it("a bad duration is the control API's 400 Error body, thrown as SandboxHttpError", async () => {
    const failed = await refusal(bank.advanceClock("tomorrow"));
    expect(failed.status).toBe(400);
    expect(failed.error?.tppMessages[0]?.path).toBe("advance");
  });

  it("create, approve on the SCA page, runBatch: the payment is ACSC", async () => {
    await bank.setClock("2026-03-02T10:00:00Z");
    const tpp = bank.tpp();
    const payment = await tpp.createSepaPayment(sepa);
    expect(payment.transactionStatus).toBe("RCVD");
    const redirect = await bank.approve(payment, defaultCustomers.private);
    expect(redirect).toMatch(/^https:\/\/tpp\.example\/callback/);
    expect((await tpp.getPaymentStatus(payment)).transactionStatus).toBe("ACTC");
    const run = await bank.runBatch();
    expect(run.moved).toContainEqual({ paymentId: payment.paymentId, from: "ACTC", to: "ACSC" });
    expect((await tpp.getPaymentStatus(payment)).transactionStatus).toBe("ACSC");
  });

  it("reject by authorisation id: the payment is RJCT", async () => {
    const tpp = bank.tpp();
    const payment = await tpp.createSepaPayment({
      ...sepa,
      instructedAmount: { currency: "EUR", amount: "3.00" },
    });
    const { authorisationIds } = await tpp.listAuthorisations(payment);
    await bank.reject(authorisationIds[0] as string, defaultCustomers.private.customerNumber);
    expect((await tpp.getPaymentStatus(payment)).transactionStatus).toBe("RJCT");
  });

  it("approve as a customer who may not: rejects with the page's own message, nothing changes", async () => {
    const tpp = bank.tpp();
    const payment = await tpp.createSepaPayment({
      ...sepa,
      instructedAmount: { currency: "EUR", amount: "4.00" },
    });
    await expect(bank.approve(payment, defaultCustomers.corporate)).rejects.toThrow(
      /answered 403.*cannot approve this/,
    );
    expect((await tpp.getPaymentStatus(payment)).transactionStatus).toBe("RCVD");
  });

  it("reset brings the default data back; health counts the customers", async () => {
    const tpp = bank.tpp();
    await tpp.createCustomer({
      customerNumber: nationalId(0),
      customerName: "Kari Nordmann",
      customerType: "PRIVATE",
    });
    expect(await bank.health()).toMatchObject({ customers: 7 });
    await bank.reset();
    expect(await bank.health()).toMatchObject({ status: "UP", customers: 6 });
  });

  it("setFaults, faults and clearFaults: a TPP's retry meets a 503 once, then the bank", async () => {
    const [rule] = await bank.setFaults([{ method: "POST", path: "/v1/payments", status: 503, times: 1 }]);
    const tpp = bank.tpp();
    const body = { ...sepa, instructedAmount: { currency: "EUR", amount: "5.00" } };
    const failed = await refusal(tpp.createSepaPayment(body));
    expect(failed.status).toBe(503);
    expect(failed.headers.get("x-sandbox-fault")).toBe(`${rule?.id}; status=503`);
    expect((await tpp.createSepaPayment(body)).transactionStatus).toBe("RCVD");
    expect(await bank.faults()).toMatchObject([{ hits: 1, remaining: 0 }]);
    await bank.clearFaults();
    expect(await bank.faults()).toEqual([]);
  });

  it("approve finds the page of a link that names another host (publicUrl behind a proxy)", async () => {
    const proxied = await startSandbox({ logLevel: "silent", publicUrl: "https://bank.example/psd2" });
    try {
      const payment = await proxied.tpp().createSepaPayment(sepa);
      expect(payment._links.scaRedirect.href).toMatch(/^https:\/\/bank\.example\/psd2\/sca\//);
      await proxied.approve(payment, defaultCustomers.private);
      expect(
        (
          await proxied
            .tpp()
            .getPaymentStatus(
              payment.paymentId ? `/v1/payments/sepa-credit-transfers/${payment.paymentId}` : "",
            )
        ).transactionStatus,
      ).toBe("ACTC");
    } finally {
      await proxied.close();
    }
  });

  it("setAccountStatus blocks an account by its number; tpps lists the TPP that called, forgetTpp forgets it", async () => {
    const { bban } = defaultCustomers.lowBalance.accounts.sparekonto;
    expect(await bank.setAccountStatus(bban, "blocked")).toMatchObject({ bban, status: "blocked" });
    await bank.setAccountStatus(bban, "enabled");
    const [seen] = await bank.tpps();
    expect(seen?.organisationId).toMatch(/^PSDNO-/);
    await bank.forgetTpp(seen?.organisationId as string);
    expect(await bank.tpps()).toEqual([]);
  });

  it("requests, journalEntry and explainPayment read the journal and a payment's history", async () => {
    await bank.clearRequests();
    const payment = await bank
      .tpp()
      .createSepaPayment({ ...sepa, instructedAmount: { currency: "EUR", amount: "6.00" } });
    const { requests } = await bank.requests({ method: "POST", path: "/v1/payments" });
    expect(requests.map((r) => r.status)).toEqual([201]);
    const entry = await bank.journalEntry(requests[0]?.xRequestId as string);
    expect(entry.path).toBe("/v1/payments/sepa-credit-transfers");
    const explained = await bank.explainPayment(payment.paymentId);
    expect(explained.payment).toMatchObject({ paymentId: payment.paymentId, transactionStatus: "RCVD" });
    expect(explained.statusHistory.map((h) => h.to)).toEqual(["RCVD"]);
  });

  it("close() twice is one close", async () => {
    const other = await startSandbox({ logLevel: "silent" });
    await Promise.all([other.close(), other.close()]);
    await expect(fetch(`${other.url}/__admin/health`)).rejects.toThrow();
  });
});
