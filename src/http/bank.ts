import type { SandboxContext } from "../context.js";
import type { AppEnv } from "./env.js";

/**
 * The context as the request's bank sees it: `store` is the bank's (`c.var.bank`, decided once per
 * request by the tenancy's middleware), or the sandbox's own bank where none was decided. What a
 * handler passes to the services, which read `ctx.store`.
 */
export function bankContext(c: { readonly var: Pick<AppEnv["Variables"], "ctx" | "bank"> }): SandboxContext {
  return onStore(c.var.ctx, c.var.bank?.store);
}

/** The context with `store` as its store (itself when that is already its store, or none is given). */
export function onStore(ctx: SandboxContext, store: SandboxContext["store"] | undefined): SandboxContext {
  return store === undefined || store === ctx.store ? ctx : { ...ctx, store };
}
