/**
 * DNS rebinding: a page on a name the attacker rebinds to the sandbox's address sends requests whose
 * Host and Origin agree (`evil.test:PORT`). Nothing the sandbox does may follow from them: every
 * surface that acts answers 403 at Host, and nothing changes. Through a real server, as a browser's
 * requests arrive (the Host header as sent).
 */
import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/errors.js";
import { type Listening, listen } from "../../src/server.js";
import { type Bank, expectStatus, openBank } from "../helpers/calls.js";
import { csrfIn } from "../helpers/dashboard.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import type { SandboxConfigInput } from "../../src/config/schema.js";

/** The token field a page's form carries, read as a script reads it. */
const pageToken = (html: string) => /name="token" value="([^"]+)"/.exec(html)?.[1];

interface Sent {
  status: number;
  text: string;
}

let server: Listening | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function serve(config: SandboxConfigInput = {}) {
  const bank = await openBank(config);
  server = await listen(bank.sandbox.app, 0, "127.0.0.1");
  return { bank, port: server.port };
}

/** One request to the listening sandbox as a browser on `host` sends it (Host and Origin that name). */
function send(port: number, host: string, method: string, path: string, body?: string, type?: string) {
  return new Promise<Sent>((resolve, reject) => {
    const headers: Record<string, string> = { Host: host, Origin: `http://${host}` };
    if (body !== undefined) headers["Content-Type"] = type ?? "application/json";
    const req = httpRequest({ host: "127.0.0.1", port, method, path, headers }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

function expectHostRefused(answer: Sent) {
  expect(answer.status, answer.text).toBe(421);
  const body = ErrorBody.parse(JSON.parse(answer.text));
  expect(body.tppMessages[0]).toMatchObject({ code: "MISDIRECTED_REQUEST", path: "Host" });
  expect(body.tppMessages[0]?.text).toContain("allowedHosts");
}

async function rcvdPayment(bank: Bank) {
  const created = await bank.call("POST", SEPA_PATH, {
    body: sepaPayment(),
    headers: psuHeaders(PSU.private),
  });
  expectStatus(created, 201);
  const { paymentId } = created.body as { paymentId: string };
  const authorisationId = bank.sandbox.ctx.store.get("payments", paymentId)?.authorisationIds[0] ?? "";
  return { paymentId, authorisationId };
}

const statusOf = (bank: Bank, paymentId: string) =>
  bank.sandbox.ctx.store.get("payments", paymentId)?.transactionStatus;

describe("a Host the sandbox does not answer to (DNS rebinding), no adminToken", () => {
  it("POST /__admin/reset is refused and every bank keeps its data", async () => {
    const { bank, port } = await serve();
    const { paymentId } = await rcvdPayment(bank);
    expectHostRefused(await send(port, `evil.test:${port}`, "POST", "/__admin/reset"));
    expect(statusOf(bank, paymentId)).toBe("RCVD");
  });

  it("PUT /__admin/clock is refused and the clock stays", async () => {
    const { bank, port } = await serve();
    const before = bank.sandbox.ctx.clock.offsetMs();
    const moved = await send(port, `evil.test:${port}`, "PUT", "/__admin/clock", '{"advance":"P30D"}');
    expectHostRefused(moved);
    expect(bank.sandbox.ctx.clock.offsetMs()).toBe(before);
  });

  it("POST /__admin/sign signs nothing", async () => {
    const { port } = await serve();
    const body = JSON.stringify({ method: "GET", path: "/v1/sandbox/customers" });
    const signed = await send(port, `evil.test:${port}`, "POST", "/__admin/sign", body);
    expectHostRefused(signed);
    expect(signed.text).not.toContain("Signature");
  });

  it("the dashboard hands out no CSRF token, and its approve form approves nothing", async () => {
    const { bank, port } = await serve();
    const { paymentId, authorisationId } = await rcvdPayment(bank);
    const page = await send(port, `evil.test:${port}`, "GET", "/__admin/ui/authorisations");
    expectHostRefused(page);
    expect(csrfIn(page.text)).toBeUndefined();
    // Even with the token a page on the sandbox's own name hands out, the rebound name decides nothing.
    const own = await send(port, `127.0.0.1:${port}`, "GET", "/__admin/ui/authorisations");
    const csrf = csrfIn(own.text) ?? "";
    expect(csrf).not.toBe("");
    const form = new URLSearchParams({ csrf, action: "approve" }).toString();
    const type = "application/x-www-form-urlencoded";
    const path = `/__admin/ui/authorisations/${authorisationId}`;
    expectHostRefused(await send(port, `evil.test:${port}`, "POST", path, form, type));
    expect(statusOf(bank, paymentId)).toBe("RCVD");
  });

  it("the SCA page neither shows its form nor decides", async () => {
    const { bank, port } = await serve();
    const { paymentId, authorisationId } = await rcvdPayment(bank);
    const page = await send(port, `evil.test:${port}`, "GET", `/sca/${authorisationId}`);
    expectHostRefused(page);
    expect(pageToken(page.text)).toBeUndefined();
    const form = `customerNumber=${PSU.private.customerNumber}&action=approve`;
    const type = "application/x-www-form-urlencoded";
    expectHostRefused(await send(port, `evil.test:${port}`, "POST", `/sca/${authorisationId}`, form, type));
    expect(statusOf(bank, paymentId)).toBe("RCVD");
  });

  it("/v1 and /docs answer on any Host: they act on nothing a rebound page can sign", async () => {
    const { port } = await serve();
    expect((await send(port, `evil.test:${port}`, "GET", "/docs")).status).toBe(200);
    // Refused for its missing X-Request-ID, the interface's own first check, not for its Host.
    expect((await send(port, `evil.test:${port}`, "GET", "/v1/sandbox/customers")).status).toBe(400);
  });
});

describe("the names the sandbox answers to", () => {
  it.each<[string, SandboxConfigInput, (port: number) => string]>([
    ["its loopback address", {}, (port) => `127.0.0.1:${port}`],
    ["localhost", {}, (port) => `localhost:${port}`],
    ["a name under localhost", {}, (port) => `bank.localhost:${port}`],
    ["an IPv6 address", {}, (port) => `[::1]:${port}`],
    ["any IP address (a port mapping, a LAN address)", {}, () => "192.0.2.7:18080"],
    ["publicUrl's host", { publicUrl: "https://sandbox.team.example/" }, () => "sandbox.team.example"],
    ["a name of allowedHosts (a container's service name)", { allowedHosts: ["bank"] }, (p) => `bank:${p}`],
    ["a name in a domain of allowedHosts", { allowedHosts: [".team.example"] }, () => "psd2.team.example"],
  ])("%s: POST /__admin/reset from its own page resets", async (_name, config, host) => {
    const { port } = await serve(config);
    const answer = await send(port, host(port), "POST", "/__admin/reset");
    expect(answer.status, answer.text).toBe(204);
  });

  it.each<[string, SandboxConfigInput, string]>([
    ["a name ending like a domain of allowedHosts", { allowedHosts: [".team.example"] }, "evilteam.example"],
    ["another name than publicUrl's", { publicUrl: "https://sandbox.team.example/" }, "team.example"],
    ["a name beside allowedHosts'", { allowedHosts: ["bank"] }, "bank.evil.test"],
  ])("%s is refused", async (_name, config, host) => {
    const { port } = await serve(config);
    expectHostRefused(await send(port, host, "POST", "/__admin/reset"));
  });
});
