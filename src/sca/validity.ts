import type { RecordsContext } from "../context.js";
import type { StoreChange } from "../store/store.js";
import { change } from "../store/change.js";

/**
 * SCA validity per PSU (interface 5.2: 180 days, `sca.validityDays`) on the sandbox clock. Every
 * finalised SCA of a customer renews it. A time stamp ahead of the clock (the clock was moved back)
 * counts as valid.
 */
export function hasValidSca(ctx: RecordsContext, customerId: string): boolean {
  const record = ctx.store.get("psuSca", customerId);
  if (!record) return false;
  const age = ctx.clock.now().getTime() - new Date(record.lastScaAt).getTime();
  return age < ctx.config.sca.validityDays * 24 * 60 * 60_000;
}

export function scaCompleted(customerId: string, at: Date): StoreChange {
  return change.put("psuSca", { customerId, lastScaAt: at.toISOString() });
}
