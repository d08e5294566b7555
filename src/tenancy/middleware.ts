import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/env.js";

/**
 * The bank of a `/v1` request: its TPP's, decided once the signature named the TPP. Set as
 * `c.var.bank`; the context itself is never replaced (`bankContext(c)` reads the bank's store).
 */
export const useTppBank = createMiddleware<AppEnv>(async function useTppBankMiddleware(c, next) {
  c.set("bank", await c.get("ctx").tenancy.bank(c.get("tpp").id));
  await next();
});

/**
 * Pages that serve every bank (the SCA page, the control API's payment and basket views; the matched
 * operation's `heldBy`): a random id names one record in one bank, so the request works on the bank
 * that holds it, found by the store's index in one lookup. An id no bank holds leaves the sandbox's own
 * bank, which answers it unknown.
 */
export const useBankHolding = createMiddleware<AppEnv>(async function useBankHoldingMiddleware(c, next) {
  const held = c.get("operation")?.heldBy;
  const raw = held && c.get("operationParams")?.[held.param];
  if (held !== undefined && raw !== undefined) {
    const bank = c.get("ctx").tenancy.holding(held.collection, decodedParam(raw));
    if (bank !== undefined) c.set("bank", bank);
  }
  await next();
});

/** A path parameter as the handler reads it (decoded), or as sent when it does not decode. */
function decodedParam(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
