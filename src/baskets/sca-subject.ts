import type { AuthorisationRecord } from "../sca/model.js";
import type { DetailRow } from "../sca/details.js";
import { othersOpen } from "../sca/expiry.js";
import type { ScaSubject } from "../sca/subject.js";
import type { Records } from "../store/store.js";
import { type Lent, lentTo } from "./members.js";

/** The members of the authorisation's basket, by kind; none once the basket is deleted. */
function lentOf(store: Records, authorisation: AuthorisationRecord): Lent[] {
  const basket = store.get("baskets", authorisation.basketId ?? "");
  return basket ? lentTo(store, basket) : [];
}

const counted = (lent: readonly Lent[]) =>
  lent.map(({ member, ids }) => `${ids.length} ${member.noun}${ids.length === 1 ? "" : "s"}`).join(" and ");

const tppName = (authorisation: AuthorisationRecord) => authorisation.tppName ?? "a third-party provider";

/**
 * A signing basket's SCA (docs/decisions.md#signing-baskets): one approval for every member of the
 * basket, decidable while each of them still waits for it. What approving, rejecting and expiring do
 * to each is its interface's (`BasketMember`); expiry acts only when no other authorisation of the
 * basket is open.
 */
export const basketSubject: ScaSubject = {
  kind: "basket",
  purpose: "approve several payments or consents at once",
  step: "Approve",
  covers: (store, authorisation) =>
    lentOf(store, authorisation).flatMap((l) => l.member.covers(store, l.ids)),
  undecidable(store, authorisation) {
    const lent = lentOf(store, authorisation);
    if (lent.length === 0) return "The signing basket was deleted by the provider. Nothing was changed.";
    const all = lent.flatMap(({ member, ids }) => ids.map((id) => member.status(store, id)));
    const decided = all.filter((s) => s !== "RCVD").length;
    if (decided === 0) return undefined;
    return `${decided} of the ${counted(lent)} in the basket were already decided. Nothing was changed.`;
  },
  refusal: (store, authorisation, customer) =>
    lentOf(store, authorisation).every((l) => l.member.mayApprove(store, l.ids, customer))
      ? undefined
      : "not everything in the basket is for accounts you may use",
  details(store, authorisation) {
    const lent = lentOf(store, authorisation);
    const shown = lent.map((l) => l.member.shown(store, l.ids));
    const amount = shown.find((s) => s.amount !== undefined)?.amount;
    const table = shown.find((s) => s.table !== undefined)?.table;
    const rows: DetailRow[] = shown.flatMap((s) => s.rows);
    return {
      title: `Approve ${counted(lent)}`,
      lead: [
        `${tppName(authorisation)} asks you to approve these ${counted(lent)} together, with one approval:`,
      ],
      ...(amount !== undefined ? { amount } : {}),
      rows,
      ...(table !== undefined ? { table } : {}),
    };
  },
  // One approval, one instant: the basket's derived history then moves RCVD -> ACTC in one step.
  approve(ctx, authorisation) {
    const now = ctx.clock.now();
    return lentOf(ctx.store, authorisation).flatMap((l) => l.member.approve(ctx, l.ids, authorisation, now));
  },
  reject: (ctx, authorisation, now) =>
    lentOf(ctx.store, authorisation).flatMap((l) => l.member.reject(ctx, l.ids, authorisation, now)),
  expire(store, authorisation, now, batchRunId) {
    const basket = store.get("baskets", authorisation.basketId ?? "");
    if (!basket || othersOpen(store, authorisation, basket.authorisationIds, now)) return [];
    return lentTo(store, basket).flatMap((l) =>
      l.member.expire(store, l.ids, authorisation, now, batchRunId),
    );
  },
};
