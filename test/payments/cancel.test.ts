import { beforeEach, describe, expect, it } from "vitest";
import type { TransactionStatus } from "../../src/domain/transitions.js";
import { CancellationStarted, PaymentStatusResponse } from "../../src/payments/schema/responses.js";
import { AuthorisationList, ScaStatusResponse } from "../../src/sca/schema.js";
import { type Bank, expectBody, expectError, expectStatus, openBank } from "../helpers/calls.js";
import { createPayment, type Kind, setStatus } from "../helpers/created.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

const status = async (self: string) =>
  expectBody(await bank.call("GET", `${self}/status`), 200, PaymentStatusResponse).transactionStatus;

describe.each<Kind>(["sepa", "periodic", "bulk"])("DELETE a %s payment", (kind) => {
  it("before authorisation: 204, then status CANC; again: 409 STATUS_INVALID", async () => {
    const payment = await createPayment(bank, kind);
    const answer = await bank.call("DELETE", payment.self);
    expectStatus(answer, 204);
    expect(answer.text).toBe("");
    expect(await status(payment.self)).toBe("CANC");
    expectError(await bank.call("DELETE", payment.self), 409, "STATUS_INVALID", "paymentId");
  });

  it("after authorisation (ACTC): 202 with a cancellation authorisation to approve", async () => {
    const payment = await createPayment(bank, kind);
    setStatus(bank, payment.paymentId, "ACTC");
    const answer = await bank.call("DELETE", payment.self);
    const started = expectBody(answer, 202, CancellationStarted);
    expect(answer.headers.get("ASPSP-SCA-Approach")).toBe("REDIRECT");
    const base = `http://sandbox.test${payment.self}`;
    const authorisationId = started._links.scaRedirect.href.split("/").at(-1) ?? "";
    expect(started).toEqual({
      transactionStatus: "ACTC",
      _links: {
        startAuthorisation: { href: `${base}/cancellation-authorisations`, verbs: ["POST"] },
        scaRedirect: { href: `http://sandbox.test/sca/${authorisationId}`, verbs: ["GET"] },
        self: { href: base, verbs: ["GET", "DELETE"] },
        status: { href: `${base}/status`, verbs: ["GET"] },
      },
    });
    const list = await bank.call("GET", `${payment.self}/cancellation-authorisations`);
    expect(expectBody(list, 200, AuthorisationList)).toEqual({ authorisationIds: [authorisationId] });
    const one = await bank.call("GET", `${payment.self}/cancellation-authorisations/${authorisationId}`);
    expect(expectBody(one, 200, ScaStatusResponse)).toEqual({ scaStatus: "received" });
    expect(await status(payment.self)).toBe("ACTC");
  });
});

describe("DELETE of an authorised payment", () => {
  it("reuses the pending cancellation authorisation when asked again", async () => {
    const payment = await createPayment(bank, "sepa");
    setStatus(bank, payment.paymentId, "ACTC");
    const first = expectBody(await bank.call("DELETE", payment.self), 202, CancellationStarted);
    const second = expectBody(await bank.call("DELETE", payment.self), 202, CancellationStarted);
    expect(second._links.scaRedirect).toEqual(first._links.scaRedirect);
  });

  it("starts a new one after the pending one timed out", async () => {
    const payment = await createPayment(bank, "sepa");
    setStatus(bank, payment.paymentId, "ACTC");
    const first = expectBody(await bank.call("DELETE", payment.self), 202, CancellationStarted);
    bank.sandbox.ctx.clock.advance(16 * 60_000);
    const second = expectBody(await bank.call("DELETE", payment.self), 202, CancellationStarted);
    expect(second._links.scaRedirect).not.toEqual(first._links.scaRedirect);
    const list = await bank.call("GET", `${payment.self}/cancellation-authorisations`);
    expect(expectBody(list, 200, AuthorisationList).authorisationIds).toHaveLength(2);
  });

  it("sends the PSU back to the DELETE's TPP-Redirect-URI when it names one", async () => {
    const payment = await createPayment(bank, "sepa");
    setStatus(bank, payment.paymentId, "ACTC");
    const headers = { "TPP-Redirect-URI": "https://tpp.example/cancelled" };
    const started = expectBody(
      await bank.call("DELETE", payment.self, { headers }),
      202,
      CancellationStarted,
    );
    const id = started._links.scaRedirect.href.split("/").at(-1) ?? "";
    expect(bank.sandbox.ctx.store.get("authorisations", id)).toMatchObject({
      kind: "cancellation",
      redirect: { ok: "https://tpp.example/cancelled" },
    });
  });

  it.each<TransactionStatus>(["ACCP", "ACWC", "ACWP"])(
    "in %s is cancelled through an authorisation too",
    async (s) => {
      const payment = await createPayment(bank, "sepa");
      setStatus(bank, payment.paymentId, s);
      expectBody(await bank.call("DELETE", payment.self), 202, CancellationStarted);
    },
  );
});

describe("DELETE that the bank refuses", () => {
  it("PDNG -> 405 CANCELLATION_INVALID (interface 3.1 rule 2)", async () => {
    const payment = await createPayment(bank, "sepa");
    setStatus(bank, payment.paymentId, "PDNG");
    expectError(await bank.call("DELETE", payment.self), 405, "CANCELLATION_INVALID");
    expect(await status(payment.self)).toBe("PDNG");
  });

  it.each<TransactionStatus>(["ACSC", "RJCT", "CANC", "ACSP", "PART"])(
    "%s -> 409 STATUS_INVALID",
    async (s) => {
      const payment = await createPayment(bank, "bulk");
      setStatus(bank, payment.paymentId, s);
      expectError(await bank.call("DELETE", payment.self), 409, "STATUS_INVALID");
    },
  );

  it("another TPP's payment -> 404 RESOURCE_UNKNOWN, and it stays as it was", async () => {
    const payment = await createPayment(bank, "sepa");
    expectError(await bank.as("tpp2")("DELETE", payment.self), 404, "RESOURCE_UNKNOWN");
    expect(await status(payment.self)).toBe("RCVD");
  });
});
