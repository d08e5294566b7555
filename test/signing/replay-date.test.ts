import { describe, expect, it } from "vitest";
import { PaymentStatusResponse } from "../../src/payments/schema/responses.js";
import { admin } from "../helpers/approve.js";
import { type Answer, type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { createPayment, kinds } from "../helpers/created.js";
import { psuHeaders } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { createTppClient } from "../../src/signing/client.js";

/**
 * A request signed at `date` (a signed Date), to be sent later or as another method: a capture. Date
 * has whole seconds, and a request dated in the second a clock move ended is let through: a capture
 * before a move is dated a few seconds before it.
 */
const SECONDS_AGO = () => new Date(Date.now() - 3000);
function capture(path: string, date = new Date()): Record<string, string> {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  const client = createTppClient({ baseUrl: "http://sandbox.test", certificate, privateKey });
  return client.signHeaders("GET", path, { Date: date.toUTCString() });
}

async function send(
  bank: Bank,
  method: string,
  path: string,
  headers: Record<string, string>,
): Promise<Answer> {
  const response = await bank.sandbox.app.request(`http://sandbox.test${path}`, { method, headers });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text === "" ? undefined : JSON.parse(text),
  };
}

const statusOf = async (bank: Bank, self: string) =>
  expectBody(await bank.call("GET", `${self}/status`), 200, PaymentStatusResponse).transactionStatus;

/** RFC 9110 5.6.7's obsolete forms, which a recipient must accept as well as IMF-fixdate. */
const LONG_DAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
function rfc850(date: Date): string {
  const [, dd, mon, yyyy, time] = date.toUTCString().split(" ") as string[];
  return `${LONG_DAYS[date.getUTCDay()]}, ${dd}-${mon}-${yyyy?.slice(2)} ${time} GMT`;
}
function asctime(date: Date): string {
  const [day, dd, mon, yyyy, time] = date.toUTCString().split(" ") as string[];
  return `${day?.slice(0, 3)} ${mon} ${String(Number(dd)).padStart(2, " ")} ${time} ${yyyy}`;
}

describe("a signed Date bounds how long a captured request is worth anything", () => {
  it.each([
    ["rfc850", rfc850],
    ["asctime", asctime],
  ])(
    "a creation signed with a Date in the %s form of RFC 9110 5.6.7 is served (201)",
    async (_form, form) => {
      const bank = await openBank();
      const date = form(new Date());
      expect(date).not.toBe(new Date(Date.parse(date)).toUTCString());
      const { path, body, psu } = kinds.sepa;
      const answer = await bank.call("POST", path, { body, headers: { ...psuHeaders(psu), Date: date } });
      expect(answer.status, answer.text).toBe(201);
    },
  );

  it("a GET captured, then resent as DELETE after 24 h of bank time, is 401 SIGNATURE_INVALID at Date", async () => {
    const bank = await openBank();
    const payment = await createPayment(bank, "sepa");
    const captured = capture(payment.self, SECONDS_AGO());
    expect((await send(bank, "GET", payment.self, captured)).status).toBe(200);
    const moved = await admin(bank, "PUT", "/clock", { advance: "PT24H1M" });
    expect(moved.status, moved.text).toBe(200);
    const before = await statusOf(bank, payment.self);
    const replay = await send(bank, "DELETE", payment.self, captured);
    const error = expectError(replay, 401, "SIGNATURE_INVALID", "Date");
    expect(error.message).toMatch(/before the bank clock was last moved/);
    expect(await statusOf(bank, payment.self)).toBe(before);
  });

  it("the shipped client signs a Date: a GET it sent, taken off the wire and resent as DELETE after 24 h of bank time, is refused", async () => {
    const bank = await openBank();
    const payment = await createPayment(bank, "sepa");
    const { certificate, privateKey } = loadFixtureTpp("tpp");
    let wire: Record<string, string> = {};
    const client = createTppClient({
      baseUrl: "http://sandbox.test",
      certificate,
      privateKey,
      fetch: (url, init) => {
        wire = init.headers as Record<string, string>;
        return bank.sandbox.app.request(url, init);
      },
    });
    expect((await client.request("GET", payment.self)).status).toBe(200);
    expect(wire.Date).toBe(new Date(Date.parse(wire.Date ?? "")).toUTCString());
    expect(wire.Signature).toMatch(/headers="date /);
    // Into the next second: a request dated in the second a clock move ended is let through.
    await new Promise((resolve) => setTimeout(resolve, 1005 - (Date.now() % 1000)));
    expect((await admin(bank, "PUT", "/clock", { advance: "PT24H1M" })).status).toBe(200);
    const before = await statusOf(bank, payment.self);
    expectError(await send(bank, "DELETE", payment.self, wire), 401, "SIGNATURE_INVALID", "Date");
    expect(await statusOf(bank, payment.self)).toBe(before);
  });

  it("a request signed before a clock move is refused after it, also after a reset; one signed after is served", async () => {
    const bank = await openBank();
    const captured = capture("/v1/sandbox/customers", SECONDS_AGO());
    await admin(bank, "PUT", "/clock", { advance: "PT1H" });
    expectError(await send(bank, "GET", "/v1/sandbox/customers", captured), 401, "SIGNATURE_INVALID", "Date");
    await bank.sandbox.app.request("http://sandbox.test/__admin/reset", { method: "POST" });
    expectError(await send(bank, "GET", "/v1/sandbox/customers", captured), 401, "SIGNATURE_INVALID", "Date");
    const fresh = await send(bank, "GET", "/v1/sandbox/customers", capture("/v1/sandbox/customers"));
    expect(fresh.status, fresh.text).toBe(200);
  });

  it.each([
    ["a day old", new Date(Date.now() - 24 * 3600_000), /is older than 23 h 55 min/],
    ["ten minutes ahead", new Date(Date.now() + 10 * 60_000), /ahead of real time/],
  ])(
    "a Date %s is 401 SIGNATURE_INVALID at Date, whatever the bank clock shows",
    async (_what, date, message) => {
      const bank = await openBank();
      const answer = await send(bank, "GET", "/v1/sandbox/customers", capture("/v1/sandbox/customers", date));
      expect(expectError(answer, 401, "SIGNATURE_INVALID", "Date").message).toMatch(message);
    },
  );

  it("a Date of real time is served while the bank clock is months away from it", async () => {
    const bank = await openBank();
    expect(Math.abs(bank.sandbox.ctx.clock.offsetMs())).toBeGreaterThan(24 * 3600_000);
    const answer = await send(bank, "GET", "/v1/sandbox/customers", capture("/v1/sandbox/customers"));
    expect(answer.status, answer.text).toBe(200);
  });

  it("a request without Date is still served (the interface signs Date when available)", async () => {
    const bank = await openBank();
    expect((await bank.call("GET", "/v1/sandbox/customers")).status).toBe(200);
  });
});
