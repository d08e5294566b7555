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
import { bankContext } from "../../http/bank.js";

const MAX_FORM_BYTES = 16 * 1024;

/** The form fields the page posts; zod checks them like every other input. */
export const CustomerNumber = z
  .string({ error: "Enter your customer number." })
  .trim()
  .min(1, "Enter your customer number.")
  .regex(/^\d{11}$/, "A customer number is 11 digits, your national identity number.");
export const Action = z.enum(["approve", "reject"], { error: "Choose Approve or Reject." });

/** The sandbox's customers who may decide this authorisation (shown as one-click log-ins). */
function eligible(c: Ctx, authorisation: AuthorisationRecord) {
  const { store } = bankContext(c);
  const subject = subjectOf(authorisation);
  return store
    .values("customers")
    .filter((customer) => subject.refusal(store, authorisation, customer) === undefined);
}

async function postedForm(c: Ctx): Promise<URLSearchParams | undefined> {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return undefined;
  return new URLSearchParams(await c.req.text());
}

/**
 * The bank's SCA page (docs/decisions.md#sca), outside /v1 and unsigned: the PSU's browser (or a script)
 * opens it. GET shows the login; a POST with customerNumber shows what is approved; a POST with
 * customerNumber and action decides and answers 303 to the TPP. No JavaScript, nothing cached.
 */
export function scaPageRoutes(): Hono<AppEnv> {
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

  mountOperations(app, scaPageOperations, "/sca");
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

export const scaPage = defineOperation({
  operationId: "scaPage",
  method: "get",
  path: "/sca/{authorisationId}",
  tag: "SCA page",
  summary: "The SCA page: log in",
  description: "Where _links.scaRedirect points: the PSU enters its customer number.",
  params,
  responses: { 200: page("The login form."), ...common },
  handle: (c) => {
    const found = find(c);
    if (found instanceof Response) return found;
    return deadEnd(c, found) ?? send(c, 200, loginPage(found, undefined, undefined, eligible(c, found)));
  },
});

export const scaPageSubmit = defineOperation({
  operationId: "scaPageSubmit",
  method: "post",
  path: "/sca/{authorisationId}",
  tag: "SCA page",
  summary: "The SCA page: show, approve or reject",
  description:
    "With customerNumber alone: the page of what is approved. With action too: decides, and 303 back to the TPP (TPP-Redirect-URI, or TPP-Nok-Redirect-URI on reject). Scripts approve headlessly with one POST.",
  params,
  form: z.object({ customerNumber: CustomerNumber, action: Action.optional() }),
  responses: {
    200: page("What is to be approved, with Approve and Reject."),
    303: { description: "Decided: back to the TPP.", headers: ["Location", ...pageHeaders] },
    400: page("The form is incomplete; the page says what to enter."),
    401: page("No customer has that number."),
    403: page("That customer may not approve this."),
    413: page("The form is too large."),
    415: page("Not a form post."),
    ...common,
  },
  handle: async (c) => {
    // The body is read first: from here on nothing awaits, so two concurrent posts cannot both pass
    // the checks below and decide the same authorisation twice.
    const form = await postedForm(c);
    const found = find(c);
    if (found instanceof Response) return found;
    const stop = deadEnd(c, found);
    if (stop) return stop;
    if (!form) {
      return send(
        c,
        415,
        loginPage(
          found,
          "The form must be sent as application/x-www-form-urlencoded.",
          undefined,
          eligible(c, found),
        ),
      );
    }
    const number = CustomerNumber.safeParse(form.get("customerNumber") ?? undefined);
    if (!number.success) {
      const entered = form.get("customerNumber") ?? undefined;
      return send(c, 400, loginPage(found, number.error.issues[0]?.message, entered, eligible(c, found)));
    }
    const ctx = bankContext(c);
    const customer = ctx.store.findBy("customers", "customerNumber", number.data);
    if (!customer) {
      return send(
        c,
        401,
        loginPage(found, `No customer has the number ${number.data}.`, number.data, eligible(c, found)),
      );
    }
    const subject = subjectOf(found);
    const refusal = subject.refusal(ctx.store, found, customer);
    if (refusal !== undefined) {
      return send(
        c,
        403,
        loginPage(
          found,
          `${customer.customerName} cannot approve this: ${refusal}. Nothing was changed.`,
          number.data,
          eligible(c, found),
        ),
      );
    }
    const details = subject.details(ctx.store, found, ctx.config.sca.validityDays);
    const rawAction = form.get("action");
    if (rawAction === null) return send(c, 200, approvalPage(found, details, customer));
    const action = Action.safeParse(rawAction);
    if (!action.success) {
      return send(c, 400, approvalPage(found, details, customer, action.error.issues[0]?.message));
    }
    const target = decide(ctx, found, customer, action.data);
    return c.redirect(target, 303);
  },
});
export const scaPageOperations: readonly Operation[] = [scaPage, scaPageSubmit];
