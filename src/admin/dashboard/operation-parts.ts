import { z } from "zod";
import type { Operation } from "../../http/operation.js";
import type { ResponseDoc } from "../../http/operation-doc.js";

/**
 * What the dashboard's declarations share (`/__admin/` and `/__admin/ui/*`): HTML pages and forms for
 * a person, not the bank's interface. Each declaration is in its page's file.
 */
export const pageHeaders = [
  "Cache-Control",
  "X-Frame-Options",
  "Referrer-Policy",
  "Content-Security-Policy",
] as const;
export const htmlPage = (description: string): ResponseDoc => ({
  description,
  html: true,
  headers: [...pageHeaders],
});
export const backToPage: ResponseDoc = {
  description: "Done: back to the page.",
  headers: ["Location", ...pageHeaders],
};
/** With adminToken set, a dashboard page without the login cookie is the login page (401). */
const guarded = { 401: htmlPage("The login page: this sandbox has an adminToken.") };

/**
 * A page may meet the guard's 429 (too many wrong Bearer tokens) and 421 for a Host the sandbox does
 * not answer to; a form post is refused with 403 when another site's page sent it or its csrf field
 * is not the page's. The request log keeps no page (someone watching would fill it), unless it says.
 */
export function ui(op: Operation): Operation {
  const { responses } = op;
  return {
    ...(op.method === "get" ? { logged: false } : {}),
    ...op,
    responses:
      typeof responses === "function"
        ? async () => ({ ...guarded, ...(await responses()) })
        : { ...guarded, ...responses },
    // Added to the page's own errors, not in their place.
    errors: [
      ...new Set([
        ...(op.errors ?? []),
        ...(["PAYLOAD_TOO_LARGE", "ACCESS_EXCEEDED", "MISDIRECTED_REQUEST"] as const),
        ...(op.method === "get" ? [] : (["FORBIDDEN"] as const)),
      ]),
    ],
  };
}
/** Every form that changes something carries the page's CSRF token. */
export const csrf = z.object({ csrf: z.string().describe("The CSRF token of the page the form is on") });

export const listFilters = z.object({
  status: z.string().optional().describe("A transactionStatus"),
  product: z.string().optional(),
  tpp: z.string().optional(),
  psu: z.string().optional().describe("A customerId or customer number"),
  page: z.string().optional(),
});
/** Tenancy per-tpp: which TPP's bank a customers page shows (docs/tenancy.md). */
export const bankChoice = z.object({
  bank: z
    .string()
    .optional()
    .describe("A TPP's organisation id: show that TPP's bank (tenancy per-tpp); the default bank without it"),
});
export const journalFilters = z.object({
  tpp: z.string().optional(),
  status: z.string().optional(),
  method: z.string().optional(),
  path: z.string().optional(),
});
