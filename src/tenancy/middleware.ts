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
 * The SCA page serves every bank: an authorisation id (a random UUID) names one authorisation in one
 * bank, so the page works on the bank that holds it.
 */
export const useAuthorisationBank = createMiddleware<AppEnv>(
  async function useAuthorisationBankMiddleware(c, next) {
    const ctx = c.get("ctx");
    const id = c.req.param("authorisationId");
    if (id !== undefined) {
      const store = ctx.tenancy.all().find((bank) => bank.get("authorisations", id) !== undefined);
      if (store !== undefined && store !== ctx.store) c.set("ctx", { ...ctx, store });
    }
    await next();
  },
);
