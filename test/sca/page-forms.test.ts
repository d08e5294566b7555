/**
 * The SCA page decides only for a post made by its own page: one carrying the token of the form it
 * was on, never one a page of another site made the PSU's browser send (the customer numbers are
 * public). The TPP's redirect (a top-level GET from its site) and the headless path still work.
 */
import { beforeEach, describe, expect, it } from "vitest";
import { type Bank, openBank } from "../helpers/calls.js";
import { PSU } from "../helpers/payments.js";
import { scaPage } from "../helpers/sca.js";
import { expectHtml, OK_URI, paymentForSca, scaStatusOf, statusOf } from "./flow-helpers.js";

/** The token field a page's form carries, read as a script reads it. */
const pageToken = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1];

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

const customerNumber = PSU.private.customerNumber;

/** A form post with these headers, as a browser sends it. */
async function post(href: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await bank.sandbox.app.request(href, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(form).toString(),
    redirect: "manual",
  });
  return { status: response.status, headers: response.headers, text: await response.text(), body: "" };
}

async function tokenOf(href: string): Promise<string> {
  const token = pageToken((await scaPage(bank, href)).text);
  if (token === undefined) throw new Error(`no token on ${href}`);
  return token;
}

describe("a post from another site's page", () => {
  it.each<[string, Record<string, string>]>([
    [
      "Origin https://evil.example, Sec-Fetch-Site cross-site",
      { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    ],
    [
      "Origin https://evil.example alone (a browser without Sec-Fetch-Site)",
      { Origin: "https://evil.example" },
    ],
    ["Sec-Fetch-Site same-site (a sibling name or port)", { "Sec-Fetch-Site": "same-site" }],
    ["Origin null without Sec-Fetch-Site", { Origin: "null" }],
  ])("%s: 403, a page saying so, and nothing decided", async (_name, headers) => {
    const payment = await paymentForSca(bank, "sepa");
    // The token a page of another site cannot read; even with it, the site check stands alone.
    for (const form of [
      { customerNumber, action: "approve" } as Record<string, string>,
      { customerNumber, action: "approve", token: await tokenOf(payment.scaRedirect) },
    ]) {
      const answer = await post(payment.scaRedirect, form, headers);
      expectHtml(answer, 403);
      expect(answer.text).toContain("Another site tried to send this form");
      expect(answer.text).toContain("nothing was changed");
      expect(statusOf(bank, payment.paymentId)).toBe("RCVD");
      expect(scaStatusOf(bank, payment.authorisationId)).toBe("received");
    }
  });
});

describe("the form's token", () => {
  it.each<[string, (href: string, otherHref: string) => Promise<Record<string, string>>]>([
    ["none (a script that did not open the page)", async () => ({})],
    ["an empty one", async () => ({ token: "" })],
    ["a made-up one", async () => ({ token: "AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA" })],
    ["another authorisation's", async (_href, other) => ({ token: await tokenOf(other) })],
  ])("%s: 403, a page saying what to do, and nothing decided", async (_name, tokenFor) => {
    const payment = await paymentForSca(bank, "sepa");
    const other = await paymentForSca(bank, "sepa", {
      instructedAmount: { currency: "EUR", amount: "2.00" },
    });
    const form = {
      customerNumber,
      action: "approve",
      ...(await tokenFor(payment.scaRedirect, other.scaRedirect)),
    };
    const answer = await post(payment.scaRedirect, form);
    expectHtml(answer, 403);
    expect(answer.text).toContain("This form has expired");
    expect(answer.text).toContain("token");
    expect(statusOf(bank, payment.paymentId)).toBe("RCVD");
  });

  it("the approval form's token decides for the customer who logged in, and for no one else", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const login = await tokenOf(payment.scaRedirect);
    const approval = await post(payment.scaRedirect, { customerNumber, token: login });
    expectHtml(approval, 200);
    const token = pageToken(approval.text) ?? "";
    expect(token).not.toBe(login);
    const other = await post(payment.scaRedirect, {
      customerNumber: PSU.corporate.customerNumber,
      action: "approve",
      token,
    });
    expectHtml(other, 403);
    expect(statusOf(bank, payment.paymentId)).toBe("RCVD");
    const done = await post(payment.scaRedirect, { customerNumber, action: "approve", token });
    expect(done.status, done.text).toBe(303);
    expect(statusOf(bank, payment.paymentId)).toBe("ACTC");
  });
});

describe("what keeps working", () => {
  it("the TPP's redirect: a top-level GET from the TPP's site shows the login form with its token", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const response = await bank.sandbox.app.request(payment.scaRedirect, {
      headers: {
        "Sec-Fetch-Site": "cross-site",
        "Sec-Fetch-Mode": "navigate",
        Referer: "https://tpp.example/",
      },
    });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(pageToken(text)).toBeDefined();
  });

  it.each<[string, Record<string, string>]>([
    [
      "the page's own post (Sec-Fetch-Site same-origin, its Origin)",
      { Origin: "http://sandbox.test", "Sec-Fetch-Site": "same-origin" },
    ],
    [
      "Origin null from the page itself (Referrer-Policy no-referrer)",
      { Origin: "null", "Sec-Fetch-Site": "same-origin" },
    ],
    ["a script: the page opened, then one post with its token and no Origin", {}],
  ])("%s: 303 to the TPP", async (_name, headers) => {
    const payment = await paymentForSca(bank, "sepa");
    const token = await tokenOf(payment.scaRedirect);
    const done = await post(payment.scaRedirect, { customerNumber, action: "approve", token }, headers);
    expect(done.status, done.text).toBe(303);
    expect(done.headers.get("Location")).toBe(OK_URI);
    expect(statusOf(bank, payment.paymentId)).toBe("ACTC");
  });
});
