import { beforeEach, describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { ScaStatusResponse } from "../../src/sca/schema.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { completePsuSca } from "../helpers/sca.js";
import {
  BULK_PATH,
  bulkEntry,
  bulkPayment,
  ibanOf,
  PERIODIC_PATH,
  PSU,
  periodicPayment,
  psuHeaders,
  SEPA_PATH,
  sepaPayment,
} from "../helpers/payments.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
  await completePsuSca(bank); // bulk creation needs a valid PSU SCA (401 Challenge)
});

const products = [
  ["SEPA", SEPA_PATH, sepaPayment(), PSU.private],
  ["periodic", PERIODIC_PATH, periodicPayment(), PSU.private],
  ["bulk", BULK_PATH, bulkPayment(), PSU.corporate],
] as const;

describe.each(products)("POST (%s) answers 201 as interface 2.2 says", (_name, path, body, psu) => {
  it("with RCVD, an opaque paymentId, the four links, Location and ASPSP-SCA-Approach", async () => {
    const answer = await bank.call("POST", path, { body, headers: psuHeaders(psu) });
    const created = expectBody(answer, 201, PaymentCreated);
    expect(created.transactionStatus).toBe("RCVD");
    expect(created.paymentId).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const self = `http://sandbox.test${path}/${created.paymentId}`;
    const authorisationId = created._links.scaRedirect.href.split("/").at(-1);
    expect(created._links).toEqual({
      scaRedirect: { href: `http://sandbox.test/sca/${authorisationId}`, verbs: ["GET"] },
      self: { href: self, verbs: ["GET", "DELETE"] },
      status: { href: `${self}/status`, verbs: ["GET"] },
      scaStatus: { href: `${self}/authorisations/${authorisationId}`, verbs: ["GET"] },
    });
    expect(answer.headers.get("Location")).toBe(self);
    expect(answer.headers.get("ASPSP-SCA-Approach")).toBe("REDIRECT");
  });

  it("creates the payment authorisation, waiting for the PSU", async () => {
    const created = expectBody(
      await bank.call("POST", path, { body, headers: psuHeaders(psu) }),
      201,
      PaymentCreated,
    );
    const scaStatus = new URL(created._links.scaStatus.href).pathname;
    const answer = await bank.call("GET", scaStatus);
    expect(expectBody(answer, 200, ScaStatusResponse)).toEqual({ scaStatus: "received" });
    const authorisationId = scaStatus.split("/").at(-1) ?? "";
    const stored = bank.sandbox.ctx.store.get("authorisations", authorisationId);
    expect(stored).toMatchObject({
      kind: "payment",
      psuCustomerId: psu.customerId,
      redirect: { ok: "https://tpp.example/callback", preferred: true },
    });
    // The SCA times out after sca.timeoutMinutes (15 by default).
    const { createdAt, expiresAt } = stored ?? { createdAt: "", expiresAt: "" };
    expect(Date.parse(expiresAt) - Date.parse(createdAt)).toBe(15 * 60_000);
  });
});

describe("paymentId", () => {
  it("differs for every payment", async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i++) {
      const body = sepaPayment({ instructedAmount: { currency: "EUR", amount: `${i + 1}.00` } });
      const answer = await bank.call("POST", SEPA_PATH, { body, headers: psuHeaders(PSU.private) });
      ids.add(expectBody(answer, 201, PaymentCreated).paymentId);
    }
    expect(ids.size).toBe(5);
  });
});

describe("redirect headers", () => {
  it("keeps TPP-Nok-Redirect-URI and TPP-Redirect-Preferred on the authorisation", async () => {
    const headers = psuHeaders(PSU.private, {
      "TPP-Nok-Redirect-URI": "https://tpp.example/failed",
      "TPP-Redirect-Preferred": "false",
    });
    const created = expectBody(
      await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers }),
      201,
      PaymentCreated,
    );
    const id = created._links.scaStatus.href.split("/").at(-1) ?? "";
    expect(bank.sandbox.ctx.store.get("authorisations", id)?.redirect).toEqual({
      ok: "https://tpp.example/callback",
      nok: "https://tpp.example/failed",
      preferred: false,
    });
  });
});

