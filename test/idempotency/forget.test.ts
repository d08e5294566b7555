import { afterEach, describe, expect, it, vi } from "vitest";
import type { RequestIdRecord } from "../../src/idempotency/model.js";
import { SCAN_SLICE } from "../../src/store/scan.js";
import { newBank } from "../helpers/bank.js";

const MANY = SCAN_SLICE + 100;

describe("forgetting X-Request-IDs older than 24 hours of real time", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("forgets every old id in slices after the first request an hour on, and keeps the ones in use", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-03-02T10:00:00Z") });
    const bank = await newBank();
    const { store } = bank.sandbox.ctx;
    const tpp = bank.tpp();
    const first = await tpp.request("GET", "/v1/sandbox/customers");
    expect(first.status).toBe(200);
    const [made] = store.values("requestIds");
    if (made === undefined) throw new Error("the request's X-Request-ID is remembered");
    // Setup: many ids remembered a day ago, as a busy day leaves them.
    const tppId = made.key.split(" ")[0];
    const old = (n: number): RequestIdRecord => ({ ...made, key: `${tppId} old-${n}` });
    for (let n = 0; n < MANY; n++) store.put("requestIds", old(n));

    vi.setSystemTime(Date.parse("2026-03-03T11:00:00Z"));
    const later = await tpp.request("GET", "/v1/sandbox/customers");
    expect(later.status).toBe(200);
    for (let turns = 0; store.ids("requestIds").length > 1 && turns < 100; turns++)
      await new Promise((resolve) => setImmediate(resolve));

    const kept = store.values("requestIds");
    expect(kept.map((r) => r.key)).toEqual([`${tppId} ${later.headers.get("x-request-id")}`]);
  });
});
