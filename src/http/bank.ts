import type { SandboxContext } from "../context.js";
import type { AppEnv } from "./env.js";

/**
 * The context as the request's bank sees it: `store` is the bank's (`c.var.bank`, decided once per
 * request by the tenancy's middleware), or the sandbox's own bank where none was decided. What a
 * handler passes to the services, which read `ctx.store`.
 */
export function bankContext(c: {
  get(key: "ctx"): AppEnv["Variables"]["ctx"];
  get(key: "bank"): AppEnv["Variables"]["bank"];
}): SandboxContext {
  // `c.get`, not `c.var`: hono builds a new object of every variable on each `c.var` read.
  return onStore(c.get("ctx"), c.get("bank")?.store);
}

/** The context with `store` as its store (itself when that is already its store, or none is given). */
export function onStore(ctx: SandboxContext, store: SandboxContext["store"] | undefined): SandboxContext {
  return store === undefined || store === ctx.store ? ctx : { ...ctx, store };
}
