import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  connectSandbox,
  defaultCustomers,
  type RunningSandbox,
  SandboxConnectError,
  SandboxHttpError,
  startSandbox,
  testTppCertificate,
} from "../../src/index.js";

/** One sandbox that lives across "runs" of the same test file, as a CI job's background one does. */
let shared: RunningSandbox;
beforeAll(async () => {
  shared = await startSandbox({ logLevel: "silent" });
});
afterAll(() => shared.close());

const sepa = {
  instructedAmount: { currency: "EUR", amount: "42.00" },
  creditorName: "Bäckerei Müller GmbH",
  creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
  debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
};

/** What one run of a TPP's test file does: connect, create, approve, book. */
async function oneRun(connect: () => ReturnType<typeof connectSandbox>) {
  const bank = await connect();
  const payment = await bank.tpp().createSepaPayment(sepa);
  await bank.approve(payment, defaultCustomers.private);
  await bank.runBatch();
  return (await bank.tpp().getPaymentStatus(payment)).transactionStatus;
}

describe("the same test run twice against one sandbox", () => {
  it("with the shipped test TPP, the second run's payment is refused as a logical duplicate (409)", async () => {
    const connect = () => connectSandbox(shared.url);
    expect(await oneRun(connect)).toBe("ACSC");
    const second = await oneRun(connect).catch((error: SandboxHttpError) => error);
    expect(second).toBeInstanceOf(SandboxHttpError);
    expect((second as SandboxHttpError).status).toBe(409);
  });

  it("connectSandbox({ freshTpp: true }): every run signs as a new TPP with a bank of its own, and passes", async () => {
    vi.stubEnv("PSD2_SANDBOX_URL", shared.url);
    try {
      const connect = () => connectSandbox({ freshTpp: true });
      expect(await oneRun(connect)).toBe("ACSC");
      expect(await oneRun(connect)).toBe("ACSC");
      const [a, b] = [await connect(), await connect()];
      expect(a.tpp().keyId).not.toBe(b.tpp().keyId);
      const fresh = (await shared.tpps())
        .map((t) => t.organisationId)
        .filter((id) => /^PSDNO-FSA-\d{9}$/.test(id));
      expect(fresh.filter((id) => id !== "PSDNO-FSA-999999991").length).toBeGreaterThanOrEqual(2);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("freshTpp with a certificate is one message, not a guess", async () => {
    await expect(
      connectSandbox(shared.url, { freshTpp: true, certificate: testTppCertificate("tpp2") }),
    ).rejects.toThrow(
      new SandboxConnectError("connectSandbox: pass either certificate or freshTpp, not both"),
    );
  });
});
