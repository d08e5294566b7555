/** The SCA page as a PSU's browser (or a CI script) uses it: unsigned form posts, answers read once. */
import { expect } from "vitest";
import { pageToken, TOKEN_FIELD } from "../../src/sca/page/token.js";
import { ScaChallengeBody } from "../../src/sca/schema.js";
import { type Answer, type Bank, expectSchema, expectStatus } from "./calls.js";
import { BULK_PATH, bulkPayment, PSU, psuHeaders } from "./payments.js";

/**
 * GET (no form) or POST (form fields, urlencoded) to an SCA page href. A form without a `token` gets
 * the one of the page, opened first as a browser (or a script) does; `token: ""` sends none.
 */
export async function scaPage(
  bank: Pick<Bank, "sandbox">,
  href: string,
  form?: Record<string, string>,
): Promise<Answer> {
  let fields = form && { ...form };
  if (fields !== undefined && fields[TOKEN_FIELD] === undefined) {
    const opened = await scaPage(bank, href);
    fields = { ...fields, [TOKEN_FIELD]: pageToken(opened.text) ?? "" };
  }
  if (fields?.[TOKEN_FIELD] === "") delete fields[TOKEN_FIELD];
  const init: RequestInit = fields
    ? {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      }
    : { method: "GET" };
  const response = await bank.sandbox.app.request(href, { ...init, redirect: "manual" });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, body: text };
}

/** Log in and decide in one post (the headless path); answers 303 to the TPP when all is well. */
export function decideSca(
  bank: Pick<Bank, "sandbox">,
  href: string,
  customerNumber: string,
  action: "approve" | "reject",
): Promise<Answer> {
  return scaPage(bank, href, { customerNumber, action });
}

/** The customer number (SCA login) of a sandbox customer. */
export function customerNumberOf(bank: Bank, customerId: string): string {
  const customer = bank.sandbox.ctx.store.get("customers", customerId);
  if (!customer) throw new Error(`no customer ${customerId}`);
  return customer.customerNumber;
}

/** Completes a 401 Challenge answer's PSU-level SCA as `customerId`. */
export async function completeChallenge(bank: Bank, challenge: Answer, customerId: string): Promise<void> {
  expectStatus(challenge, 401);
  const { _links } = expectSchema(ScaChallengeBody, challenge.body);
  const done = await decideSca(bank, _links.scaRedirect.href, customerNumberOf(bank, customerId), "approve");
  expect(done.status, done.text).toBe(303);
}

/**
 * Gives the corporate PSU a valid SCA the way a TPP's PSU gets one: a bulk request answered with the
 * 401 Challenge, then the challenge's SCA approved on the page. Nothing is stored for the bulk itself.
 */
export async function completePsuSca(bank: Bank, psu = PSU.corporate): Promise<void> {
  const answer = await bank.call("POST", BULK_PATH, { body: bulkPayment(), headers: psuHeaders(psu) });
  await completeChallenge(bank, answer, psu.customerId);
}
