import { describe, expect, it } from "vitest";
import { type Bank, expectError, expectStatus, openBank } from "../helpers/calls.js";
import { csrfIn } from "../helpers/dashboard.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

const TOKEN = "s3cret-admin-token";
const SANDBOX = "http://127.0.0.1:8080";

interface Sent {
  method?: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
  json?: unknown;
}

/** One request to the sandbox as reached at `base` (its Host), as a browser or a script sends it. */
async function send(
  bank: Bank,
  path: string,
  { method = "GET", headers = {}, form, json }: Sent = {},
  base = SANDBOX,
) {
  const body =
    form !== undefined
      ? new URLSearchParams(form).toString()
      : json !== undefined
        ? JSON.stringify(json)
        : undefined;
  const type = form !== undefined ? "application/x-www-form-urlencoded" : "application/json";
  const response = await bank.sandbox.app.request(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": type }), ...headers },
    ...(body === undefined ? {} : { body }),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

async function createPayment(bank: Bank): Promise<string> {
  const created = await bank.call("POST", SEPA_PATH, {
    body: sepaPayment(),
    headers: psuHeaders(PSU.private),
  });
  expectStatus(created, 201);
  return (created.body as { paymentId: string }).paymentId;
}

/** Logs in with the dashboard's form; the session cookie as a browser would send it back. */
async function login(bank: Bank): Promise<string> {
  const answer = await send(bank, "/__admin/login", { method: "POST", form: { token: TOKEN } });
  expect(answer.status, answer.text).toBe(303);
  const cookie = answer.headers.get("set-cookie")?.split(";")[0] ?? "";
  expect(cookie).toMatch(/^psd2_sandbox_admin=./);
  return cookie;
}

describe("the control API refuses another site's page", () => {
  it("POST /__admin/reset from a form on http://localhost:3000 answers 403 FORBIDDEN and wipes nothing", async () => {
    const bank = await openBank();
    const paymentId = await createPayment(bank);
    const refused = await send(bank, "/__admin/reset", {
      method: "POST",
      headers: { Origin: "http://localhost:3000", "Sec-Fetch-Site": "same-site" },
      form: {},
    });
    expectError(refused, 403, "FORBIDDEN", "Sec-Fetch-Site");
    const origin = await send(bank, "/__admin/reset", {
      method: "POST",
      headers: { Origin: "http://localhost:3000" },
      form: {},
    });
    const body = expectError(origin, 403, "FORBIDDEN", "Origin");
    expect(body.message).toContain("http://localhost:3000");
    expect(bank.sandbox.ctx.store.get("payments", paymentId), "nothing wiped").toBeDefined();
  });

  it.each([
    ["Sec-Fetch-Site: cross-site", { "Sec-Fetch-Site": "cross-site" }, "Sec-Fetch-Site"],
    ["Origin: null (a sandboxed frame, a file)", { Origin: "null" }, "Origin"],
    ["the sandbox's host on another port", { Origin: "http://127.0.0.1:3000" }, "Origin"],
  ])("POST /__admin/reset with %s answers 403 and wipes nothing", async (_name, headers, path) => {
    const bank = await openBank();
    const paymentId = await createPayment(bank);
    expectError(
      await send(bank, "/__admin/reset", { method: "POST", headers, form: {} }),
      403,
      "FORBIDDEN",
      path,
    );
    expect(bank.sandbox.ctx.store.get("payments", paymentId)).toBeDefined();
  });

  it("takes changes without Origin (curl, the CLI) and from its own origin, as reached (a port mapping, publicUrl)", async () => {
    const bank = await openBank({ publicUrl: "https://sandbox.example.com" });
    expect((await send(bank, "/__admin/reset", { method: "POST" })).status).toBe(204);
    const own = { method: "POST", headers: { Origin: SANDBOX, "Sec-Fetch-Site": "same-origin" } };
    expect((await send(bank, "/__admin/reset", own)).status).toBe(204);
    // Behind `-p 18080:8080` the browser's Origin and Host both say the mapped port.
    const mapped = { method: "POST", headers: { Origin: "http://localhost:18080" } };
    expect((await send(bank, "/__admin/reset", mapped, "http://localhost:18080")).status).toBe(204);
    const proxied = { method: "POST", headers: { Origin: "https://sandbox.example.com" } };
    expect((await send(bank, "/__admin/reset", proxied)).status).toBe(204);
    // Reading is not refused: a page elsewhere cannot read the answer anyway.
    const read = await send(bank, "/__admin/health", { headers: { Origin: "http://localhost:3000" } });
    expect(read.status).toBe(200);
  });

  it("with adminToken, a page on 127.0.0.1:<another port> cannot move the clock with the operator's session cookie", async () => {
    const bank = await openBank({ adminToken: TOKEN });
    const cookie = await login(bank);
    const offset = bank.sandbox.ctx.clock.offsetMs();
    const moved = await send(bank, "/__admin/clock", {
      method: "PUT",
      headers: { Cookie: cookie, Origin: "http://127.0.0.1:5173" },
      json: { advance: "P365D" },
    });
    expectError(moved, 403, "FORBIDDEN", "Origin");
    const form = await send(bank, "/__admin/ui/clock", {
      method: "POST",
      headers: { Cookie: cookie, "Sec-Fetch-Site": "same-site" },
      form: { advance: "P365D" },
    });
    expectError(form, 403, "FORBIDDEN", "Sec-Fetch-Site");
    expect(bank.sandbox.ctx.clock.offsetMs(), "the clock did not move").toBe(offset);
    // The same session, from the dashboard's own origin, may.
    const own = await send(bank, "/__admin/clock", {
      method: "PUT",
      headers: { Cookie: cookie, Origin: SANDBOX },
      json: { advance: "PT1H" },
    });
    expect(own.status, own.text).toBe(200);
  });

  it("a script with the Bearer token and no Origin still drives it", async () => {
    const bank = await openBank({ adminToken: TOKEN });
    const moved = await send(bank, "/__admin/clock", {
      method: "PUT",
      headers: { Authorization: `Bearer ${TOKEN}` },
      json: { advance: "PT1H" },
    });
    expect(moved.status, moved.text).toBe(200);
    expect(
      (await send(bank, "/__admin/reset", { method: "POST", headers: { Authorization: `Bearer ${TOKEN}` } }))
        .status,
    ).toBe(204);
  });
});

describe("dashboard forms and sessions", () => {
  it("a form post without, or with a wrong, CSRF token is refused; the page's token works (no adminToken)", async () => {
    const bank = await openBank();
    const offset = bank.sandbox.ctx.clock.offsetMs();
    for (const form of [{ advance: "P1D" }, { advance: "P1D", csrf: "guessed" }] as Record<
      string,
      string
    >[]) {
      const refused = await send(bank, "/__admin/ui/clock", { method: "POST", form });
      expectError(refused, 403, "FORBIDDEN", "csrf");
    }
    expect(bank.sandbox.ctx.clock.offsetMs()).toBe(offset);
    const csrf = csrfIn((await send(bank, "/__admin/")).text) ?? "";
    expect(csrf).not.toBe("");
    const moved = await send(bank, "/__admin/ui/clock", { method: "POST", form: { advance: "P1D", csrf } });
    expect(moved.status, moved.text).toBe(200);
    expect(bank.sandbox.ctx.clock.offsetMs()).toBeGreaterThan(offset);
  });

  it("with adminToken, the cookie holds a session id, not the token; forms need the session's CSRF token; logout ends it", async () => {
    const bank = await openBank({ adminToken: TOKEN });
    const cookie = await login(bank);
    const value = decodeURIComponent(cookie.split("=")[1] ?? "");
    expect(value).not.toContain(TOKEN);
    expect(value.length).toBeGreaterThanOrEqual(32);
    const other = await login(bank);
    expect(other, "each login is its own session").not.toBe(cookie);

    const csrf = csrfIn((await send(bank, "/__admin/", { headers: { Cookie: cookie } })).text) ?? "";
    const otherCsrf = csrfIn((await send(bank, "/__admin/", { headers: { Cookie: other } })).text) ?? "";
    expect(csrf).not.toBe(otherCsrf);
    const offset = bank.sandbox.ctx.clock.offsetMs();
    for (const form of [{ advance: "P1D" }, { advance: "P1D", csrf: otherCsrf }] as Record<
      string,
      string
    >[]) {
      const refused = await send(bank, "/__admin/ui/clock", {
        method: "POST",
        headers: { Cookie: cookie },
        form,
      });
      expectError(refused, 403, "FORBIDDEN", "csrf");
    }
    expect(bank.sandbox.ctx.clock.offsetMs()).toBe(offset);
    const moved = await send(bank, "/__admin/ui/clock", {
      method: "POST",
      headers: { Cookie: cookie },
      form: { advance: "P1D", csrf },
    });
    expect(moved.status, moved.text).toBe(200);

    const page = await send(bank, "/__admin/", { headers: { Cookie: cookie } });
    expect(page.text).toContain('action="/__admin/logout"');
    const out = await send(bank, "/__admin/logout", {
      method: "POST",
      headers: { Cookie: cookie },
      form: { csrf },
    });
    expect(out.status).toBe(303);
    expect(out.headers.get("set-cookie")).toMatch(/psd2_sandbox_admin=;.*Max-Age=0/i);
    expect((await send(bank, "/__admin/", { headers: { Cookie: cookie } })).status, "the session ended").toBe(
      401,
    );
    expect((await send(bank, "/__admin/", { headers: { Cookie: other } })).status, "the other lives").toBe(
      200,
    );
    expect(
      (await send(bank, "/__admin/health", { headers: { Cookie: `psd2_sandbox_admin=${TOKEN}` } })).status,
    ).toBe(401);
  });

  it("the request journal keeps no token, cookie or login form: each shows as (secret, not kept)", async () => {
    const bank = await openBank({ adminToken: TOKEN });
    expect(
      (await send(bank, "/__admin/login", { method: "POST", form: { token: "wrong-guess" } })).status,
    ).toBe(401);
    const cookie = await login(bank);
    const csrf = csrfIn((await send(bank, "/__admin/", { headers: { Cookie: cookie } })).text) ?? "";
    await send(bank, "/__admin/ui/batch-runs", {
      method: "POST",
      headers: { Cookie: cookie },
      form: { csrf },
    });
    await send(bank, "/__admin/reset", { method: "POST", headers: { Authorization: `Bearer ${TOKEN}` } });
    await send(bank, "/__admin/reset", { method: "POST", headers: { Authorization: "Bearer wrong-guess" } });

    const listed = await send(bank, "/__admin/requests?path=/__admin", {
      headers: { Authorization: `Bearer ${TOKEN}` },
    });
    expect(listed.status).toBe(200);
    const entries = (
      listed.body as {
        requests: { path: string; request: { headers: Record<string, string>; body?: string } }[];
      }
    ).requests;
    const secrets = [TOKEN, "wrong-guess", decodeURIComponent(cookie.split("=")[1] ?? ""), csrf];
    for (const secret of secrets) expect(listed.text).not.toContain(secret);
    const logins = entries.filter((e) => e.path === "/__admin/login");
    expect(logins).toHaveLength(2);
    for (const entry of logins) expect(entry.request.body).toBe("(secret, not kept)");
    const batch = entries.find((e) => e.path === "/__admin/ui/batch-runs");
    expect(batch?.request.headers.cookie).toBe("(secret, not kept)");
    expect(batch?.request.body).toBe("csrf=(secret, not kept)");
    const resets = entries.filter((e) => e.path === "/__admin/reset");
    expect(resets.map((e) => e.request.headers.authorization)).toEqual([
      "(secret, not kept)",
      "(secret, not kept)",
    ]);

    const journalPage = await send(bank, "/__admin/ui/requests", { headers: { Cookie: cookie } });
    const seq = /\/__admin\/ui\/requests\/(\d+)">\/__admin\/login/.exec(journalPage.text)?.[1];
    const shown = await send(bank, `/__admin/ui/requests/${seq}`, { headers: { Cookie: cookie } });
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("(secret, not kept)");
    // The page's own forms carry the viewer's CSRF token; the entry shows no secret.
    for (const secret of secrets.slice(0, 3)) expect(shown.text).not.toContain(secret);
  });
});
