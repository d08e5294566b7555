import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  connectSandbox,
  defaultCustomers,
  type ReadinessReport,
  type RunningSandbox,
  startSandbox,
  testTppCertificate,
} from "../../src/index.js";

let bank: RunningSandbox;
beforeAll(async () => {
  bank = await startSandbox({ logLevel: "silent" });
});
afterAll(() => bank?.close());

const sepa = {
  instructedAmount: { currency: "EUR", amount: "7.00" },
  creditorName: "Bäckerei Müller GmbH",
  creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
  debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
};

const met = (r: ReadinessReport) => r.outcomes.filter((o) => o.met).map((o) => o.id);

describe("report() on the handles", () => {
  it("startSandbox(): the handle's own TPP, typed", async () => {
    const payment = await bank.tpp().createSepaPayment(sepa);
    await bank.reject(payment, defaultCustomers.private);
    const r: ReadinessReport = await bank.report();
    expect(r.tpp).toBe("PSDNO-FSA-999999991");
    expect(met(r)).toEqual(
      expect.arrayContaining(["payments.sepa.created", "payments.sepa.sca-failed", "sca.payment.failed"]),
    );
    expect(r.checks.find((c) => c.id === "checks.sca-redirect")?.verdict).toBe("handled");
  });

  it("connectSandbox(): another TPP's handle sees its own traffic only, and areas narrow it", async () => {
    const other = await connectSandbox(bank.url, { certificate: testTppCertificate("tpp2") });
    await other.tpp().listCustomers();
    const r = await other.report({ area: "payments" });
    expect(r.tpp).toBe("PSDNO-FSA-999999992");
    expect(r.requests).toBe(1);
    expect(met(r)).toEqual([]);
    expect(r.outcomes.every((o) => o.id.startsWith("payments."))).toBe(true);
  });
});
