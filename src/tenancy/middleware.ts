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
 * Pages that serve every bank (the SCA page, the control API's payment and basket views): a random id
 * names one record in one bank, so the request works on the bank that holds it, found by the store's
 * index in one lookup. An id no bank holds leaves the sandbox's own bank, which answers it unknown.
 */
export function useBankHolding(collection: "authorisations" | "payments" | "baskets", param: string) {
  return createMiddleware<AppEnv>(async function useBankHoldingMiddleware(c, next) {
    const id = c.req.param(param);
    const bank = id === undefined ? undefined : c.get("ctx").tenancy.holding(collection, id);
    if (bank !== undefined) c.set("bank", bank);
    await next();
  });
}
