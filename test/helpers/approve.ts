/**
 * Lifecycle tests authorise payments the way a PSU does: the SCA page's headless form post (login and
 * approval in one request), which must answer 303 to the TPP.
 */
import { expect } from "vitest";
import type { PaymentRecord } from "../../src/payments/model.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { type Bank, expectBody } from "./calls.js";
import { BULK_PATH, DOMESTIC_PATH, PERIODIC_PATH, PSU, psuHeaders, SEPA_PATH } from "./payments.js";
import { completeChallenge, customerNumberOf, decideSca } from "./sca.js";

type Customer = { customerId: string; agreementId?: string };

/** Approves a payment on its SCA page as its PSU. */
export async function approve(bank: Bank, paymentId: string): Promise<PaymentRecord> {
  const { store } = bank.sandbox.ctx;
  const payment = store.get("payments", paymentId);
  if (!payment) throw new Error(`no payment ${paymentId}`);
  const href = `http://sandbox.test/sca/${payment.authorisationIds[0]}`;
  const done = await decideSca(bank, href, customerNumberOf(bank, payment.psuCustomerId), "approve");
  expect(done.status, done.text).toBe(303);
  const approved = store.get("payments", paymentId);
  if (!approved) throw new Error(`payment ${paymentId} vanished`);
  return approved;
}

const paths = { sepa: SEPA_PATH, domestic: DOMESTIC_PATH, periodic: PERIODIC_PATH, bulk: BULK_PATH } as const;

/**
 * Creates a payment over HTTP (201 expected; a bulk's 401 challenge is completed first, as a TPP's PSU
 * would) and approves it on the SCA page.
 */
export async function createApproved(
  bank: Bank,
  kind: keyof typeof paths,
  body: Record<string, unknown>,
  psu: Customer = kind === "bulk" ? PSU.corporate : PSU.private,
): Promise<{ paymentId: string; self: string }> {
  const create = () => bank.call("POST", paths[kind], { body, headers: psuHeaders(psu) });
  let answer = await create();
  if (kind === "bulk" && answer.status === 401) {
    await completeChallenge(bank, answer, psu.customerId);
    answer = await create();
  }
  const { paymentId } = expectBody(answer, 201, PaymentCreated);
  await approve(bank, paymentId);
  return { paymentId, self: `${paths[kind]}/${paymentId}` };
}

/** The admin API, unsigned, on the same app. */
export async function admin(bank: Bank, method: string, path: string, body?: unknown) {
  const response = await bank.sandbox.app.request(`http://localhost/__admin${path}`, {
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
    headers: response.headers,
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
