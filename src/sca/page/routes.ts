import type { ResponseDoc, ResponseHeaderName } from "../../http/operation-doc.js";
import { defineOperation, mountOperations, type Operation } from "../../http/operation.js";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { z } from "zod";
import type { AppEnv } from "../../http/env.js";
import { decide } from "../decide.js";
import type { AuthorisationRecord } from "../model.js";
import { subjectOf } from "../subject.js";
import { type Ctx, deadEnd, find, send } from "./guards.js";
import { approvalPage, loginPage, messagePage } from "./views.js";
import { crossSitePost, formToken, TOKEN_FIELD, tokenFits } from "./token.js";
import type { ForeignSite } from "../../http/site.js";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { bankContext } from "../../http/bank.js";

const MAX_FORM_BYTES = 16 * 1024;

/** The form fields the page posts; zod checks them like every other input. */
export const CustomerNumber = z
  .string({ error: "Enter your customer number." })
  .trim()
  .min(1, "Enter your customer number.")
  .regex(/^\d{11}$/, "A customer number is 11 digits, your national identity number.");
export const Action = z.enum(["approve", "reject"], { error: "Choose Approve or Reject." });
export const ScaPageForm = z.object({
  customerNumber: CustomerNumber,
  action: Action.optional(),
  token: z.string().describe("The token field of the page the form came from (GET the page for it)"),
});

/** The sandbox's customers who may decide this authorisation (shown as one-click log-ins). */
function eligible(c: Ctx, authorisation: AuthorisationRecord) {
  const { store } = bankContext(c);
  const subject = subjectOf(store, authorisation);
  return store
    .values("customers")
    .filter((customer) => subject.refusal(store, authorisation, customer) === undefined);
}

/**
 * The bank's SCA page (docs/decisions.md#sca), outside /v1 and unsigned: the PSU's browser (or a script)
 * opens it. GET shows the login; a POST with customerNumber shows what is approved; a POST with
 * customerNumber and action decides and answers 303 to the TPP. No JavaScript, nothing cached.
 */
export function scaPageRoutes(operations: readonly Operation[]): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(async function noStore(c, next) {
    await next();
    c.header("Cache-Control", "no-store");
    c.header("Pragma", "no-cache");
    c.header("X-Frame-Options", "DENY");
    c.header("Referrer-Policy", "no-referrer");
    c.header(
      "Content-Security-Policy",
      "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'",
    );
  });
  app.use(
    bodyLimit({
      maxSize: MAX_FORM_BYTES,
      onError: (c) => send(c, 413, messagePage("Too much data", "The form sent more data than it can.")),
    }),
  );

  mountOperations(app, operations, "/sca");
  return app;
}

/** The bank's SCA page in the OpenAPI document (HTML). */
const pageHeaders: ResponseHeaderName[] = [
  "Cache-Control",
  "Pragma",
  "X-Frame-Options",
  "Referrer-Policy",
  "Content-Security-Policy",
];
const page = (description: string): ResponseDoc => ({ description, html: true, headers: pageHeaders });
const params = z.object({ authorisationId: z.string().describe("From the scaRedirect link") });
const common = {
  404: page("No such authorisation."),
  409: page("The payment moved on: nothing left to decide."),
  410: page("The authorisation was decided already, or expired."),
};

/** The login page (step 1) with its token and the customers who may log in. */
function login(
  c: Ctx,
  found: AuthorisationRecord,
  status: ContentfulStatusCode,
  error?: string,
  entered?: string,
) {
  return send(
    c,
    status,
    loginPage(
      found,
      subjectOf(bankContext(c).store, found),
      formToken(c, found.authorisationId),
      error,
      entered,
      eligible(c, found),
    ),
  );
}

/** A post made by a page of another site, or one without this page's token: nothing is read or changed. */
function notFromThisPage(c: Ctx, found: AuthorisationRecord, foreign?: ForeignSite): Response {
  const back = `Open the link the provider gave you again to ${subjectOf(bankContext(c).store, found).purpose}.`;
  if (foreign !== undefined) {
    const who = foreign.header === "Origin" ? `A page on ${foreign.sent}` : "A page of another site";
    return send(
      c,
      403,
      messagePage(
        "Another site tried to send this form",
        `${who} (${foreign.header}: ${foreign.sent}) sent this form on your behalf. Only this bank's own page may log you in or decide; nothing was changed. ${back}`,
      ),
    );
  }
  return send(
    c,
    403,
    messagePage(
      "This form has expired",
      `The form did not carry this page's token (the ${TOKEN_FIELD} field): it was opened before the bank restarted, or was not made by this page. Nothing was changed. ${back} A script first opens the page (GET) and sends its ${TOKEN_FIELD} field with the form.`,
    ),
  );
}

