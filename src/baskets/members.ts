import type { TransactionStatus } from "../domain/transitions.js";
import { type BasketMember, basketMembersOf } from "../sca/basket-member.js";
import type { Records } from "../store/store.js";
import type { BasketRecord } from "./model.js";

/** One kind of member of a basket and its ids, in the order the TPP listed them. */
export interface Lent {
  member: BasketMember;
  ids: readonly string[];
}

/** The basket's ids of each kind the sandbox's interfaces lend (a kind it holds none of is left out). */
export function lentTo(store: Records, basket: Pick<BasketRecord, "paymentIds" | "consentIds">): Lent[] {
  return basketMembersOf(store).flatMap((member) => {
    const ids = basket[member.field] ?? [];
    return ids.length > 0 ? [{ member, ids }] : [];
  });
}

/** Every member's status as the basket counts it, payments first; a member gone fails loudly. */
export function memberStatuses(
  store: Records,
  basket: BasketRecord,
): { id: string; status: TransactionStatus }[] {
  return lentTo(store, basket).flatMap(({ member, ids }) =>
    ids.map((id) => {
      const status = member.status(store, id);
      if (!status)
        throw new Error(`basket ${basket.basketId} names ${member.noun} ${id}, which is not stored`);
      return { id, status };
    }),
  );
}

/** The first member no longer waiting for the basket's SCA, with its status; undefined while all wait. */
export function firstDecided(
  store: Records,
  basket: BasketRecord,
): { noun: string; id: string; status: TransactionStatus } | undefined {
  for (const { member, ids } of lentTo(store, basket)) {
    for (const id of ids) {
      const status = member.status(store, id);
      if (status !== "RCVD") return { noun: member.noun, id, status: status ?? "RJCT" };
    }
  }
  return undefined;
}
