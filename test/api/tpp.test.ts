import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import {
  defaultCustomers,
  generateTestCertificates,
  type PaymentCreated,
  type PaymentCreatedExplicit,
  type RunningSandbox,
  SandboxHttpError,
  startSandbox,
} from "../../src/index.js";
import { refusal } from "../helpers/refusal.js";
import { ScaChallengeBody } from "../../src/sca/schema.js";
import {
  PaymentCreatedExplicit as PaymentCreatedExplicitSchema,
  PaymentCreated as PaymentCreatedSchema,
} from "../../src/payments/schema/responses.js";

/** bank.tpp(): typed methods that fill the interface's headers, so a test sends only what it means. */
let bank: RunningSandbox;
beforeAll(async () => {
  bank = await startSandbox({ logLevel: "silent" });
  await bank.setClock("2026-03-02T10:00:00Z");
});
afterAll(() => bank?.close());

const { private: nora, corporate, lowBalance } = defaultCustomers;
const sepa = (amount: string) => ({
  instructedAmount: { currency: "EUR", amount },
  creditorName: "Bäckerei Müller GmbH",
  creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
  debtorAccount: { iban: nora.accounts.brukskonto.iban, currency: "NOK" },
});
const bulk = {
  paymentInformationId: "salary-2026-03",
  debtorAccount: { bban: corporate.accounts.driftskonto.bban, currency: "NOK" },
  payments: [
    {
      instructedAmount: { currency: "NOK", amount: "420.00" },
      creditorName: "Ola Nordmann",
      creditorAccount: { bban: nora.accounts.brukskonto.bban, currency: "NOK" },
      creditorAddress: { street: "Storgata 1", postalCode: "0155", townName: "Oslo", country: "NO" },
    },
  ],
};

