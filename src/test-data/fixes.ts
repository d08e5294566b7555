import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { apiError } from "../errors.js";
import { acceptFixNames } from "../http/accept-fix.js";
import type { AppEnv } from "../http/env.js";
import { parseAcceptFix } from "../http/headers.js";

/** The announced changes (interface 9) that change what the sandbox data API reads or answers. */
export const LONGER_NAME = "longer-name";
export const SWITCH_CARD_AMOUNTS = "cardaccount-switch-originalamount-and-transactionamount";

/** Account and card account names: 35 characters until a caller adopts `longer-name`, then 70. */
export const SHORT_NAME = 35;
export const LONG_NAME = 70;

/** The fixes the caller adopted with x-accept-fix on this request. */
export function acceptedFixes(c: Context<AppEnv>): ReadonlySet<string> {
  return new Set(parseAcceptFix(c.req.header("x-accept-fix")));
}

/** A name as a caller sees it: cut to 35 characters unless it adopted `longer-name`. */
export function shownName(name: string, fixes: ReadonlySet<string>): string {
  return fixes.has(LONGER_NAME) ? name : name.slice(0, SHORT_NAME);
}

/**
 * x-accept-fix is optional on the sandbox operations, but a name the bank does not know is an error
 * (as on the payment operations): a typo must not silently leave a TPP on the old behaviour.
 */
export const checkAcceptFix = createMiddleware<AppEnv>(async function checkAcceptFix(c, next) {
  const unknown = parseAcceptFix(c.req.header("x-accept-fix")).filter(
    (name) => !acceptFixNames.includes(name),
  );
  if (unknown.length > 0) {
    throw apiError(
      "FORMAT_ERROR",
      `x-accept-fix names unknown fix ${unknown.join(", ")}; known: ${acceptFixNames.join(", ")}`,
      "x-accept-fix",
    );
  }
  await next();
});
