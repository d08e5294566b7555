import { z } from "zod";
import type { OperationDoc } from "../http/operation-doc.js";

/** What the control API's declarations share (each is in its route's file). Not the bank's interface. */

/** With tenancy, these act on one TPP's bank (docs/tenancy.md). */
export const tppBank = z.object({
  tpp: z.string().optional().describe("A TPP's organisation id: act on its bank only (tenancy)"),
});

/**
 * Every control call may meet the guard (401, or 429 after too many wrong tokens) and 421 for a Host
 * the sandbox does not answer to; a call that changes something is refused with 403 when another
 * site's page sent it.
 */
export function admin<O extends Pick<OperationDoc, "method" | "errors">>(op: O): O {
  const guard = ["UNAUTHORIZED", "ACCESS_EXCEEDED", "PAYLOAD_TOO_LARGE", "MISDIRECTED_REQUEST"] as const;
  const origin = op.method === "get" ? [] : (["FORBIDDEN"] as const);
  return { ...op, errors: [...guard, ...origin, ...(op.errors ?? [])] };
}

/** Answer schemas only the OpenAPI document reads: loaded when it is built, not at start. */
export const answers = () => import("./schema.js");