describe("bank.tpp()", () => {
  it("createSepaPayment fills X-Request-ID, PSU-ID, PSU-IP-Address, TPP-Session-ID, TPP-Redirect-URI: a 201 body that fits its schema", async () => {
    const created: PaymentCreated = await bank.tpp().createSepaPayment(sepa("10.00"));
    expect(PaymentCreatedSchema.safeParse(created).success).toBe(true);
    const read = await bank.tpp().getPayment(created);
    expect(read).toMatchObject({ creditorName: "Bäckerei Müller GmbH", transactionStatus: "RCVD" });
  });

  it("given headers replace the defaults whatever their case: another TPP-Redirect-URI is where approval lands", async () => {
    const tpp = bank.tpp();
    const created = await tpp.createSepaPayment(sepa("11.00"), {
      "tpp-redirect-uri": "https://tpp.example/elsewhere",
    });
    expect(await bank.approve(created._links.scaRedirect.href, nora)).toMatch(
      /^https:\/\/tpp\.example\/elsewhere/,
    );
  });

  it("a refused call throws SandboxHttpError with the Error body the bank answered", async () => {
    const failed = await refusal(
      bank.tpp().createSepaPayment({ ...sepa("12.00"), creditorName: "x".repeat(71) }),
    );
    expect(failed).toBeInstanceOf(SandboxHttpError);
    expect(failed.status).toBe(400);
    expect(failed.error?.tppMessages.map((m) => m.path)).toContain("creditorName");
    expect(failed.message).toMatch(/answered 400 FORMAT_ERROR/);
  });

  it("psu option: a corporate PSU's bulk gets the 401 Challenge; approved, the retry is created", async () => {
    const tpp = bank.tpp({ psu: corporate });
    const challenge = await refusal(tpp.createBulkPayment(bulk));
    expect(challenge.status).toBe(401);
    expect(ScaChallengeBody.safeParse(challenge.body).success).toBe(true);
    await bank.approve(challenge, corporate);
    const created = await tpp.createBulkPayment(bulk);
    await bank.approve(created, corporate);
    expect((await tpp.getPaymentStatus(created)).transactionStatus).toBe("ACTC");
  });

  it("createDomesticPayment creates a Norwegian domestic credit transfer, read back under its product", async () => {
    const tpp = bank.tpp();
    const created = await tpp.createDomesticPayment({
      instructedAmount: { currency: "NOK", amount: "421.00" },
      debtorAccount: { bban: nora.accounts.sparekonto.bban, currency: "NOK" },
      creditorName: "Ola Nordmann",
      creditorAccount: { bban: nora.accounts.brukskonto.bban, currency: "NOK" },
      creditorAddress: { street: "Storgata 1", postalCode: "0155", townName: "Oslo", country: "NO" },
    });
    expect(created._links.self.href).toContain("/v1/payments/norwegian-domestic-credit-transfers/");
    expect(await tpp.getPayment(created)).toMatchObject({ transactionStatus: "RCVD" });
  });

  it("cancelPayment of a payment not yet authorised cancels at once (undefined)", async () => {
    const tpp = bank.tpp();
    const created = await tpp.createSepaPayment(sepa("13.00"));
    expect(await tpp.cancelPayment(created)).toBeUndefined();
    expect((await tpp.getPaymentStatus(created)).transactionStatus).toBe("CANC");
  });

  it("createSigningBasket and its authorisation: one approval authorises every payment", async () => {
    const tpp = bank.tpp();
    const a = await tpp.createSepaPayment(sepa("14.00"));
    const b = await tpp.createSepaPayment(sepa("15.00"));
    const basket = await tpp.createSigningBasket({ paymentIds: [a.paymentId, b.paymentId] });
    await bank.approve(basket, nora);
    expect((await tpp.getSigningBasketStatus(basket)).transactionStatus).toBe("ACTC");
    expect((await tpp.getPaymentStatus(b)).transactionStatus).toBe("ACTC");
  });

  it("the sandbox data API: accounts and their transactions, typed", async () => {
    const tpp = bank.tpp();
    const { customers } = await tpp.listCustomers();
    const thea = customers.find((c) => c.customerNumber === lowBalance.customerNumber);
    expect(thea).toBeDefined();
    const accountId = (thea?.accounts ?? [])[0] as string;
    const account = await tpp.getAccount(accountId);
    expect(account.bban).toBe(lowBalance.accounts.brukskonto.bban);
    expect((await tpp.listAccountTransactions(accountId)).transactions).toBeDefined();
  });

  it("a certificate from generateTestCertificates() is a TPP of its own: it cannot see the first TPP's payment", async () => {
    const created = await bank.tpp().createSepaPayment(sepa("16.00"));
    const other = bank.tpp(
      await generateTestCertificates({
        organisationId: "PSDNO-FSA-123456789",
        validFrom: new Date("2025-01-01"),
      }),
    );
    const failed = await refusal(other.getPaymentStatus(created));
    expect(failed.status).toBe(404);
  });

  it("bodies are typed: a misspelt field does not compile, and a refused body never reaches the bank unchecked", async () => {
    const body = { ...sepa("17.00"), creditorNme: "typo" };
    // @ts-expect-error creditorNme is not a field of a SEPA payment (the type is derived from the schema)
    const typed: Parameters<ReturnType<RunningSandbox["tpp"]>["createSepaPayment"]>[0] = { creditorNme: "x" };
    expect(typed).toBeDefined();
    // A body built elsewhere (untyped JSON, say) is still checked by the bank.
    const failed = await refusal(bank.tpp().createSepaPayment(body));
    expect(failed.status).toBe(400);
  });

  it("headers carry a scenario trigger; the query allows a logical duplicate", async () => {
    const tpp = bank.tpp();
    const failing = await tpp.createSepaPayment(sepa("18.00"), { "X-Sandbox-Scenario": "sca-failed" });
    await bank.approve(failing, nora);
    expect((await tpp.getPaymentStatus(failing)).transactionStatus).toBe("RJCT");
    await tpp.createSepaPayment(sepa("19.00"));
    expect((await refusal(tpp.createSepaPayment(sepa("19.00")))).status).toBe(409);
    const again = await tpp.createSepaPayment(sepa("19.00"), {}, { allowLogicalDuplicate: true });
    expect(again.transactionStatus).toBe("RCVD");
  });

  it("a creation preferring an explicit start is typed PaymentCreatedExplicit: startAuthorisation, no scaRedirect", async () => {
    const tpp = bank.tpp();
    const explicit = await tpp.createSepaPayment(sepa("21.00"), {
      "TPP-Explicit-Authorisation-Preferred": "true",
    });
    expectTypeOf(explicit).toEqualTypeOf<PaymentCreatedExplicit>();
    expect(PaymentCreatedExplicitSchema.parse(explicit)._links.startAuthorisation.href).toMatch(
      /\/authorisations$/,
    );
    expect(explicit._links).not.toHaveProperty("scaRedirect");
    const started = await tpp.startAuthorisation(explicit);
    expect(started._links.scaRedirect.href).toContain("/sca/");

    const plain = await tpp.createSepaPayment(sepa("21.50"), { "X-Sandbox-Scenario": "pending" });
    expectTypeOf(plain).toEqualTypeOf<PaymentCreated>();
    const implicit = await tpp.createSepaPayment(sepa("22.00"), {
      "TPP-Explicit-Authorisation-Preferred": "false",
    });
    expectTypeOf(implicit).toEqualTypeOf<PaymentCreated>();
    expect(implicit._links.scaRedirect.href).toContain("/sca/");
    // Headers the compiler cannot read may ask either way: the answer is typed as either.
    const headers: Record<string, string> = { "tpp-explicit-authorisation-preferred": "true" };
    const either = await tpp.createSepaPayment(sepa("23.00"), headers);
    expectTypeOf(either).toEqualTypeOf<PaymentCreated | PaymentCreatedExplicit>();
    expect("startAuthorisation" in either._links && !("scaRedirect" in either._links)).toBe(true);
  });

  it("tpp.request() signs any other call and hands back the Response", async () => {
    const response = await bank.tpp().request("GET", "/v1/sandbox/customers");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
