import { describe, expect, it } from "vitest";
import { model } from "../../src/collections.js";
import type { RequestIdRecord } from "../../src/idempotency/model.js";

// The sandbox's own packing: its dictionary is the request lines its interfaces declare.
const packed = model.collections.requestIds.packed ?? expect.fail("the X-Request-ID memory is packed");
const packRecord = (r: RequestIdRecord) => packed.pack(r);
const unpackRecord = (key: string, text: string) => packed.unpack(key, text);

const KEY = "PSDNO-FSA-999999991 0b6ef3c4-5dc1-4c3e-9b9a-6f0b9d1c2a11";
const HASH = "jhuEZTVn8pi5Gqxm8nie-pPGmsDrza2M6BHJhcw1MYc";
const ANSWER = "d1:o3WaLE7MS0nKr9ArSS0uISKwqkqcQkNdqwIzzR1T0iOczUryDT10A2mXTrHbNwhTL0o4gtKub1S2a3Zi";
const record = (fields: Partial<RequestIdRecord>): RequestIdRecord => ({
  key: KEY,
  request: "POST /v1/payments/sepa-credit-transfers",
  bodyHash: HASH,
  at: Date.parse("2026-03-02T10:00:00Z"),
  realAt: Date.parse("2025-11-27T17:00:00Z"),
  answer: ANSWER,
  ...fields,
});

describe("the memory form of a remembered X-Request-ID", () => {
  it.each([
    { case: "a creation", fields: {} },
    {
      case: "a GET without a body",
      fields: { request: "GET /v1/payments/sepa-credit-transfers/abc/status", bodyHash: "" },
    },
    { case: "a query", fields: { request: "GET /v1/sandbox/customers?limit=5&x=%C3%A6" } },
    { case: "a path no start matches", fields: { request: "PATCH /other/ø/path" } },
    { case: "a long query", fields: { request: `GET /v1/sandbox/customers?q=${"a".repeat(5000)}` } },
    { case: "time 0", fields: { at: 0, realAt: 0 } },
    { case: "an empty answer", fields: { answer: "d1:" } },
    { case: "a large answer", fields: { answer: `d1:${Buffer.alloc(40_000, 7).toString("base64")}` } },
  ])("gives $case back exactly", ({ fields }) => {
    const kept = packRecord(record(fields));
    expect(kept).toBeDefined();
    expect(kept?.startsWith("{")).toBe(false);
    expect(unpackRecord(KEY, kept ?? "")).toEqual(record(fields));
  });

  it.each([
    { case: "an answer packed otherwise", fields: { answer: "d9:AAAA" } },
    { case: "an answer in non-canonical base64", fields: { answer: "d1:AAA" } },
    { case: "a hash in another spelling", fields: { bodyHash: `${HASH}=` } },
    { case: "a time before 1970", fields: { at: -1 } },
    { case: "a fractional time", fields: { at: 1.5 } },
    { case: "no real time (an older sandbox's record)", fields: { realAt: undefined } },
    {
      case: "an older record (the whole answer, an ISO time)",
      fields: { answer: { status: 200 } as never, at: "2026-03-02T10:00:00.000Z" as never },
    },
  ])("is not made for $case (its JSON text is kept)", ({ fields }) => {
    expect(packRecord(record(fields))).toBeUndefined();
  });

  it("keeps one byte per character: a latin1 string without the key", () => {
    const kept = packRecord(record({})) ?? "";
    expect(Buffer.from(kept, "latin1").toString("latin1")).toBe(kept);
    expect(kept.includes(KEY)).toBe(false);
    // The tag, both times, hash (32 bytes), the request's start, and the answer's bytes (not base64).
    expect(kept.length).toBe(1 + 6 + 6 + 1 + 32 + 1 + 2 + (ANSWER.length - 3) * 0.75);
  });
});
