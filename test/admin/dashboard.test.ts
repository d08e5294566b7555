import { describe, expect, it } from "vitest";
import { admin } from "../helpers/approve.js";
import { type Bank, expectStatus, openBank } from "../helpers/calls.js";
import { postForm } from "../helpers/dashboard.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

const HOSTILE = `<script>alert("x")</script>`;

async function get(bank: Bank, path: string, headers: Record<string, string> = {}) {
  const response = await bank.sandbox.app.request(`http://sandbox.test${path}`, { headers });
  return { status: response.status, text: await response.text(), headers: response.headers };
}

const post = postForm;

async function hostilePayment(bank: Bank): Promise<string> {
  const answer = await bank.call("POST", SEPA_PATH, {
    body: sepaPayment({ creditorName: HOSTILE.slice(0, 70) }),
    headers: psuHeaders(PSU.private),
  });
  expectStatus(answer, 201);
  return (answer.body as { paymentId: string }).paymentId;
}

const pages = (paymentId: string, customerId: string) => [
  "/__admin/",
  "/__admin/ui/payments",
  `/__admin/ui/payments?status=RCVD&psu=${PSU.private.customerNumber}`,
  `/__admin/ui/payments/${paymentId}`,
  "/__admin/ui/authorisations",
  "/__admin/ui/customers",
  `/__admin/ui/customers/${customerId}`,
  "/__admin/ui/requests",
  "/__admin/ui/requests?status=4xx",
];

describe("dashboard", () => {
  it("serves every page as HTML without script, escaping what a TPP sent", async () => {
    const bank = await openBank();
    const paymentId = await hostilePayment(bank);
    for (const path of pages(paymentId, PSU.private.customerId)) {
      const page = await get(bank, path);
      expect(page.status, `${path}: ${page.text.slice(0, 300)}`).toBe(200);
      expect(page.headers.get("content-type")).toMatch(/^text\/html/);
      expect(page.text, path).not.toMatch(/<script/i);
    }
    const overview = await get(bank, "/__admin/");
    expect(overview.text, "the TPP registry's TPP, with its name").toMatch(
      /PSDNO-FSA-\d+<\/a><\/td><td[^>]*>Sandbox Test TPP AS/,
    );
    const shown = await get(bank, `/__admin/ui/payments/${paymentId}`);
    expect(shown.text).toContain("&lt;script&gt;");
    const journal = await get(bank, "/__admin/ui/requests");
    const seq = /\/__admin\/ui\/requests\/(\d+)/.exec(journal.text)?.[1];
    const entry = await get(bank, `/__admin/ui/requests/${seq}`);
    expect(entry.status).toBe(200);
    expect(entry.text).toContain("&lt;script&gt;");
    expect(entry.text).not.toMatch(/<script/i);
  });

  it("approves a payment as its PSU, runs a batch, and shows ACSC in its timeline", async () => {
    const bank = await openBank();
    const paymentId = await hostilePayment(bank);
    const pending = await get(bank, "/__admin/ui/authorisations");
    const authorisationId = bank.sandbox.ctx.store.get("payments", paymentId)?.authorisationIds[0];
    expect(pending.text).toContain(`/__admin/ui/authorisations/${authorisationId}`);
    const approved = await post(bank, `/__admin/ui/authorisations/${authorisationId}`, { action: "approve" });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.text).toContain("ACTC");
    const again = await post(bank, `/__admin/ui/authorisations/${authorisationId}`, { action: "approve" });
    expect(again.status).toBe(409);
    const run = await post(bank, "/__admin/ui/batch-runs");
    expect(run.text).toContain(paymentId);
    const timeline = (await admin(bank, "GET", `/payments/${paymentId}`)).body?.statusHistory as {
      to: string;
      via?: string;
    }[];
    expect(timeline.map((s) => s.to)).toEqual(["RCVD", "ACTC", "ACSP", "ACSC"]);
    expect(timeline[1]?.via).toBe("dashboard");
    expect((await get(bank, `/__admin/ui/payments/${paymentId}`)).text).toContain('class="badge ACSC"');
  });

  it("moves the clock from its form and says what moved; a bad duration changes nothing", async () => {
    const bank = await openBank();
    const moved = await post(bank, "/__admin/ui/clock", { advance: "P1D" });
    expect(moved.status, moved.text).toBe(200);
    expect(moved.text).toMatch(/5 batch runs in between/);
    const before = bank.sandbox.ctx.clock.offsetMs();
    const bad = await post(bank, "/__admin/ui/clock", { advance: "tomorrow" });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain("ISO 8601 duration");
    expect(bank.sandbox.ctx.clock.offsetMs()).toBe(before);
  });

  it("with adminToken set, refuses every page and action without it, and lets the login cookie in", async () => {
    const bank = await openBank({ adminToken: "s3cret" });
    const paymentId = await hostilePayment(bank);
    const authorisationId = bank.sandbox.ctx.store.get("payments", paymentId)?.authorisationIds[0] ?? "";
    for (const path of pages(paymentId, PSU.private.customerId)) {
      const refused = await get(bank, path);
      expect(refused.status, path).toBe(401);
      expect(refused.text).toContain('name="token"');
      expect(refused.text, "nothing of the bank is shown").not.toMatch(
        /class="badge|&lt;script|Sandbox customers/,
      );
      expect((await get(bank, path, { Authorization: "Bearer s3cret" })).status, path).toBe(200);
    }
    for (const [path, form] of [
      [`/__admin/ui/authorisations/${authorisationId}`, { action: "approve" }],
      ["/__admin/ui/batch-runs", {}],
      ["/__admin/ui/clock", { advance: "P1D" }],
      ["/__admin/ui/requests/clear", {}],
    ] as const) {
      expect((await post(bank, path, form)).status, path).toBe(401);
    }
    expect(bank.sandbox.ctx.store.get("payments", paymentId)?.transactionStatus).toBe("RCVD");
    expect((await post(bank, "/__admin/login", { token: "wrong" })).status).toBe(401);
    const login = await post(bank, "/__admin/login", { token: "s3cret", next: "/__admin/ui/payments" });
    expect(login.status).toBe(303);
    expect(login.headers.get("location")).toBe("/__admin/ui/payments");
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(login.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    expect((await get(bank, "/__admin/ui/payments", { Cookie: cookie })).status).toBe(200);
    expect(
      (await post(bank, "/__admin/login", { token: "s3cret", next: "https://evil.example/" })).headers.get(
        "location",
      ),
    ).toBe("/__admin/");
  });
});
