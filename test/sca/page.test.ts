import { beforeEach, describe, expect, it } from "vitest";
import type { TransactionStatus } from "../../src/domain/transitions.js";
import { type Bank, openBank, TODAY, TOMORROW } from "../helpers/calls.js";
import type { Kind } from "../helpers/created.js";
import { bulkEntry, PSU } from "../helpers/payments.js";
import { decideSca, scaPage } from "../helpers/sca.js";
import { expectHtml, NOK_URI, OK_URI, paymentForSca, scaStatusOf, statusOf } from "./flow-helpers.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

const approver: Record<Kind, string> = {
  sepa: PSU.private.customerNumber,
  periodic: PSU.private.customerNumber,
  bulk: PSU.corporate.customerNumber,
};
/** With the factories' dates: SEPA has none (today), the standing order and the bulk lie in the future. */
const approved: Record<Kind, TransactionStatus> = { sepa: "ACTC", periodic: "PDNG", bulk: "PDNG" };

describe.each<Kind>(["sepa", "periodic", "bulk"])("the SCA page for a %s payment", (kind) => {
  it(`GET page -> login, POST customerNumber -> details, POST approve -> 303 to TPP-Redirect-URI, ${approved[kind]} and finalised`, async () => {
    const payment = await paymentForSca(bank, kind);
    const login = await scaPage(bank, payment.scaRedirect);
    expectHtml(login, 200);
    expect(login.text).toContain("Sandbox Bank");
    expect(login.text).toContain('name="customerNumber"');
    expect(login.text).not.toMatch(/<script/i);

    const details = await scaPage(bank, payment.scaRedirect, { customerNumber: approver[kind] });
    expectHtml(details, 200);
    expect(details.text).toContain('value="approve"');
    expect(details.text).toContain('value="reject"');

    const done = await decideSca(bank, payment.scaRedirect, approver[kind], "approve");
    expect(done.status, done.text).toBe(303);
    expect(done.headers.get("Location")).toBe(OK_URI);
    expect(statusOf(bank, payment.paymentId)).toBe(approved[kind]);
    expect(scaStatusOf(bank, payment.authorisationId)).toBe("finalised");
    const read = await bank.call("GET", `${payment.self}/authorisations/${payment.authorisationId}`);
    expect(read.body).toEqual({ scaStatus: "finalised" });
    const status = await bank.call("GET", `${payment.self}/status`);
    expect((status.body as { transactionStatus: string }).transactionStatus).toBe(approved[kind]);
  });

  it("POST reject -> 303 to TPP-Nok-Redirect-URI, RJCT and failed", async () => {
    const payment = await paymentForSca(bank, kind, {}, { "TPP-Nok-Redirect-URI": NOK_URI });
    const done = await decideSca(bank, payment.scaRedirect, approver[kind], "reject");
    expect(done.status, done.text).toBe(303);
    expect(done.headers.get("Location")).toBe(NOK_URI);
    expect(statusOf(bank, payment.paymentId)).toBe("RJCT");
    expect(scaStatusOf(bank, payment.authorisationId)).toBe("failed");
  });
});

describe("status after approval follows the execution date", () => {
  it("a SEPA payment dated tomorrow -> PDNG", async () => {
    const payment = await paymentForSca(bank, "sepa", { requestedExecutionDate: TOMORROW });
    await decideSca(bank, payment.scaRedirect, PSU.private.customerNumber, "approve");
    expect(statusOf(bank, payment.paymentId)).toBe("PDNG");
  });

  it("a bulk payment dated today -> ACTC", async () => {
    const payment = await paymentForSca(bank, "bulk", { requestedExecutionDate: TODAY });
    await decideSca(bank, payment.scaRedirect, PSU.corporate.customerNumber, "approve");
    expect(statusOf(bank, payment.paymentId)).toBe("ACTC");
  });

  it("a rejection with no TPP-Nok-Redirect-URI goes to TPP-Redirect-URI", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const done = await decideSca(bank, payment.scaRedirect, PSU.private.customerNumber, "reject");
    expect(done.headers.get("Location")).toBe(OK_URI);
  });
});

