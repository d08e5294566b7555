import { describe, expect, it } from "vitest";
import { model } from "../../src/collections.js";
import { HotRecords } from "../../src/store/hot.js";
import { StoreMemory } from "../../src/store/memory.js";
import { OpenText } from "../../src/store/open-text.js";

const open = (n: number) => new OpenText(JSON.stringify({ n }));

describe("open records kept parsed while hot", () => {
  it.each([
    { limit: 1, kept: 3, parsed: [false, false, true] },
    { limit: 2, kept: 3, parsed: [false, true, true] },
    { limit: 4, kept: 3, parsed: [true, true, true] },
  ])("with room for $limit, of $kept kept the newest stay parsed", ({ limit, kept, parsed }) => {
    const hot = new HotRecords(limit);
    const texts = Array.from({ length: kept }, (_, n) => open(n));
    for (const [n, text] of texts.entries()) hot.keep(text, { n });
    expect(texts.map((text) => text.parsed !== undefined)).toEqual(parsed);
    hot.clear();
    expect(texts.every((text) => text.parsed === undefined)).toBe(true);
  });

  it("a payment read after it was written is the object written; one replaced reads as its new value", () => {
    const memory = new StoreMemory(model);
    const payment = { paymentId: "p1", tppId: "t", transactionStatus: "RCVD" } as never;
    memory.apply({ op: "put", c: "payments", id: "p1", v: payment });
    const stored = memory.table("payments").live.get("p1");
    expect(stored).toBeInstanceOf(OpenText);
    expect(memory.whole(stored)).toBe(payment);
    memory.apply({ op: "patch", c: "payments", id: "p1", set: { transactionStatus: "ACTC" } });
    expect(stored).toMatchObject({ parsed: undefined });
    const now = memory.table("payments").live.get("p1");
    expect(memory.whole(now)).toMatchObject({ paymentId: "p1", transactionStatus: "ACTC" });
    // A copy of the data is the caller's own: changing it changes no record.
    const dumped = memory.toData().payments.p1 as unknown as Record<string, unknown>;
    dumped.transactionStatus = "RJCT";
    expect(memory.whole(now)).toMatchObject({ transactionStatus: "ACTC" });
  });
});
