import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/errors.js";
import { ContactResponse } from "../../src/test-data/tpp/schema.js";
import { type Bank, openBank } from "../helpers/calls.js";

const URL_BASE = "http://sandbox.test";

async function send(
  bank: Bank,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
) {
  const response = await bank.sandbox.app.request(`${URL_BASE}${path}`, { method, headers, body });
  const text = await response.text();
  return { status: response.status, text, json: text ? JSON.parse(text) : undefined };
}

/** What /docs' Try it out does: ask the sandbox to sign, then send the request with those headers. */
async function signed(bank: Bank, asked: Record<string, unknown>, extra: Record<string, string> = {}) {
  return send(
    bank,
    "POST",
    "/__admin/sign",
    { "Content-Type": "application/json", ...extra },
    JSON.stringify(asked),
  );
}

const contact = JSON.stringify({ email: "dev@tpp.example" });

describe("POST /__admin/sign (the API reference's Try it out, sandbox-only)", () => {
  it("signs a /v1 request as the shipped test TPP: the bank answers 201 for it", async () => {
    const bank = await openBank();
    const asked = {
      method: "POST",
      path: "/v1/sandbox/tpp/contact",
      headers: { "Content-Type": "application/json", Digest: "SHA-256=made-up", Signature: "made-up" },
      body: contact,
    };
    const answer = await signed(bank, asked);
    expect(answer.status, answer.text).toBe(200);
    expect(answer.json.tpp).toEqual({ organisationId: "PSDNO-FSA-999999991", name: "Sandbox Test TPP AS" });
    const headers = answer.json.headers as Record<string, string>;
    expect(headers.Digest, "what the page sent is replaced").not.toBe("SHA-256=made-up");
    expect(headers["X-Request-ID"]).toMatch(/^[0-9a-f-]{36}$/);
    const created = await send(bank, "POST", "/v1/sandbox/tpp/contact", headers, contact);
    expect(created.status, created.text).toBe(201);
    expect(ContactResponse.parse(created.json).tppId).toBe("PSDNO-FSA-999999991");
  });

  it("signs as the second test TPP when asked, and lists both", async () => {
    const bank = await openBank();
    const list = await send(bank, "GET", "/__admin/sign", {});
    expect(list.json.signers.map((s: { tpp: string }) => s.tpp)).toEqual(["tpp", "tpp2"]);
    const answer = await signed(bank, {
      tpp: "tpp2",
      method: "POST",
      path: "/v1/sandbox/tpp/contact",
      body: contact,
    });
    const headers = { "Content-Type": "application/json", ...answer.json.headers };
    const created = await send(bank, "POST", "/v1/sandbox/tpp/contact", headers, contact);
    expect(created.status, created.text).toBe(201);
    expect(ContactResponse.parse(created.json).tppId).toBe("PSDNO-FSA-999999992");
  });

  it.each([
    [{ method: "GET", path: "/__admin/health" }, "path"],
    [{ method: "G T", path: "/v1/sandbox/customers" }, "method"],
    [{ method: "GET", path: "/v1/sandbox/customers", tpp: "expired" }, "tpp"],
    [{ method: "GET", path: "/v1/sandbox/customers", key: "PEM" }, ""],
  ])("refuses %j with 400 FORMAT_ERROR naming %s", async (asked, path) => {
    const answer = await signed(await openBank(), asked);
    expect(answer.status, answer.text).toBe(400);
    const body = ErrorBody.parse(answer.json);
    expect(body.code).toBe("FORMAT_ERROR");
    if (path) expect(body.tppMessages.map((m) => m.path)).toContain(path);
  });

  it("signs for its own pages only: another site's Origin gets 403 at Origin", async () => {
    const bank = await openBank();
    const asked = { method: "GET", path: "/v1/sandbox/customers" };
    const foreign = await signed(bank, asked, { Origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    expect(ErrorBody.parse(foreign.json).tppMessages[0]?.path).toBe("Origin");
    expect((await signed(bank, asked, { Origin: URL_BASE })).status).toBe(200);
  });

  it("with an adminToken it is off until the dashboard is logged in (or the Bearer token is sent)", async () => {
    const bank = await openBank({ adminToken: "s3cret-token-for-tests" });
    const asked = { method: "GET", path: "/v1/sandbox/customers" };
    expect((await send(bank, "GET", "/__admin/sign", {})).status).toBe(401);
    expect((await signed(bank, asked)).status).toBe(401);
    const login = await bank.sandbox.app.request(`${URL_BASE}/__admin/login`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ token: "s3cret-token-for-tests", next: "/__admin/" }).toString(),
      redirect: "manual",
    });
    const cookie = login.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect((await signed(bank, asked, { Cookie: cookie })).status).toBe(200);
    expect((await signed(bank, asked, { Authorization: "Bearer s3cret-token-for-tests" })).status).toBe(200);
  });
});