describe("who may approve", () => {
  it.each<[Kind, string, string]>([
    ["sepa", PSU.private.customerNumber, PSU.private2.customerNumber],
    ["bulk", PSU.corporate.customerNumber, PSU.private.customerNumber],
  ])(
    "the %s login page offers the customers who may approve (%s) as one-click log-ins, not others",
    async (kind, may, mayNot) => {
      const payment = await paymentForSca(bank, kind);
      const login = await scaPage(bank, payment.scaRedirect);
      expectHtml(login, 200);
      expect(login.text).toContain(`name="customerNumber" value="${may}"><button`);
      expect(login.text).not.toContain(`value="${mayNot}"`);
      const chosen = await scaPage(bank, payment.scaRedirect, { customerNumber: may });
      expectHtml(chosen, 200);
      expect(chosen.text).toContain('value="approve"');
    },
  );

  it("another private customer -> 403 page, nothing changes", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const answer = await decideSca(bank, payment.scaRedirect, PSU.private2.customerNumber, "approve");
    expectHtml(answer, 403);
    expect(answer.text).toContain("cannot approve this");
    expect(statusOf(bank, payment.paymentId)).toBe("RCVD");
    expect(scaStatusOf(bank, payment.authorisationId)).toBe("received");
  });

  it("a private customer for a corporate bulk -> 403, nothing changes", async () => {
    const payment = await paymentForSca(bank, "bulk");
    const answer = await scaPage(bank, payment.scaRedirect, { customerNumber: PSU.private.customerNumber });
    expectHtml(answer, 403);
    expect(statusOf(bank, payment.paymentId)).toBe("RCVD");
  });

  it("an unknown customer number -> 401 page", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const answer = await decideSca(bank, payment.scaRedirect, "01010112345", "approve");
    expectHtml(answer, 401);
    expect(answer.text).toContain("No customer has the number 01010112345");
    expect(scaStatusOf(bank, payment.authorisationId)).toBe("received");
  });

  it.each([
    ["missing", {}, "Enter your customer number."],
    ["too short", { customerNumber: "1303" }, "11 digits"],
    ["not digits", { customerNumber: "1303931995x" }, "11 digits"],
  ])("a %s customerNumber -> 400 login page with a message", async (_name, form, message) => {
    const payment = await paymentForSca(bank, "sepa");
    const answer = await scaPage(bank, payment.scaRedirect, { ...form, action: "approve" });
    expectHtml(answer, 400);
    expect(answer.text).toContain(message);
    expect(statusOf(bank, payment.paymentId)).toBe("RCVD");
  });

  it("an unknown action -> 400 with the approval page again", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const answer = await scaPage(bank, payment.scaRedirect, {
      customerNumber: PSU.private.customerNumber,
      action: "maybe",
    });
    expectHtml(answer, 400);
    expect(answer.text).toContain("Choose Approve or Reject.");
    expect(statusOf(bank, payment.paymentId)).toBe("RCVD");
  });

  it("a form sent as JSON -> 415 page", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const response = await bank.sandbox.app.request(payment.scaRedirect, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ customerNumber: PSU.private.customerNumber, action: "approve" }),
    });
    expect(response.status).toBe(415);
    expect(statusOf(bank, payment.paymentId)).toBe("RCVD");
  });
});

