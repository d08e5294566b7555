import { change, type StoreChange } from "../store/change.js";
import type { StoreView } from "../store/store.js";
import type { PaymentOf, PaymentRecord, PeriodicExecution } from "./model.js";
import { isStandingOrder } from "./products.js";

/**
 * One execution of a standing order, a record of its own: a standing order runs for years, and a
 * record holding all its executions would grow with each one, so every read and write of the order
 * would cost more the longer it ran. The n-th (from 0) is found by `executionKey`.
 */
export interface ExecutionRecord {
  paymentId: string;
  /** The TPP of the standing order (isolation: no other TPP reads its executions). */
  tppId: string;
  /** Its place among the order's executions, from 0, oldest first. */
  n: number;
  /** As GET of the order shows it. */
  execution: PeriodicExecution;
}

/**
 * How far a standing order has run: how many executions it made and the date of the last, what the
 * next one is reckoned from. A small record beside the order, so an execution changes neither the
 * order's record (which stays as it was authorised until its status moves) nor any record that grows.
 * Absent until the first execution.
 */
export interface OrderProgress {
  paymentId: string;
  tppId: string;
  executions: number;
  lastDate: string;
}

/** The id of a standing order's n-th execution (payment ids are URL-safe, so "/" cannot occur in one). */
export const executionKey = (paymentId: string, n: number): string => `${paymentId}/${n}`;

/**
 * Every execution of a standing order, oldest first: its execution records, then those an order
 * written before executions had records of their own still holds itself (`executions`; `migrated`
 * numbers them the same way). Empty for other payments.
 */
export function executionsOf(store: StoreView, payment: PaymentRecord): PeriodicExecution[] {
  const executions: PeriodicExecution[] = [];
  const count = store.get("orderProgress", payment.paymentId)?.executions ?? 0;
  for (let n = 0; n < count; n++) {
    const found = store.get("executions", executionKey(payment.paymentId, n));
    if (found !== undefined) executions.push(found.execution);
  }
  executions.push(...(payment.executions ?? []));
  return executions;
}

/**
 * The payment with its executions inside it (`executions`, once it has any): the one record of it
 * a view of everything about it shows.
 */
export function withExecutions(store: StoreView, payment: PaymentRecord): PaymentRecord {
  if (!isStandingOrder(payment)) return payment;
  const { executions: _, ...rest } = payment;
  const executions = executionsOf(store, payment);
  return executions.length > 0 ? { ...rest, executions } : rest;
}

/**
 * A standing order's next execution, made: the progress it leaves, and the changes that store the
 * execution and the progress (to go with the ledger's changes, in the caller's commit).
 */
export function withExecution(
  order: PaymentOf<"periodic-payments">,
  progress: OrderProgress | undefined,
  execution: PeriodicExecution,
): { progress: OrderProgress; changes: StoreChange[] } {
  const n = progress?.executions ?? 0;
  const record: ExecutionRecord = { paymentId: order.paymentId, tppId: order.tppId, n, execution };
  const next: OrderProgress = {
    paymentId: order.paymentId,
    tppId: order.tppId,
    executions: n + 1,
    lastDate: execution.date,
  };
  return { progress: next, changes: [change.put("executions", record), change.put("orderProgress", next)] };
}

/**
 * A standing order stored with its executions inside it (written before they had records of their
 * own) in today's form: the executions as records after any the order already has, its progress,
 * and the order without them. The batch migrates an order so the first time it looks at it; until
 * then reads take the executions from the order.
 */
export function migrated(
  order: PaymentOf<"periodic-payments">,
  progress: OrderProgress | undefined,
): { order: PaymentOf<"periodic-payments">; progress: OrderProgress | undefined; changes: StoreChange[] } {
  const { executions = [], ...rest } = order;
  const first = progress?.executions ?? 0;
  const records = executions.map((execution, i) =>
    change.put("executions", { paymentId: order.paymentId, tppId: order.tppId, n: first + i, execution }),
  );
  const last = executions.at(-1);
  if (last === undefined) return { order: rest, progress, changes: [change.put("payments", rest)] };
  const next: OrderProgress = {
    paymentId: order.paymentId,
    tppId: order.tppId,
    executions: first + executions.length,
    lastDate: last.date,
  };
  return {
    order: rest,
    progress: next,
    changes: [...records, change.put("orderProgress", next), change.put("payments", rest)],
  };
}

/** The removal of a standing order's progress and executions (nothing for other payments). */
export function executionRemovals(store: StoreView, payment: PaymentRecord): StoreChange[] {
  const progress = store.get("orderProgress", payment.paymentId);
  if (progress === undefined) return [];
  return [
    change.remove("orderProgress", payment.paymentId),
    ...Array.from({ length: progress.executions }, (_, n) =>
      change.remove("executions", executionKey(payment.paymentId, n)),
    ),
  ];
}
