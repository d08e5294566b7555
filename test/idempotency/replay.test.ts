import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { REPLAY_HEADER } from "../../src/idempotency/middleware.js";
import { listen } from "../../src/server.js";
import { BASE, newBank, type TestBank } from "../helpers/bank.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let bank: TestBank;
beforeEach(async () => {
  bank = await newBank();
  bank.sandbox.ctx.clock.set(new Date("2026-03-02T10:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

interface Sent {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
  text: string;
}

/** Sends exactly these (already signed) headers and body, to any method and path: what an attacker replays. */
async function send(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: Uint8Array,
): Promise<Sent> {
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body;
  const response = await bank.sandbox.app.request(`${BASE}${path}`, init);
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {}, text };
}

function signed(method: string, path: string, headers: Record<string, string> = {}, json?: unknown) {
  const body = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
  const all = json === undefined ? headers : { "Content-Type": "application/json", ...headers };
  return { headers: bank.tpp().signHeaders(method, path, all, body), body };
}

async function createSepa() {
  const request = signed("POST", SEPA_PATH, psuHeaders(PSU.private), sepaPayment());
  const created = await send("POST", SEPA_PATH, request.headers, request.body);
  expect(created.status, created.text).toBe(201);
  return { request, created, paymentId: PaymentCreated.parse(created.body).paymentId };
}

const paymentCount = () => bank.sandbox.ctx.store.values("payments").length;

function expectRequestIdRefused(answer: Sent, firstUse: string) {
  expect(answer.status, answer.text).toBe(400);
  expect(answer.body).toMatchObject({ code: "FORMAT_ERROR", tppMessages: [{ path: "X-Request-ID" }] });
  expect(answer.body.message).toContain(firstUse);
}

describe("X-Request-ID is the request's identity", () => {
  it("a non-UUID X-Request-ID answers 400 FORMAT_ERROR naming X-Request-ID", async () => {
    const answer = await bank
      .tpp()
      .request("GET", "/v1/sandbox/customers", { headers: { "X-Request-ID": "req-1" } });
    const body = (await answer.json()) as Record<string, unknown>;
    expect(answer.status).toBe(400);
    expect(body).toMatchObject({ code: "FORMAT_ERROR", tppMessages: [{ path: "X-Request-ID" }] });
  });

  it("a creation resent verbatim answers the first answer again with X-Sandbox-Replayed, and makes no second payment", async () => {
    const { request, created } = await createSepa();
    const again = await send("POST", SEPA_PATH, request.headers, request.body);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(created.body);
    expect(again.headers.get("Location")).toBe(created.headers.get("Location"));
    expect(again.headers.get(REPLAY_HEADER)).toBe("true");
    expect(created.headers.get(REPLAY_HEADER)).toBeNull();
    expect(paymentCount()).toBe(1);
  });

  it("over a listening server, a resent creation gets the first answer's status, headers and body again", async () => {
    // A listening server answers with @hono/node-server's light Response, which the memory reads.
    const server = await listen(bank.sandbox.app, 0, "127.0.0.1");
    try {
      const request = signed("POST", SEPA_PATH, psuHeaders(PSU.private), sepaPayment());
      const init = { method: "POST", headers: request.headers, body: request.body };
      const first = await fetch(`${server.url}${SEPA_PATH}`, init);
      const again = await fetch(`${server.url}${SEPA_PATH}`, init);
      expect(first.status, await first.clone().text()).toBe(201);
      expect(again.status).toBe(201);
      expect(await again.json()).toEqual(await first.json());
      for (const name of ["content-type", "location", "aspsp-sca-approach", "x-request-id"]) {
        expect(again.headers.get(name), name).toBe(first.headers.get(name));
      }
      expect(again.headers.get(REPLAY_HEADER)).toBe("true");
      expect(paymentCount()).toBe(1);
    } finally {
      await server.close();
    }
  });

  it("the signed headers of GET …/status sent as DELETE answer 400 FORMAT_ERROR and cancel nothing", async () => {
    const { paymentId } = await createSepa();
    const statusPath = `${SEPA_PATH}/${paymentId}/status`;
    const status = signed("GET", statusPath);
    expect((await send("GET", statusPath, status.headers)).status).toBe(200);
    const replay = await send("DELETE", `${SEPA_PATH}/${paymentId}`, status.headers);
    expectRequestIdRefused(replay, `GET ${statusPath}`);
    expect(bank.sandbox.ctx.store.get("payments", paymentId)?.transactionStatus).toBe("RCVD");
  });

  it("the signed headers of a GET sent as POST /v1/sandbox/initialize answer 400 and wipe nothing", async () => {
    await createSepa();
    const read = signed("GET", "/v1/sandbox/customers");
    expect((await send("GET", "/v1/sandbox/customers", read.headers)).status).toBe(200);
    expectRequestIdRefused(
      await send("POST", "/v1/sandbox/initialize", read.headers),
      "GET /v1/sandbox/customers",
    );
    expect(paymentCount()).toBe(1);
  });

  it("adding ?allowLogicalDuplicate=true to a signed creation answers 400 and makes no payment", async () => {
    const { request } = await createSepa();
    const replay = await send(
      "POST",
      `${SEPA_PATH}?allowLogicalDuplicate=true`,
      request.headers,
      request.body,
    );
    expectRequestIdRefused(replay, `POST ${SEPA_PATH}`);
    expect(replay.body.message).toContain("differs in query");
    expect(paymentCount()).toBe(1);
  });

  it("the same id with another body answers 400 naming what differs", async () => {
    const { request } = await createSepa();
    const other = signed(
      "POST",
      SEPA_PATH,
      { ...psuHeaders(PSU.private), "X-Request-ID": request.headers["X-Request-ID"] as string },
      sepaPayment({ creditorName: "Other GmbH" }),
    );
    const answer = await send("POST", SEPA_PATH, other.headers, other.body);
    expectRequestIdRefused(answer, `POST ${SEPA_PATH}`);
    expect(answer.body.message).toContain("differs in body");
  });

  it("an error answer is given again too, even after the state changed", async () => {
    const { paymentId } = await createSepa();
    const unknown = signed("GET", `${SEPA_PATH}/${paymentId}x`);
    const first = await send("GET", `${SEPA_PATH}/${paymentId}x`, unknown.headers);
    expect(first.status).toBe(404);
    const again = await send("GET", `${SEPA_PATH}/${paymentId}x`, unknown.headers);
    expect(again.status).toBe(404);
    expect(again.headers.get(REPLAY_HEADER)).toBe("true");
  });

  it("two concurrent sends of one creation make one payment and the same answer", async () => {
    const request = signed("POST", SEPA_PATH, psuHeaders(PSU.private), sepaPayment());
    const [a, b] = await Promise.all([
      send("POST", SEPA_PATH, request.headers, request.body),
      send("POST", SEPA_PATH, request.headers, request.body),
    ]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body).toEqual(b.body);
    expect(paymentCount()).toBe(1);
  });

  it("ids are per TPP: another TPP may use the same id", async () => {
    const { request } = await createSepa();
    const id = request.headers["X-Request-ID"] as string;
    const answer = await bank
      .tpp("tpp2")
      .request("GET", "/v1/sandbox/customers", { headers: { "X-Request-ID": id } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get(REPLAY_HEADER)).toBeNull();
  });

  it("an id is remembered for 24 hours of real time, then forgotten", async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    // A bank whose clock reads the faked real time.
    bank = await newBank();
    const { request } = await createSepa();
    vi.setSystemTime(start + 24 * HOUR - MINUTE);
    expect((await send("POST", SEPA_PATH, request.headers, request.body)).headers.get(REPLAY_HEADER)).toBe(
      "true",
    );
    vi.setSystemTime(start + 24 * HOUR + MINUTE);
    const later = await send("POST", SEPA_PATH, request.headers, request.body);
    expect(later.headers.get(REPLAY_HEADER)).toBeNull();
    expect(later.status).not.toBe(500);
  });
});
