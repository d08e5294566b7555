import type { BankContext, SandboxContext } from "../context.js";
import { bankScope, type ScopedRecords } from "../store/scope.js";
import type { AppEnv } from "./env.js";

/**
 * The context as the request's bank sees it: `store` is the bank's scope (`c.var.bank`, decided once
 * per request by the tenancy's middleware), or the sandbox's own bank, with no caller, where none was
 * decided. What a handler passes to the services, which read `ctx.store`.
 */
export function bankContext(c: {
  get(key: "ctx"): AppEnv["Variables"]["ctx"];
  get(key: "bank"): AppEnv["Variables"]["bank"];
}): BankContext {
  // `c.get`, not `c.var`: hono builds a new object of every variable on each `c.var` read.
  return c.get("bank") ?? inBank(c.get("ctx"), c.get("ctx").store, "");
}

/** The sandbox as bank `records` sees it, its reads scoped to `caller` ("" for no TPP: the bank's records only). */
export function inBank(ctx: SandboxContext, records: ScopedRecords, caller: string): BankContext {
  return { ...ctx, store: bankScope(records, ctx.store.model, caller) };
}

/**
 * The control API's view of bank `records`: every TPP's records, past the owner check
 * (`BankScope.anyOwner`). For pages that serve all TPPs, never for the bank's interface.
 */
export function everyOwnerIn(ctx: SandboxContext, records: ScopedRecords): BankContext {
  return { ...ctx, store: bankScope(records, ctx.store.model, "").anyOwner() };
}
