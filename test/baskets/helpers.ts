/** Baskets in tests: SEPA payments to put in them, a basket over HTTP, and its SCA page. */
import { BasketCreated } from "../../src/baskets/schema.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { type Answer, type Bank, type Caller, expectBody } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

export const BASKETS = "/v1/signing-baskets";

type Customer = { customerId: string; agreementId?: string };

type Overrides = Record<string, unknown>;

/**
 * `count` SEPA payments of `psu`, amounts 1.00, 2.00, ... EUR (distinct, so no logical duplicates);
 * `overrides` may depend on the payment's number (1-based).
 */
export async function sepaPayments(
  bank: Bank,
  count: number,
  overrides: Overrides | ((i: number) => Overrides) = {},
  psu: Customer = PSU.private,
  call: Caller = bank.call,
): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 1; i <= count; i++) {
    const extra = typeof overrides === "function" ? overrides(i) : overrides;
    const body = sepaPayment({ instructedAmount: { currency: "EUR", amount: `${i}.00` }, ...extra });
    const answer = await call("POST", SEPA_PATH, { body, headers: psuHeaders(psu) });
    ids.push(expectBody(answer, 201, PaymentCreated).paymentId);
  }
  return ids;
}

export function postBasket(
  bank: Bank,
  paymentIds: unknown,
  psu: Customer = PSU.private,
  headers: Record<string, string> = {},
  call: Caller = bank.call,
): Promise<Answer> {
  return call("POST", BASKETS, { body: { paymentIds }, headers: psuHeaders(psu, headers) });
}

export interface Basket {
  basketId: string;
  self: string;
  scaRedirect: string;
  authorisationId: string;
  created: BasketCreated;
}

export async function createBasket(
  bank: Bank,
  paymentIds: string[],
  psu: Customer = PSU.private,
): Promise<Basket> {
  const created = expectBody(await postBasket(bank, paymentIds, psu), 201, BasketCreated);
  return {
    basketId: created.basketId,
    self: `${BASKETS}/${created.basketId}`,
    scaRedirect: created._links.scaRedirect.href,
    authorisationId: created._links.scaStatus.href.split("/").at(-1) ?? "",
    created,
  };
}

export function statuses(bank: Bank, ids: readonly string[]): (string | undefined)[] {
  return ids.map((id) => bank.sandbox.ctx.store.get("payments", id)?.transactionStatus);
}