describe("fees (config payments.fees; defaults: conversion 25.00 NOK, instant 2.00 NOK, others free)", () => {
  const fee = async (
    path: string,
    body: Record<string, unknown>,
    psu: { customerId: string; agreementId?: string },
  ) => expectBody(await bank.call("POST", path, { body, headers: psuHeaders(psu) }), 201, PaymentCreated);

  it("charges a SEPA payment from a NOK account a currency conversion fee", async () => {
    const created = await fee(SEPA_PATH, sepaPayment(), PSU.private);
    expect(created.transactionFeeIndicator).toBe(true);
    expect(created.transactionFees).toEqual({ currency: "NOK", amount: "25.00" });
  });

  it("charges nothing for a SEPA payment in EUR from an EUR account", async () => {
    const body = sepaPayment({ debtorAccount: { iban: ibanOf(PSU.corporate2.eurAccount), currency: "EUR" } });
    const created = await fee(SEPA_PATH, body, PSU.corporate2);
    expect(created.transactionFeeIndicator).toBe(false);
    expect(created).not.toHaveProperty("transactionFees");
  });

  it("charges nothing for domestic NOK payments", async () => {
    expect((await fee(PERIODIC_PATH, periodicPayment(), PSU.private)).transactionFeeIndicator).toBe(false);
    expect((await fee(BULK_PATH, bulkPayment(), PSU.corporate)).transactionFeeIndicator).toBe(false);
  });

  it("charges each bulk entry in another currency than the debtor account's", async () => {
    const eur = bulkEntry({ instructedAmount: { currency: "EUR", amount: "100.00" } });
    const created = await fee(BULK_PATH, bulkPayment({ payments: [eur, bulkEntry(), eur] }), PSU.corporate);
    expect(created.transactionFees).toEqual({ currency: "NOK", amount: "50.00" });
  });

  it("follows the configured fee table", async () => {
    bank = await openBank({
      payments: {
        fees: {
          currency: "EUR",
          perPayment: { "sepa-credit-transfers": "1.50", "norwegian-domestic-credit-transfers": "0.25" },
          currencyConversion: "3",
        },
      },
    });
    await completePsuSca(bank); // bulk creation needs a valid PSU SCA (401 Challenge)
    expect((await fee(SEPA_PATH, sepaPayment(), PSU.private)).transactionFees).toEqual({
      currency: "EUR",
      amount: "4.50",
    });
    expect((await fee(BULK_PATH, bulkPayment(), PSU.corporate)).transactionFees).toEqual({
      currency: "EUR",
      amount: "0.50",
    });
  });
});

describe("headers (interface 5.3)", () => {
  const operations = [
    { name: "SEPA", path: SEPA_PATH, body: sepaPayment(), psu: PSU.private, acceptFix: true },
    { name: "periodic", path: PERIODIC_PATH, body: periodicPayment(), psu: PSU.private, acceptFix: true },
    { name: "bulk", path: BULK_PATH, body: bulkPayment(), psu: PSU.corporate, acceptFix: false },
  ];
  const required = operations.flatMap((op) =>
    [
      ...(op.acceptFix ? ["x-accept-fix"] : []),
      "TPP-Session-ID",
      "TPP-Redirect-URI",
      "PSU-IP-Address",
      "PSU-ID",
    ].map((header) => ({ ...op, header })),
  );

  it.each(required)(
    "$name without $header -> 400 HTTP_HEADER_REQUIRED",
    async ({ path, body, psu, header }) => {
      const headers = psuHeaders(psu);
      delete headers[header];
      expectError(await bank.call("POST", path, { body, headers }), 400, "HTTP_HEADER_REQUIRED", header);
    },
  );

  it("lets bulk go without x-accept-fix", async () => {
    const headers = psuHeaders(PSU.corporate);
    delete headers["x-accept-fix"];
    expectBody(await bank.call("POST", BULK_PATH, { body: bulkPayment(), headers }), 201, PaymentCreated);
  });

  it("takes TPP-Brand-Logging-Information on SEPA", async () => {
    const headers = psuHeaders(PSU.private, { "TPP-Brand-Logging-Information": "Budget App" });
    expectBody(await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers }), 201, PaymentCreated);
  });

  it("records several x-accept-fix names on the payment, and none for an empty value", async () => {
    const headers = psuHeaders(PSU.private, { "x-accept-fix": "longer-name, cash-account-type-iso" });
    const created = expectBody(
      await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers }),
      201,
      PaymentCreated,
    );
    expect(bank.sandbox.ctx.store.get("payments", created.paymentId)?.acceptFixes).toEqual([
      "longer-name",
      "cash-account-type-iso",
    ]);
    const other = sepaPayment({ instructedAmount: { currency: "EUR", amount: "1.00" } });
    const plain = await bank.call("POST", SEPA_PATH, { body: other, headers: psuHeaders(PSU.private) });
    expect(
      bank.sandbox.ctx.store.get("payments", expectBody(plain, 201, PaymentCreated).paymentId)?.acceptFixes,
    ).toEqual([]);
  });

  it("refuses an unknown x-accept-fix name", async () => {
    const headers = psuHeaders(PSU.private, { "x-accept-fix": "longer-name,faster-payments" });
    expectError(
      await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers }),
      400,
      "FORMAT_ERROR",
      "x-accept-fix",
    );
  });

  it("refuses a malformed TPP-Redirect-URI", async () => {
    const headers = psuHeaders(PSU.private, { "TPP-Redirect-URI": "tpp.example/callback" });
    expectError(
      await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers }),
      400,
      "FORMAT_ERROR",
      "TPP-Redirect-URI",
    );
  });
});
