import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/env.js";

/** From here on the request works on its TPP's bank: every service reads `ctx.store`. */
export const useTppBank = createMiddleware<AppEnv>(async function useTppBankMiddleware(c, next) {
  const ctx = c.get("ctx");
  const store = await ctx.tenancy.bank(c.get("tpp").id);
  if (store !== ctx.store) c.set("ctx", { ...ctx, store });
  await next();
});

/**
 * Pages that serve every bank (the SCA page, the control API's payment and basket views): a random id
 * names one record in one bank, so the request works on the bank that holds it.
 */
export function useBankHolding(collection: "authorisations" | "payments" | "baskets", param: string) {
  return createMiddleware<AppEnv>(async function useBankHoldingMiddleware(c, next) {
    const ctx = c.get("ctx");
    const id = c.req.param(param);
    if (id !== undefined) {
      const store = ctx.tenancy.all().find((bank) => bank.get(collection, id) !== undefined);
      if (store !== undefined && store !== ctx.store) c.set("ctx", { ...ctx, store });
    }
    await next();
  });
}
