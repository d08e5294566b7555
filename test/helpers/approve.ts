/**
 * Lifecycle tests authorise payments through here. For now it does what a finalised SCA does
 * (`authorisePayment`); it is to be swapped for the real SCA flow (the SCA page) once that exists.
 */
import { authorisePayment } from "../../src/payments/lifecycle.js";
import type { PaymentRecord } from "../../src/payments/model.js";
import { type Bank, expectBody } from "./calls.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { BULK_PATH, PERIODIC_PATH, PSU, psuHeaders, SEPA_PATH } from "./payments.js";

type Customer = { customerId: string; agreementId?: string };

export function approve(bank: Bank, paymentId: string): PaymentRecord {
  const payment = bank.sandbox.ctx.store.get("payments", paymentId);
  if (!payment) throw new Error(`no payment ${paymentId}`);
  return authorisePayment(bank.sandbox.ctx, payment);
}

const paths = { sepa: SEPA_PATH, periodic: PERIODIC_PATH, bulk: BULK_PATH } as const;

/**
 * Creates a payment over HTTP (201 expected) and approves it. Bulk payments are created here only,
 * so that when bulk creation answers a 401 challenge for a PSU without SCA, this is the one place to
 * complete that SCA and retry.
 */
export async function createApproved(
  bank: Bank,
  kind: keyof typeof paths,
  body: Record<string, unknown>,
  psu: Customer = kind === "bulk" ? PSU.corporate : PSU.private,
): Promise<{ paymentId: string; self: string }> {
  const answer = await bank.call("POST", paths[kind], { body, headers: psuHeaders(psu) });
  const { paymentId } = expectBody(answer, 201, PaymentCreated);
  approve(bank, paymentId);
  return { paymentId, self: `${paths[kind]}/${paymentId}` };
}

/** The admin API, unsigned, on the same app. */
export async function admin(bank: Bank, method: string, path: string, body?: unknown) {
  const response = await bank.sandbox.app.request(`http://sandbox.test/__admin${path}`, {
    method,
    ...(body !== undefined
      ? {
          body: typeof body === "string" ? body : JSON.stringify(body),
          headers: { "content-type": "application/json" },
        }
      : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined,
  };
}

/** A sandbox account's balance (decimal string) and transactions, read over the bank's data API. */
export async function accountState(bank: Bank, bban: string) {
  const account = bank.sandbox.ctx.store.values("accounts").find((a) => a.bban === bban);
  if (!account) throw new Error(`no account ${bban}`);
  const read = await bank.call("GET", `/v1/sandbox/accounts/${account.accountId}`);
  const listed = await bank.call("GET", `/v1/sandbox/accounts/${account.accountId}/transactions`);
  const body = read.body as { balances: { balanceAmount: { amount: string } }[]; status: string };
  return { accountId: account.accountId, balance: body.balances[0]?.balanceAmount.amount, listed };
}
