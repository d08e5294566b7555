import type { BankContext, RecordsContext } from "../context.js";
import { perTppNote } from "../tenancy/unknown.js";
import { ApiError, apiError } from "../errors.js";
import { opaqueId } from "../ids.js";
import type { Psu } from "../psu/identify.js";
import { basketMembersOf } from "../sca/basket-member.js";
import { expireDue } from "../sca/expiry.js";
import type { AuthorisationRecord } from "../sca/model.js";
import type { RedirectTargets } from "../psu/redirect.js";
import { newAuthorisation, putAuthorisation } from "../sca/service.js";
import type { StoreChange } from "../store/store.js";
import { firstDecided, lentTo, memberStatuses } from "./members.js";
import type { BasketRecord } from "./model.js";
import { type BasketStatus, basketStatus } from "../domain/basket-status.js";
import { change } from "../store/change.js";

export interface CreateBasket {
  paymentIds?: readonly string[] | undefined;
  consentIds?: readonly string[] | undefined;
  tppId: string;
  tppName?: string | undefined;
  psu: Psu;
  redirect: RedirectTargets;
}

export function putBasket(basket: BasketRecord): StoreChange {
  return change.put("baskets", basket);
}

/**
 * What may go into a new basket: each kind's ids as the interface lending them judges
 * (`BasketMember.admit`; docs/decisions.md#signing-baskets). Every faulty id is reported, the worst
 * class first: an unknown id is 400 FORMAT_ERROR with its kind's message code (Berlin Group answers
 * an unknown reference in the body so), then REFERENCE_MIX_INVALID, then REFERENCE_STATUS_INVALID.
 * A list no interface of this sandbox lends is a FORMAT_ERROR at its field.
 */
function admit(ctx: BankContext, input: CreateBasket): void {
  const members = basketMembersOf(ctx.store);
  for (const field of ["paymentIds", "consentIds"] as const) {
    if (input[field] !== undefined && !members.some((m) => m.field === field)) {
      throw apiError(
        "FORMAT_ERROR",
        `this sandbox lends no ${field} to signing baskets; leave it out`,
        field,
      );
    }
  }
  const faults = members.map((m) => ({ member: m, found: m.admit(ctx, input.psu, input[m.field] ?? []) }));
  const unknown = faults.flatMap(({ member, found }) => found.filter((f) => f.code === member.unknown));
  if (unknown.length > 0) throw new ApiError("FORMAT_ERROR", unknown);
  for (const code of ["REFERENCE_MIX_INVALID", "REFERENCE_STATUS_INVALID"] as const) {
    const violations = faults.flatMap(({ found }) => found.filter((f) => f.code === code));
    if (violations.length > 0) throw new ApiError(code, violations);
  }
}

/** Checks the members, then stores the basket, its authorisation and each member's membership in one commit. */
export function createBasket(
  ctx: BankContext,
  input: CreateBasket,
): { basket: BasketRecord; authorisation: AuthorisationRecord } {
  admit(ctx, input);
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
    paymentIds: [...(input.paymentIds ?? [])],
    ...(input.consentIds ? { consentIds: [...input.consentIds] } : {}),
    authorisationIds: [authorisation.authorisationId],
    createdAt: ctx.clock.now().toISOString(),
  };
  ctx.store.commit([
    putAuthorisation(withBasket),
    putBasket(basket),
    ...lentTo(ctx.store, basket).flatMap(({ member, ids }) => member.join(ctx.store, ids, basketId)),
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

/** Derived on every read (interface 3.2): the worst case of the members as they stand now. */
export function statusOf(ctx: RecordsContext, basket: BasketRecord): BasketStatus {
  return basketStatus(memberStatuses(ctx.store, basket).map((m) => m.status));
}

/**
 * Why the basket can no longer be deleted, or undefined while it can: DELETE is allowed only while
 * no SCA of the basket has been decided (approved, rejected or timed out) and every member still
 * waits for it. The basket's `self` link lists DELETE only then.
 */
export function undeletableBecause(ctx: RecordsContext, basket: BasketRecord): string | undefined {
  const decided = basket.authorisationIds
    .map((id) => ctx.store.get("authorisations", id))
    .find((a) => a !== undefined && a.scaStatus !== "received");
  if (decided) {
    return `its SCA was already ${decided.scaStatus === "finalised" ? "approved" : "rejected or timed out"}`;
  }
  const moved = firstDecided(ctx.store, basket);
  return moved ? `${moved.noun} ${moved.id} is already ${moved.status}` : undefined;
}

/**
 * DELETE (docs/decisions.md#signing-baskets, "DELETE"), while `undeletableBecause` finds nothing. The basket goes (its
 * SCA page then says so); its members stay as they are, waiting, free to be authorised alone or put
 * into another basket.
 */
export function deleteBasket(ctx: RecordsContext, basket: BasketRecord): void {
  const why = undeletableBecause(ctx, basket);
  if (why !== undefined) {
    throw apiError(
      "STATUS_INVALID",
      `the signing basket can no longer be deleted: ${why}; each member now follows its own lifecycle (DELETE the payment or consent to end it)`,
      "basketId",
    );
  }
  // The open authorisations stay as they are: their page then says the basket was deleted.
  ctx.store.commit([
    ...lentTo(ctx.store, basket).flatMap(({ member, ids }) => member.leave(ctx.store, ids)),
    change.remove("baskets", basket.basketId),
  ]);
}