export const scaPage = defineOperation({
  operationId: "scaPage",
  method: "get",
  path: "/sca/{authorisationId}",
  tag: "SCA page",
  summary: "The SCA page: log in",
  description:
    "Where _links.scaRedirect points: the PSU enters its customer number. Its forms carry a token (the hidden field token) that every post must send back.",
  params,
  responses: { 200: page("The login form."), ...common },
  errors: ["MISDIRECTED_REQUEST"],
  handle: (c) => {
    const found = find(c);
    if (found instanceof Response) return found;
    return deadEnd(c, found) ?? login(c, found, 200);
  },
});

export const scaPageSubmit = defineOperation({
  operationId: "scaPageSubmit",
  method: "post",
  path: "/sca/{authorisationId}",
  tag: "SCA page",
  summary: "The SCA page: show, approve or reject",
  description:
    "With customerNumber alone: the page of what is approved. With action too: decides, and 303 back to the TPP (TPP-Redirect-URI, or TPP-Nok-Redirect-URI on reject). Every post carries the token field of the page it came from; a page of another site (Origin, Sec-Fetch-Site) is refused. Scripts approve headlessly: GET the page, then one POST with its token.",
  params,
  form: ScaPageForm,
  responses: {
    200: page("What is to be approved, with Approve and Reject."),
    303: { description: "Decided: back to the TPP.", headers: ["Location", ...pageHeaders] },
    400: page("The form is incomplete; the page says what to enter."),
    401: page("No customer has that number."),
    403: page(
      "That customer may not approve this, or the post came from another site's page or without this page's token.",
    ),
    413: page("The form is too large."),
    415: page("Not a form post."),
    ...common,
  },
  errors: ["MISDIRECTED_REQUEST"],
  // The input step reads the form before the handler, which never awaits: two concurrent posts
  // cannot both pass the checks below and decide the same authorisation twice.
  handle: (c) => {
    const form = c.req.valid("form");
    const found = find(c);
    if (found instanceof Response) return found;
    const foreign = crossSitePost(c);
    if (foreign !== undefined) return notFromThisPage(c, found, foreign);
    const stop = deadEnd(c, found);
    if (stop) return stop;
    if (!form) return login(c, found, 415, "The form must be sent as application/x-www-form-urlencoded.");
    const entered = form.customerNumber;
    if (!tokenFits(c, found.authorisationId, form[TOKEN_FIELD] ?? null, entered ?? "")) {
      return notFromThisPage(c, found);
    }
    const number = CustomerNumber.safeParse(entered);
    if (!number.success) return login(c, found, 400, number.error.issues[0]?.message, entered);
    const ctx = bankContext(c);
    const customer = ctx.store.findBy("customers", "customerNumber", number.data);
    if (!customer) return login(c, found, 401, `No customer has the number ${number.data}.`, number.data);
    const subject = subjectOf(ctx.store, found);
    const refusal = subject.refusal(ctx.store, found, customer);
    if (refusal !== undefined) {
      const text = `${customer.customerName} cannot approve this: ${refusal}. Nothing was changed.`;
      return login(c, found, 403, text, number.data);
    }
    const details = subject.details(ctx.store, found, ctx.config.sca.validityDays);
    const token = formToken(c, found.authorisationId, customer.customerNumber);
    const rawAction = form.action;
    if (rawAction === undefined) return send(c, 200, approvalPage(found, subject, details, customer, token));
    const action = Action.safeParse(rawAction);
    if (!action.success) {
      return send(
        c,
        400,
        approvalPage(found, subject, details, customer, token, action.error.issues[0]?.message),
      );
    }
    const target = decide(ctx, found, customer, action.data);
    return c.redirect(target, 303);
  },
});
export const scaPageOperations: readonly Operation[] = [scaPage, scaPageSubmit];
