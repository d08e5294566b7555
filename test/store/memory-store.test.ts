import { describe, expect, it } from "vitest";
import { createMemoryStore } from "../../src/store/memory-store.js";
import { emptyData } from "../../src/store/model.js";
import { account } from "./helpers.js";

describe("createMemoryStore", () => {
  it("reads back what was put, and forgets what was removed", async () => {
    const store = createMemoryStore(emptyData());
    store.put("accounts", "a1", account("a1"));
    store.put("accounts", "a2", account("a2"));
    store.remove("accounts", "a1");
    await store.sync();
    expect(store.get("accounts", "a1")).toBeUndefined();
    expect(store.get("accounts", "a2")).toEqual(account("a2"));
    expect(store.values("accounts")).toEqual([account("a2")]);
  });

  it("patches meta and keeps the other fields", () => {
    const store = createMemoryStore(emptyData(7));
    store.setMeta({ clockOffsetMs: 60_000 });
    expect(store.data.meta).toEqual({ ...emptyData(7).meta, clockOffsetMs: 60_000 });
  });

  it("replaces everything at once", () => {
    const store = createMemoryStore(emptyData());
    store.put("accounts", "old", account("old"));
    const next = emptyData(2);
    next.accounts.new = account("new");
    store.replace(next);
    expect(store.values("accounts")).toEqual([account("new")]);
    expect(store.data.meta.seed).toBe(2);
  });

  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
    "treats the id %s as an ordinary id",
    (id) => {
      const store = createMemoryStore(emptyData());
      expect(store.get("accounts", id)).toBeUndefined();
      store.put("accounts", id, account(id));
      expect(store.get("accounts", id)).toEqual(account(id));
      expect(store.values("accounts")).toEqual([account(id)]);
      expect(Object.getPrototypeOf(store.data.accounts)).toBe(Object.prototype);
    },
  );

  it("fills collections that the initial data lacks", () => {
    const { cardTransactions: _, ...older } = emptyData();
    const store = createMemoryStore(older as ReturnType<typeof emptyData>);
    expect(store.values("cardTransactions")).toEqual([]);
  });
});
