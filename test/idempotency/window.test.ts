import { afterEach, describe, expect, it, vi } from "vitest";
import { model } from "../../src/collections.js";
import { ConfigError, loadConfig } from "../../src/config/load.js";
import { unpackAnswer } from "../../src/idempotency/answer.js";
import { REPLAY_HEADER } from "../../src/idempotency/middleware.js";
import { StoreMemory } from "../../src/store/memory.js";
import { newBank, type TestBank } from "../helpers/bank.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

const START = Date.parse("2026-03-02T10:00:00Z");
const MINUTE = 60_000;

/**
 * Sends the same signed GET (one X-Request-ID) `minutes` of real time after START (the bank clock
 * moves with it); answers whether it was replayed.
 */
async function sendAt(bank: TestBank, requestId: string, minutes: number) {
  vi.setSystemTime(START + minutes * MINUTE);
  const answer = await bank
    .tpp()
    .request("GET", "/v1/sandbox/customers", { headers: { "X-Request-ID": requestId } });
  expect(answer.status).toBe(200);
  return answer.headers.get(REPLAY_HEADER) === "true";
}

describe("how long an X-Request-ID is remembered (idempotency.window, real time)", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    { window: undefined, within: 24 * 60 - 1, after: 24 * 60 + 1 },
    { window: "PT1H", within: 59, after: 61 },
    { window: "P7D", within: 7 * 24 * 60 - 1, after: 7 * 24 * 60 + 1 },
  ])(
    "window $window: a retry within it gets the first answer again, after it is a new request",
    async ({ window, within, after }) => {
      vi.useFakeTimers({ toFake: ["Date"], now: START });
      const bank = await newBank(window === undefined ? {} : { idempotency: { window } });
      const requestId = crypto.randomUUID();
      expect(await sendAt(bank, requestId, 0)).toBe(false);
      expect(await sendAt(bank, requestId, within)).toBe(true);
      expect(await sendAt(bank, requestId, after)).toBe(false);
      // Remembered afresh from its new first answer.
      expect(await sendAt(bank, requestId, after + 1)).toBe(true);
    },
  );

  it.each(["PT0S", "P0D", "24h", ""])("refuses window %j with a message naming the setting", (window) => {
    expect(() => loadConfig({ file: false, flags: { idempotency: { window } } })).toThrow(ConfigError);
    expect(() => loadConfig({ file: false, flags: { idempotency: { window } } })).toThrow(
      /idempotency\.window/,
    );
  });
});

describe("what is remembered of an X-Request-ID", () => {
  it("is the request line, a body hash, the time and the first answer packed, from which the answer comes back byte for byte", async () => {
    const bank = await newBank();
    const tpp = bank.tpp();
    const created = await tpp.request("POST", SEPA_PATH, {
      headers: psuHeaders(PSU.private),
      body: sepaPayment(),
    });
    expect(created.status).toBe(201);
    const text = await created.text();
    const key = `PSDNO-FSA-999999991 ${created.headers.get("x-request-id")}`;
    const record = bank.sandbox.ctx.store.get("requestIds", key);
    expect(Object.keys(record ?? {}).sort()).toEqual([
      "answer",
      "at",
      "bodyHash",
      "key",
      "realAt",
      "request",
    ]);
    // The bank's time (which a refusal names) and real time (from which the window counts).
    const { clock } = bank.sandbox.ctx;
    expect((record?.at ?? 0) - (record?.realAt ?? 0)).toBe(clock.offsetMs());
    expect(record?.request).toBe(`POST ${SEPA_PATH}`);
    const answer = unpackAnswer(record?.answer ?? "");
    expect(answer.status).toBe(201);
    expect(answer.body).toBe(text);
    expect(Object.fromEntries(answer.headers).location).toBe(created.headers.get("location"));
    // The whole record, as the store keeps it, is a fraction of the answer it gives again.
    const kept = JSON.stringify(record);
    expect(kept.length).toBeLessThan(400);
    expect(kept.length).toBeLessThan(JSON.stringify(answer).length / 2);
  });

  it("is kept in memory as one packed string (not its JSON text, never an object) until the data file holds it", () => {
    const memory = new StoreMemory(model);
    const record = {
      key: "PSDNO-FSA-999999991 0b6ef3c4-5dc1-4c3e-9b9a-6f0b9d1c2a11",
      request: "GET /v1/sandbox/customers",
      bodyHash: "",
      at: START,
      realAt: START - 3 * MINUTE,
      answer: "d1:AAAA",
    };
    memory.apply({ op: "put", c: "requestIds", id: record.key, v: record });
    const kept = memory.table("requestIds").live.get(record.key);
    expect(kept).toBe(model.collections.requestIds.packed?.pack(record));
    expect(typeof kept === "string" && kept.startsWith("{")).toBe(false);
    expect(memory.whole(kept, "requestIds", record.key)).toEqual(record);
    // The data file gets its JSON text.
    expect(
      memory
        .pin()
        .tables.find((t) => t.c === "requestIds")
        ?.json?.(record.key, kept as string),
    ).toBe(JSON.stringify(record));
  });

  it("costs at most 166 bytes beside its key for a SEPA creation, and the replay is the first answer byte for byte", async () => {
    const bank = await newBank();
    const tpp = bank.tpp();
    const requestId = crypto.randomUUID();
    const send = () =>
      tpp.request("POST", SEPA_PATH, {
        headers: { ...psuHeaders(PSU.private), "X-Request-ID": requestId },
        body: sepaPayment(),
      });
    const created = await send();
    expect(created.status).toBe(201);
    const first = await created.text();
    const key = `PSDNO-FSA-999999991 ${requestId}`;
    const record = bank.sandbox.ctx.store.get("requestIds", key);
    if (record === undefined) throw new Error("the id was not remembered");
    // What memory keeps for it: latin1, one byte per character (the key is the map's own).
    const memory = new StoreMemory(model);
    memory.apply({ op: "put", c: "requestIds", id: key, v: record });
    const kept = memory.table("requestIds").live.get(key) as string;
    expect(Buffer.from(kept, "latin1").toString("latin1")).toBe(kept);
    expect(kept.length).toBeLessThanOrEqual(166);
    expect(kept.length).toBeLessThan(JSON.stringify(record).length / 2);
    const again = await send();
    expect(again.headers.get(REPLAY_HEADER)).toBe("true");
    expect(again.status).toBe(201);
    expect(await again.text()).toBe(first);
    for (const name of ["location", "content-type", "aspsp-sca-approach"])
      expect(again.headers.get(name)).toBe(created.headers.get(name));
  });

  it("as an older sandbox kept it (the whole answer) is still given again, byte for byte", async () => {
    const bank = await newBank();
    const { store, clock } = bank.sandbox.ctx;
    clock.set(new Date(START));
    const requestId = crypto.randomUUID();
    const older = {
      key: `PSDNO-FSA-999999991 ${requestId}`,
      tppId: "PSDNO-FSA-999999991",
      requestId,
      method: "GET",
      path: "/v1/sandbox/customers",
      query: "",
      bodyHash: "",
      at: new Date(START - MINUTE).toISOString(),
      answer: { status: 200, headers: [["content-type", "application/json"]], body: '{"customers":[]}' },
    };
    store.put("requestIds", older as never);
    const answer = await bank
      .tpp()
      .request("GET", "/v1/sandbox/customers", { headers: { "X-Request-ID": requestId } });
    expect(answer.headers.get(REPLAY_HEADER)).toBe("true");
    expect(await answer.text()).toBe('{"customers":[]}');
  });
});