describe("used, expired and unknown redirects", () => {
  it("a replayed approval -> 410 'already used', status unchanged", async () => {
    const payment = await paymentForSca(bank, "sepa");
    await decideSca(bank, payment.scaRedirect, PSU.private.customerNumber, "approve");
    const again = await decideSca(bank, payment.scaRedirect, PSU.private.customerNumber, "reject");
    expectHtml(again, 410);
    expect(again.text).toContain("already used");
    expect(statusOf(bank, payment.paymentId)).toBe("ACTC");
    expect(scaStatusOf(bank, payment.authorisationId)).toBe("finalised");
    expectHtml(await scaPage(bank, payment.scaRedirect), 410);
  });

  it("two approvals posted at once: one 303, the other 'already used', never a 500", async () => {
    const payment = await paymentForSca(bank, "sepa");
    const answers = await Promise.all([
      decideSca(bank, payment.scaRedirect, PSU.private.customerNumber, "approve"),
      decideSca(bank, payment.scaRedirect, PSU.private.customerNumber, "reject"),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([303, 410]);
    expect(["ACTC", "RJCT"]).toContain(statusOf(bank, payment.paymentId));
  });

  it("after sca.timeoutMinutes the page shows 'expired' (410), the SCA fails and the payment is RJCT", async () => {
    const payment = await paymentForSca(bank, "sepa");
    bank.sandbox.ctx.clock.advance(16 * 60_000);
    const answer = await decideSca(bank, payment.scaRedirect, PSU.private.customerNumber, "approve");
    expectHtml(answer, 410);
    expect(answer.text).toContain("expired");
    expect(statusOf(bank, payment.paymentId)).toBe("RJCT");
    expect(scaStatusOf(bank, payment.authorisationId)).toBe("failed");
  });

  it("an expired SCA is noticed when the TPP reads its scaStatus", async () => {
    const payment = await paymentForSca(bank, "periodic");
    bank.sandbox.ctx.clock.advance(15 * 60_000 + 1);
    const read = await bank.call("GET", `${payment.self}/authorisations/${payment.authorisationId}`);
    expect(read.body).toEqual({ scaStatus: "failed" });
    expect(statusOf(bank, payment.paymentId)).toBe("RJCT");
  });

  it("an expired SCA is noticed when the TPP reads the payment status", async () => {
    const payment = await paymentForSca(bank, "sepa");
    bank.sandbox.ctx.clock.advance(16 * 60_000);
    const status = await bank.call("GET", `${payment.self}/status`);
    expect((status.body as { transactionStatus: string }).transactionStatus).toBe("RJCT");
  });

  it("14 minutes later the SCA still works", async () => {
    const payment = await paymentForSca(bank, "sepa");
    bank.sandbox.ctx.clock.advance(14 * 60_000);
    const done = await decideSca(bank, payment.scaRedirect, PSU.private.customerNumber, "approve");
    expect(done.status, done.text).toBe(303);
    expect(statusOf(bank, payment.paymentId)).toBe("ACTC");
  });

  it("an unknown authorisationId -> 404 HTML page", async () => {
    const answer = await scaPage(bank, "http://sandbox.test/sca/nope");
    expectHtml(answer, 404);
    expect(answer.text).toContain("Page not found");
    expectHtml(
      await decideSca(bank, "http://sandbox.test/sca/nope", PSU.private.customerNumber, "approve"),
      404,
    );
  });
});

describe("what the page shows", () => {
  it("escapes every value: a creditor name with markup renders as text", async () => {
    const payment = await paymentForSca(bank, "sepa", { creditorName: "<script>alert(1)</script>" });
    const page = await scaPage(bank, payment.scaRedirect, { customerNumber: PSU.private.customerNumber });
    expect(page.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(page.text).not.toContain("<script>");
  });

  it("escapes &, quotes and markup in the rows (hono/html): each shows as sent, none becomes markup", async () => {
    const name = `Fjord & "Sons" 'AS' <script>x</script>`;
    const message = `<img src=x onerror="alert('1')"> & more`;
    const payment = await paymentForSca(bank, "sepa", {
      creditorName: name,
      remittanceInformationUnstructured: message,
    });
    const page = await scaPage(bank, payment.scaRedirect, { customerNumber: PSU.private.customerNumber });
    expect(page.status, page.text).toBe(200);
    expect(page.text).toContain(
      "<dt>To</dt><dd>Fjord &amp; &quot;Sons&quot; &#39;AS&#39; &lt;script&gt;x&lt;/script&gt;</dd>",
    );
    expect(page.text).toContain(
      "<dt>Message</dt><dd>&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt; &amp; more</dd>",
    );
    expect(page.text).not.toMatch(/<script|<img/);
  });

  it("a payment: amount and currency, creditor name and account, debtor account, execution date", async () => {
    const payment = await paymentForSca(bank, "sepa", { requestedExecutionDate: TOMORROW });
    const page = await scaPage(bank, payment.scaRedirect, { customerNumber: PSU.private.customerNumber });
    for (const shown of [
      "125.50 EUR",
      "Bäckerei Müller GmbH",
      "DE89370400440532013000",
      PSU.private.brukskonto,
      TOMORROW,
    ]) {
      expect(page.text).toContain(shown);
    }
  });

  it("a standing order: its schedule", async () => {
    const payment = await paymentForSca(bank, "periodic", {
      frequency: "MonthlyVariable",
      monthsOfExecution: [3, 9],
      endDate: "2027-03-15",
      executionRule: "following",
    });
    const page = await scaPage(bank, payment.scaRedirect, { customerNumber: PSU.private.customerNumber });
    for (const shown of [
      "1500.00 NOK",
      "MonthlyVariable",
      "2026-03-15",
      "2027-03-15",
      "3, 9",
      "following",
      "Utleier AS",
    ]) {
      expect(page.text).toContain(shown);
    }
  });

  it("a bulk payment: every entry, their count and total", async () => {
    const entries = [
      bulkEntry({ creditorName: "Kari Nordmann", instructedAmount: { currency: "NOK", amount: "100.10" } }),
      bulkEntry({ creditorName: "Per Hansen", instructedAmount: { currency: "NOK", amount: "0.95" } }),
      bulkEntry({ creditorName: "Lise Berg", instructedAmount: { currency: "NOK", amount: "2000.00" } }),
    ];
    const payment = await paymentForSca(bank, "bulk", { payments: entries });
    const page = await scaPage(bank, payment.scaRedirect, { customerNumber: PSU.corporate.customerNumber });
    for (const shown of [
      "Kari Nordmann",
      "Per Hansen",
      "Lise Berg",
      "100.10 NOK",
      "0.95 NOK",
      "2101.05 NOK",
      "Total (3 payments)",
    ]) {
      expect(page.text).toContain(shown);
    }
  });

  it("TPP-Redirect-Preferred: false -> a line that a mobile app would have used biometrics", async () => {
    const payment = await paymentForSca(bank, "sepa", {}, { "TPP-Redirect-Preferred": "false" });
    const page = await scaPage(bank, payment.scaRedirect);
    expect(page.text).toContain("biometrics");
    const plain = await paymentForSca(bank, "sepa", {
      instructedAmount: { currency: "EUR", amount: "1.00" },
    });
    expect((await scaPage(bank, plain.scaRedirect)).text).not.toContain("biometrics");
  });

  it("a finalised payment SCA renews the PSU's SCA validity", async () => {
    const payment = await paymentForSca(bank, "sepa");
    expect(bank.sandbox.ctx.store.get("psuSca", PSU.private.customerId)).toBeUndefined();
    await decideSca(bank, payment.scaRedirect, PSU.private.customerNumber, "approve");
    const at = bank.sandbox.ctx.store.get("psuSca", PSU.private.customerId)?.lastScaAt ?? "";
    expect(Math.abs(Date.parse(at) - bank.sandbox.ctx.clock.now().getTime())).toBeLessThan(5_000);
  });
});
