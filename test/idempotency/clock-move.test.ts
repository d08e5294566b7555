import { afterEach, describe, expect, it, vi } from "vitest";
import { REPLAY_HEADER } from "../../src/idempotency/middleware.js";
import { createTppClient } from "../../src/signing/client.js";
import { admin } from "../helpers/approve.js";
import { type Bank, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

/** A signed SEPA creation without a Date (a TPP's own client need not sign one): the same bytes each time it is sent. */
function signedCreation(): { headers: Record<string, string>; body: string } {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  const client = createTppClient({ baseUrl: "http://sandbox.test", certificate, privateKey });
  const body = JSON.stringify(sepaPayment());
  const headers = client.signHeaders(
    "POST",
    SEPA_PATH,
    { ...psuHeaders(PSU.private), "Content-Type": "application/json" },
    Buffer.from(body),
  );
  return { headers, body };
}

async function send(bank: Bank, request: { headers: Record<string, string>; body: string }) {
  const response = await bank.sandbox.app.request(`http://sandbox.test${SEPA_PATH}`, {
    method: "POST",
    ...request,
  });
  return {
    status: response.status,
    replayed: response.headers.get(REPLAY_HEADER),
    text: await response.text(),
  };
}

const paymentsOf = (bank: Bank) => bank.sandbox.ctx.store.bank("PSDNO-FSA-999999991").count("payments");

describe("an X-Request-ID is remembered for idempotency.window of real time, whatever the bank clock does", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("POST /v1/payments/sepa-credit-transfers sent again after PUT /__admin/clock {advance: PT25H} answers the same payment (replayed), not a second one", async () => {
    const bank = await openBank();
    const request = signedCreation();
    const first = await send(bank, request);
    expect(first.status, first.text).toBe(201);
    const payments = paymentsOf(bank);
    const moved = await admin(bank, "PUT", "/clock", { advance: "PT25H" });
    expect(moved.status, moved.text).toBe(200);
    const again = await send(bank, request);
    expect(again.status, again.text).toBe(201);
    expect(again.replayed).toBe("true");
    expect(JSON.parse(again.text).paymentId).toBe(JSON.parse(first.text).paymentId);
    expect(paymentsOf(bank)).toBe(payments);
  });

  it("a creation sent again after clock moves a year ahead and back is replayed each time", async () => {
    const bank = await openBank();
    const request = signedCreation();
    const first = await send(bank, request);
    expect(first.status, first.text).toBe(201);
    for (const move of [{ advance: "P1Y" }, { now: "2026-02-01T10:00:00Z" }]) {
      expect((await admin(bank, "PUT", "/clock", move)).status).toBe(200);
      const again = await send(bank, request);
      expect(again.replayed).toBe("true");
      expect(again.text).toBe(first.text);
    }
  });

  it("after 24 h of real time (the bank clock moving with it) the same bytes are a new request", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-03-02T10:00:00Z") });
    const bank = await openBank();
    const request = signedCreation();
    const first = await send(bank, request);
    expect(first.status, first.text).toBe(201);
    vi.setSystemTime(Date.parse("2026-03-03T09:59:00Z"));
    expect((await send(bank, request)).replayed).toBe("true");
    vi.setSystemTime(Date.parse("2026-03-03T10:01:00Z"));
    const later = await send(bank, request);
    expect(later.replayed).toBeNull();
    expect(JSON.parse(later.text).paymentId).not.toBe(JSON.parse(first.text).paymentId);
  });
});
