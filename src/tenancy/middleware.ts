import { createMiddleware } from "hono/factory";
import { inBank } from "../http/bank.js";
import type { AppEnv } from "../http/env.js";
import { UnitOfWork } from "../store/unit-of-work.js";

/**
 * The bank of a `/v1` request: its TPP's, decided once the signature named the TPP, and set once as
 * `c.var.bank`, scoped to the TPP. Its changes wait in the request's unit of work (`c.var.work`)
 * until the X-Request-ID memory commits them with the request's record, as one commit.
 */
export const useTppBank = createMiddleware<AppEnv>(async function useTppBankMiddleware(c, next) {
  const ctx = c.get("ctx");
  const tppId = c.get("tpp").id;
  const found = ctx.tenancy.bank(tppId);
  const work = new UnitOfWork((found instanceof Promise ? await found : found).store);
  c.set("work", work);
  c.set("bank", inBank(ctx, work, tppId));
  await next();
});

/**
 * Pages that serve every bank (the SCA page, the control API's payment and basket views; the matched
 * operation's `heldBy`): a random id names one record in one bank, so the request works on the bank
 * that holds it, found by the store's index in one lookup, as the TPP that record belongs to sees it.
 * An id no bank holds leaves the sandbox's own bank, which answers it unknown.
 */
export const useBankHolding = createMiddleware<AppEnv>(function useBankHoldingMiddleware(c, next) {
  const held = c.get("operation")?.heldBy;
  const raw = held && c.get("operationParams")?.[held.param];
  if (held !== undefined && raw !== undefined) {
    const ctx = c.get("ctx");
    const id = decodedParam(raw);
    const bank = ctx.tenancy.holding(held.collection, id);
    const record = bank?.store.get(held.collection, id);
    if (bank !== undefined && record !== undefined) c.set("bank", inBank(ctx, bank.store, record.tppId));
  }
  return next();
});

/** A path parameter as the handler reads it (decoded), or as sent when it does not decode. */
function decodedParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
