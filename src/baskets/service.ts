import type { BankContext, RecordsContext } from "../context.js";
import { perTppNote } from "../tenancy/unknown.js";
import { apiError } from "../errors.js";
import { opaqueId } from "../ids.js";
import { putPayment } from "../payments/lifecycle.js";
import type { PaymentRecord } from "../payments/model.js";
import type { Psu } from "../psu/identify.js";
import { expireDue } from "../sca/expiry.js";
import type { AuthorisationRecord } from "../sca/model.js";
import type { RedirectTargets } from "../psu/redirect.js";
import { newAuthorisation, putAuthorisation } from "../sca/service.js";
import type { StoreChange } from "../store/store.js";
import { basketPayments } from "./checks.js";
import type { BasketRecord } from "./model.js";
import { type BasketStatus, basketStatus } from "../domain/basket-status.js";
import { change } from "../store/change.js";

export interface CreateBasket {
  paymentIds: readonly string[];
  tppId: string;
  tppName?: string | undefined;
  psu: Psu;
  redirect: RedirectTargets;
}

export function putBasket(basket: BasketRecord): StoreChange {
  return change.put("baskets", basket);
}

/** Checks the payments, then stores the basket, its authorisation and each payment's membership in one commit. */
export function createBasket(
  ctx: BankContext,
  input: CreateBasket,
): { basket: BasketRecord; authorisation: AuthorisationRecord } {
  const payments = basketPayments(ctx, input.psu, input.paymentIds);
  const basketId = opaqueId();
  const authorisation = newAuthorisation(ctx, {
    kind: "basket",
    tppId: input.tppId,
    tppName: input.tppName,
    psuCustomerId: input.psu.customer.customerId,
    redirect: input.redirect,
  });
  const withBasket: AuthorisationRecord = { ...authorisation, basketId };
  const basket: BasketRecord = {
    basketId,
    tppId: input.tppId,
    psuCustomerId: input.psu.customer.customerId,
    agreementId: input.psu.agreement.id,
    paymentIds: payments.map((p) => p.paymentId),
    authorisationIds: [authorisation.authorisationId],
    createdAt: ctx.clock.now().toISOString(),
  };
  ctx.store.commit([
    putAuthorisation(withBasket),
    putBasket(basket),
    ...payments.map((p) => putPayment({ ...p, basketId })),
  ]);
  return { basket, authorisation: withBasket };
}

/** The TPP's own basket, its overdue SCAs expired first; anything else (unknown, another TPP's) is 404. */
export function findBasket(ctx: BankContext, tppId: string, basketId: string): BasketRecord {
  const basket = ctx.store.get("baskets", basketId);
  if (!basket) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no signing basket ${basketId}; ${perTppNote(tppId)}. Use the basketId and links your creation answer gave`,
      "basketId",
    );
  }
  expireDue(ctx, basket.authorisationIds);
  return basket;
}

export function paymentsIn(ctx: RecordsContext, basket: BasketRecord): PaymentRecord[] {
  return basket.paymentIds.map((id) => {
    const payment = ctx.store.get("payments", id);
    if (!payment) throw new Error(`basket ${basket.basketId} names payment ${id}, which is not stored`);
    return payment;
  });
}

/** Derived on every read (interface 3.2): the worst case of the payments as they stand now. */
export function statusOf(ctx: RecordsContext, basket: BasketRecord): BasketStatus {
  return basketStatus(paymentsIn(ctx, basket).map((p) => p.transactionStatus));
}

/**
 * Why the basket can no longer be deleted, or undefined while it can: DELETE is allowed only while
 * no SCA of the basket has been decided (approved, rejected or timed out) and every payment still
 * waits for it. The basket's `self` link lists DELETE only then.
 */
export function undeletableBecause(ctx: RecordsContext, basket: BasketRecord): string | undefined {
  const decided = basket.authorisationIds
    .map((id) => ctx.store.get("authorisations", id))
    .find((a) => a !== undefined && a.scaStatus !== "received");
  if (decided) {
    return `its SCA was already ${decided.scaStatus === "finalised" ? "approved" : "rejected or timed out"}`;
  }
  const moved = paymentsIn(ctx, basket).find((p) => p.transactionStatus !== "RCVD");
  return moved ? `payment ${moved.paymentId} is already ${moved.transactionStatus}` : undefined;
}

/**
 * DELETE (docs/decisions.md#signing-baskets, "DELETE"), while `undeletableBecause` finds nothing. The basket goes (its
 * SCA page then says so); the payments stay as they are (RCVD), free to be authorised alone or put
 * into another basket.
 */
export function deleteBasket(ctx: RecordsContext, basket: BasketRecord): void {
  const why = undeletableBecause(ctx, basket);
  if (why !== undefined) {
    throw apiError(
      "STATUS_INVALID",
      `the signing basket can no longer be deleted: ${why}; each payment now follows its own lifecycle (DELETE the payment to cancel it)`,
      "basketId",
    );
  }
  // The open authorisations stay as they are: their page then says the basket was deleted.
  ctx.store.commit([
    ...paymentsIn(ctx, basket).map((p) => {
      const { basketId: _gone, ...free } = p;
      return putPayment(free);
    }),
    change.remove("baskets", basket.basketId),
  ]);
}
