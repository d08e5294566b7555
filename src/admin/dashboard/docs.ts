import { z } from "zod";
import { defineOperations, type OperationDoc, type ResponseDoc } from "../../http/operation-doc.js";
import { ClockMoveRequest } from "../clock.js";

/**
 * The OpenAPI description of the dashboard (`/__admin/` and `/__admin/ui/*`): HTML pages and forms for
 * a person, not the bank's interface (see src/http/operation-doc.ts).
 */
const headers = ["Cache-Control", "X-Frame-Options", "Referrer-Policy", "Content-Security-Policy"] as const;
const page = (description: string): ResponseDoc => ({ description, html: true, headers: [...headers] });
const back: ResponseDoc = { description: "Done: back to the page.", headers: ["Location", ...headers] };
/** With adminToken set, a dashboard page without the login cookie is the login page (401). */
const guarded = { 401: page("The login page: this sandbox has an adminToken.") };

/**
 * A page may meet the guard's 429 (too many wrong Bearer tokens); a form post is refused with 403
 * when another site's page sent it or its csrf field is not the page's.
 */
function ui(op: Omit<OperationDoc, "tag">): OperationDoc {
  return {
    tag: "Control API",
    ...op,
    responses: { ...guarded, ...op.responses },
    errors: [
      "PAYLOAD_TOO_LARGE",
      "ACCESS_EXCEEDED",
      ...(op.method === "get" ? [] : (["FORBIDDEN"] as const)),
    ],
  };
}
/** Every form that changes something carries the page's CSRF token. */
const csrf = z.object({ csrf: z.string().describe("The CSRF token of the page the form is on") });

const listFilters = z.object({
  status: z.string().optional().describe("A transactionStatus"),
  product: z.string().optional(),
  tpp: z.string().optional(),
  psu: z.string().optional().describe("A customerId or customer number"),
  page: z.string().optional(),
});
/** Tenancy per-tpp: which TPP's bank a customers page shows (docs/tenancy.md). */
const bankChoice = z.object({
  bank: z
    .string()
    .optional()
    .describe("A TPP's organisation id: show that TPP's bank (tenancy per-tpp); the default bank without it"),
});
const journalFilters = z.object({
  tpp: z.string().optional(),
  status: z.string().optional(),
  method: z.string().optional(),
  path: z.string().optional(),
});

export const dashboardDocs = defineOperations([
  ui({
    operationId: "dashboard",
    method: "get",
    path: "/__admin/",
    summary: "Dashboard: overview",
    description: "The bank's clock and next batch run, payments by product and status, TPPs seen.",
    responses: { 200: page("The overview.") },
  }),
  ui({
    operationId: "dashboardWithoutSlash",
    method: "get",
    path: "/__admin",
    summary: "Dashboard: overview, as /__admin/",
    responses: { 200: page("The overview.") },
  }),
  ui({
    operationId: "dashboardLoginPage",
    method: "get",
    path: "/__admin/login",
    summary: "Dashboard: log in with the admin token",
    responses: { 200: page("The login form."), 303: back },
  }),
  ui({
    operationId: "dashboardLogin",
    method: "post",
    path: "/__admin/login",
    summary: "Dashboard: log in",
    form: z.object({ token: z.string(), next: z.string().optional() }),
    responses: {
      303: { ...back, headers: ["Set-Cookie", ...(back.headers ?? [])] },
      429: {
        ...page("Too many wrong tokens from this address: the login page, saying how long to wait."),
        headers: ["Retry-After", ...headers],
      },
    },
  }),
  ui({
    operationId: "dashboardLogout",
    method: "post",
    path: "/__admin/logout",
    summary: "Dashboard: log out (the session ends)",
    form: csrf,
    responses: { 303: { ...back, headers: ["Set-Cookie", ...(back.headers ?? [])] } },
  }),
  ui({
    operationId: "dashboardPayments",
    method: "get",
    path: "/__admin/ui/payments",
    summary: "Dashboard: payments, newest first",
    query: listFilters,
    responses: { 200: page("The list.") },
  }),
  ui({
    operationId: "dashboardPayment",
    method: "get",
    path: "/__admin/ui/payments/{paymentId}",
    summary: "Dashboard: one payment, its timeline, authorisations and bookings",
    params: z.object({ paymentId: z.string() }),
    responses: { 200: page("The payment."), 404: page("No such payment.") },
  }),
  ui({
    operationId: "dashboardAuthorisations",
    method: "get",
    path: "/__admin/ui/authorisations",
    summary: "Dashboard: pending authorisations",
    responses: { 200: page("The list, with Approve and Reject.") },
  }),
  ui({
    operationId: "dashboardDecide",
    method: "post",
    path: "/__admin/ui/authorisations/{authorisationId}",
    summary: "Dashboard: approve or reject as the PSU",
    params: z.object({ authorisationId: z.string() }),
    form: csrf.extend({ action: z.enum(["approve", "reject"]) }),
    responses: {
      200: page("Decided: what happened."),
      303: back,
      400: page("Choose Approve or Reject."),
      404: page("No such authorisation."),
      409: page("Nothing left to decide."),
    },
  }),
  ui({
    operationId: "dashboardRunBatch",
    method: "post",
    path: "/__admin/ui/batch-runs",
    summary: "Dashboard: run the batch now",
    form: csrf,
    responses: { 200: page("What moved.") },
  }),
  ui({
    operationId: "dashboardMoveClock",
    method: "post",
    path: "/__admin/ui/clock",
    summary: "Dashboard: advance or set the clock",
    form: csrf.extend(ClockMoveRequest.shape),
    responses: { 200: page("What moved."), 400: page("The clock did not move.") },
  }),
  ui({
    operationId: "dashboardCustomers",
    method: "get",
    path: "/__admin/ui/customers",
    summary: "Dashboard: customers, agreements and accounts",
    query: bankChoice,
    responses: { 200: page("The customers."), 404: page("No TPP of that id has a bank.") },
  }),
  ui({
    operationId: "dashboardCustomer",
    method: "get",
    path: "/__admin/ui/customers/{customerId}",
    summary: "Dashboard: one customer with balances and bookings",
    params: z.object({ customerId: z.string() }),
    query: bankChoice,
    responses: { 200: page("The customer."), 404: page("No such customer in that bank, or no such bank.") },
  }),
  ui({
    operationId: "dashboardRequests",
    method: "get",
    path: "/__admin/ui/requests",
    summary: "Dashboard: the request journal, refusals highlighted",
    query: journalFilters,
    responses: { 200: page("The journal.") },
  }),
  ui({
    operationId: "dashboardRequest",
    method: "get",
    path: "/__admin/ui/requests/{seq}",
    summary: "Dashboard: one request, with its signature diagnosis",
    params: z.object({ seq: z.string() }),
    responses: { 200: page("The request."), 404: page("Not in the journal.") },
  }),
  ui({
    operationId: "dashboardClearRequests",
    method: "post",
    path: "/__admin/ui/requests/clear",
    summary: "Dashboard: empty the journal",
    form: csrf,
    responses: { 303: back },
  }),
]);
