import { listRequests } from "../../src/request-log/read.js";
import { describe, expect, it } from "vitest";
import { operationsByFolder } from "../../src/operations.js";
import { type Bank, expectStatus, openBank } from "../helpers/calls.js";
import { csrfToken } from "../helpers/dashboard.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

const TOKEN = "s3cret";
/** Where the dashboard lives: the overview (with or without its slash) and every page under /ui. */
const DASHBOARD = /^\/__admin(?:\/|\/ui\/.+)?$/;
const WAY_IN = "/__admin/login";
/** Logging out is tested with the sessions (test/admin/control-origin.test.ts). */
const WAY_OUT = "/__admin/logout";

interface Target {
  url: string;
  form?: Record<string, string>;
}

/**
 * One request as a browser sends it. `from` is the client's address (as the listening server would
 * see it): wrong tokens are counted per address, and this test sends many, each from its own.
 */
async function send(
  bank: Bank,
  method: string,
  { url, form }: Target,
  headers: Record<string, string> = {},
  from?: string,
) {
  const csrf = method === "POST" && from === undefined ? await csrfToken(bank, headers) : undefined;
  const response = await bank.sandbox.app.request(
    `http://sandbox.test${url}`,
    {
      method,
      headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
      ...(method === "GET"
        ? {}
        : { body: new URLSearchParams({ ...(csrf ? { csrf } : {}), ...form }).toString() }),
    },
    from === undefined ? undefined : { incoming: { socket: { remoteAddress: from } } },
  );
  return { status: response.status, text: await response.text(), headers: response.headers };
}

/** Every dashboard route the app registers, as `METHOD /path/:param` (hono's spelling). */
function registeredRoutes(bank: Bank): string[] {
  const routes = bank.sandbox.app.routes
    .filter((r) => r.method !== "ALL" && DASHBOARD.test(r.path) && r.path !== WAY_IN)
    .map((r) => `${r.method} ${r.path}`);
  return [...new Set(routes)].sort();
}

describe("dashboard with adminToken set", () => {
  it("refuses every page and action the app registers without the token, and allows each with the cookie or bearer", async () => {
    const bank = await openBank({ adminToken: TOKEN });
    const created = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private),
    });
    expectStatus(created, 201);
    const { paymentId } = created.body as { paymentId: string };
    const authorisationId = bank.sandbox.ctx.store.get("payments", paymentId)?.authorisationIds[0] ?? "";
    const seq = listRequests(bank.sandbox.ctx.requestLog, { limit: 1000 }).entries[0]?.seq;
    const accountId = bank.sandbox.ctx.store.get("customers", PSU.private.customerId)?.accounts[0] ?? "";
    expect(seq).toBeDefined();

    // GETs first: the actions after them approve, run a batch, move the clock and clear the journal.
    const targets: Record<string, Target> = {
      "GET /__admin": { url: "/__admin" },
      "GET /__admin/": { url: "/__admin/" },
      "GET /__admin/ui/payments": { url: "/__admin/ui/payments?status=RCVD" },
      "GET /__admin/ui/payments/:paymentId": { url: `/__admin/ui/payments/${paymentId}` },
      "GET /__admin/ui/authorisations": { url: "/__admin/ui/authorisations" },
      "GET /__admin/ui/customers": { url: "/__admin/ui/customers" },
      "GET /__admin/ui/customers/:customerId": { url: `/__admin/ui/customers/${PSU.private.customerId}` },
      "GET /__admin/ui/accounts/:accountId": { url: `/__admin/ui/accounts/${accountId}` },
      "GET /__admin/ui/consents": { url: "/__admin/ui/consents" },
      "GET /__admin/ui/consents/:consentId": { url: "/__admin/ui/consents/none" },
      "GET /__admin/ui/requests": { url: "/__admin/ui/requests?status=2xx" },
      "GET /__admin/ui/requests/:seq": { url: `/__admin/ui/requests/${seq}` },
      "GET /__admin/ui/report": { url: "/__admin/ui/report" },
      "POST /__admin/ui/authorisations/:authorisationId": {
        url: `/__admin/ui/authorisations/${authorisationId}`,
        form: { action: "approve" },
      },
      "POST /__admin/ui/batch-runs": { url: "/__admin/ui/batch-runs" },
      "POST /__admin/ui/clock": { url: "/__admin/ui/clock", form: { advance: "PT1H" } },
      "POST /__admin/ui/requests/clear": { url: "/__admin/ui/requests/clear" },
      "POST /__admin/ui/consents/:consentId/revoke": { url: "/__admin/ui/consents/none/revoke" },
    };
    expect(Object.keys(targets).sort(), "a dashboard route this test does not try").toEqual(
      registeredRoutes(bank),
    );
    const documented = operationsByFolder.admin
      .filter((op) => op.operationId.startsWith("dashboard"))
      .filter((op) => op.path !== WAY_IN && op.path !== WAY_OUT)
      .map((op) => `${op.method.toUpperCase()} ${op.path.replace(/\{(\w+)\}/g, ":$1")}`);
    expect(Object.keys(targets), "every documented page and action").toEqual(
      expect.arrayContaining(documented),
    );

    const offset = bank.sandbox.ctx.clock.offsetMs();
    const journaled = listRequests(bank.sandbox.ctx.requestLog, { limit: 1000 }).total;
    let client = 0;
    for (const [route, target] of Object.entries(targets)) {
      const method = route.split(" ")[0] ?? "GET";
      for (const headers of [
        {} as Record<string, string>,
        { Authorization: "Bearer wrong" },
        { Authorization: TOKEN },
        { Cookie: "psd2_sandbox_admin=wrong" },
      ]) {
        client += 1;
        const refused = await send(bank, method, target, headers, `10.0.0.${client}`);
        expect(refused.status, `${route} with ${JSON.stringify(headers)}`).toBe(401);
        expect(refused.text, route).toContain('name="token"');
        expect(refused.text, `${route}: nothing of the bank is shown`).not.toMatch(/class="badge|<table/);
      }
    }
    const bankNow = bank.sandbox.ctx;
    expect(bankNow.store.get("payments", paymentId)?.transactionStatus, "no action ran").toBe("RCVD");
    expect(bankNow.clock.offsetMs()).toBe(offset);
    expect(listRequests(bankNow.requestLog, { limit: 1000 }).total).toBeGreaterThanOrEqual(journaled);

    const login = await send(bank, "POST", { url: WAY_IN, form: { token: TOKEN } });
    expect(login.status).toBe(303);
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^psd2_sandbox_admin=/);
    for (const [route, target] of Object.entries(targets)) {
      const method = route.split(" ")[0] ?? "GET";
      for (const headers of [{ Authorization: `Bearer ${TOKEN}` }, { Cookie: cookie }] as Record<
        string,
        string
      >[]) {
        const allowed = await send(bank, method, target, headers);
        expect(
          allowed.status,
          `${route} with ${Object.keys(headers)[0]}: ${allowed.text.slice(0, 200)}`,
        ).not.toBe(401);
        expect(allowed.status, route).toBeLessThan(500);
        expect(allowed.text, route).not.toContain('name="token"');
      }
    }
    expect(bankNow.store.get("payments", paymentId)?.transactionStatus, "the actions ran").not.toBe("RCVD");
  });
});
