/** Creating payments for SCA tests and reading their state back. */
import { expect } from "vitest";
import type { TransactionStatus } from "../../src/domain/transitions.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import type { ScaStatus } from "../../src/sca/model.js";
import { type Bank, expectBody } from "../helpers/calls.js";
import { kinds, type Kind } from "../helpers/created.js";
import { psuHeaders } from "../helpers/payments.js";
import { completePsuSca } from "../helpers/sca.js";

export const OK_URI = "https://tpp.example/callback";
export const NOK_URI = "https://tpp.example/rejected";

export interface ScaPayment {
  paymentId: string;
  self: string;
  scaRedirect: string;
  authorisationId: string;
}

/** Creates a payment of `kind` (body overrides merged in) and hands back its SCA addresses. */
export async function paymentForSca(
  bank: Bank,
  kind: Kind,
  overrides: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<ScaPayment> {
  const { path, body, psu } = kinds[kind];
  if (kind === "bulk") await completePsuSca(bank);
  const answer = await bank.call("POST", path, {
    body: { ...body, ...overrides },
    headers: psuHeaders(psu, headers),
  });
  const created = expectBody(answer, 201, PaymentCreated);
  const authorisationId = created._links.scaStatus.href.split("/").at(-1) ?? "";
  return {
    paymentId: created.paymentId,
    self: `${path}/${created.paymentId}`,
    scaRedirect: created._links.scaRedirect.href,
    authorisationId,
  };
}

export function statusOf(bank: Bank, paymentId: string): TransactionStatus | undefined {
  return bank.sandbox.ctx.store.get("payments", paymentId)?.transactionStatus;
}

export function scaStatusOf(bank: Bank, authorisationId: string): ScaStatus | undefined {
  return bank.sandbox.ctx.store.get("authorisations", authorisationId)?.scaStatus;
}

/** The page is HTML, never cached. */
export function expectHtml(answer: { status: number; headers: Headers; text: string }, status: number): void {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get("Content-Type")).toMatch(/^text\/html/);
  expect(answer.headers.get("Cache-Control")).toBe("no-store");
}
