import { z } from "zod";
import { defineOperations, type ResponseDoc, type ResponseHeaderName } from "../../http/operation-doc.js";
import { Action, CustomerNumber } from "./routes.js";

/** The OpenAPI description of the bank's SCA page (HTML; see src/http/operation-doc.ts). */

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

export const scaPageDocs = defineOperations([
  {
    operationId: "scaPage",
    method: "get",
    path: "/sca/{authorisationId}",
    tag: "SCA page",
    summary: "The SCA page: log in",
    description: "Where _links.scaRedirect points: the PSU enters its customer number.",
    params,
    responses: { 200: page("The login form."), ...common },
  },
  {
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
  },
]);
