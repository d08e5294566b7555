import { createMiddleware } from "hono/factory";
import type { SandboxContext } from "../context.js";
import type { AppEnv } from "../http/env.js";
import type { Store } from "../store/store.js";

/** The sandbox's context as one bank's requests see it: made once per bank, not copied per request. */
const bankContexts = new WeakMap<SandboxContext, WeakMap<Store, SandboxContext>>();
function contextOf(ctx: SandboxContext, store: Store): SandboxContext {
  if (store === ctx.store) return ctx;
  let byStore = bankContexts.get(ctx);
  if (byStore === undefined) {
    byStore = new WeakMap();
    bankContexts.set(ctx, byStore);
  }
  let bankCtx = byStore.get(store);
  if (bankCtx === undefined) {
    bankCtx = { ...ctx, store };
    byStore.set(store, bankCtx);
  }
  return bankCtx;
}

/** From here on the request works on its TPP's bank: every service reads `ctx.store`. */
export const useTppBank = createMiddleware<AppEnv>(async function useTppBankMiddleware(c, next) {
  const ctx = c.get("ctx");
  const store = await ctx.tenancy.bank(c.get("tpp").id);
  c.set("ctx", contextOf(ctx, store));
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
      if (store !== undefined) c.set("ctx", contextOf(ctx, store));
    }
    await next();
  });
}
