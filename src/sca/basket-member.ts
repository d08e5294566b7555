import type { CustomerRecord } from "../bank/model.js";
import type { BankContext, RecordsContext } from "../context.js";
import type { TransactionStatus } from "../domain/transitions.js";
import type { ErrorCode, Violation } from "../errors.js";
import type { Psu } from "../psu/identify.js";
import type { Records, StoreChange } from "../store/store.js";
import type { DetailRow, DetailTable } from "./details.js";
import type { AuthorisationRecord } from "./model.js";

/** The Berlin Group signing basket's lists of ids (`signingBasket`), and its answer's (`signingBasketResponse-200`). */
export type BasketField = "paymentIds" | "consentIds";
export type BasketReadField = "payments" | "consents";

/** What one member kind adds to the basket's SCA page: rows, and the sum and table when money moves. */
export interface BasketShown {
  readonly amount?: string;
  readonly rows: readonly DetailRow[];
  readonly table?: DetailTable;
}

/**
 * What an interface lends a signing basket, declared by it (`basketMembers`), so the basket names no
 * resource: the field its ids come in, the checks of a new basket's ids, and what the basket's one
 * SCA does to them. Statuses are given as the basket counts them (`domain/basket-status.ts`): RCVD
 * while waiting for the SCA, RJCT or CANC once refused, anything else once authorised.
 */
export interface BasketMember {
  readonly field: BasketField;
  readonly readField: BasketReadField;
  /** "payment", "consent": what the basket's messages call one. */
  readonly noun: string;
  /** The message code of an id of nothing this TPP holds (RESOURCE_UNKNOWN, CONSENT_UNKNOWN). */
  readonly unknown: ErrorCode;
  /**
   * The faults of `ids` for a new basket of `psu`, each with its code and its path (`<field>[i]`):
   * `unknown`, REFERENCE_MIX_INVALID, REFERENCE_STATUS_INVALID.
   */
  admit(ctx: BankContext, psu: Psu, ids: readonly string[]): readonly Violation[];
  /** Marks them as waiting for the basket (and, `leave`, frees them when it is deleted before its SCA). */
  join(store: Records, ids: readonly string[], basketId: string): StoreChange[];
  leave(store: Records, ids: readonly string[]): StoreChange[];
  /** Its status as the basket counts it; undefined when it is gone. */
  status(store: Records, id: string): TransactionStatus | undefined;
  /** The payment ids the basket's SCA decides (the batch's sweep reports their moves). */
  covers(store: Records, ids: readonly string[]): readonly string[];
  mayApprove(store: Records, ids: readonly string[], customer: CustomerRecord): boolean;
  shown(store: Records, ids: readonly string[]): BasketShown;
  approve(
    ctx: RecordsContext,
    ids: readonly string[],
    authorisation: AuthorisationRecord,
    now: Date,
  ): StoreChange[];
  reject(
    ctx: RecordsContext,
    ids: readonly string[],
    authorisation: AuthorisationRecord,
    now: Date,
  ): StoreChange[];
  /** Running out of time with no other authorisation of the basket open: what still waits is refused. */
  expire(
    store: Records,
    ids: readonly string[],
    authorisation: AuthorisationRecord,
    now: Date,
    batchRunId?: string,
  ): StoreChange[];
}

/** The members of a sandbox, in its interfaces' order: a fold the store's model carries. */
export function basketMembersOf(store: Pick<Records, "model">): readonly BasketMember[] {
  return (store.model as { basketMembers?: readonly BasketMember[] }).basketMembers ?? [];
}
