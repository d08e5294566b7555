import { describe, expect, it } from "vitest";
import { emptyData } from "../../src/collections.js";
import { account, memoryStore } from "./helpers.js";

describe("createMemoryStore", () => {
  it("reads back what was put, and forgets what was removed", async () => {
    const store = memoryStore(emptyData());
    store.put("accounts", account("a1"));
    store.put("accounts", account("a2"));
    store.remove("accounts", "a1");
    await store.sync();
    expect(store.get("accounts", "a1")).toBeUndefined();
    expect(store.get("accounts", "a2")).toEqual(account("a2"));
    expect(store.values("accounts")).toEqual([account("a2")]);
  });

  it("patches meta and keeps the other fields", () => {
    const store = memoryStore(emptyData(7));
    store.setMeta({ clockOffsetMs: 60_000 });
    expect(store.meta).toEqual({ ...emptyData(7).meta, clockOffsetMs: 60_000 });
  });

  it("replaces everything at once", () => {
    const store = memoryStore(emptyData());
    store.put("accounts", account("old"));
    const next = emptyData(2);
    next.accounts.new = account("new");
    store.replace(next);
    expect(store.values("accounts")).toEqual([account("new")]);
    expect(store.meta.seed).toBe(2);
  });

  it.each(["constructor", "toString", "__proto__", "hasOwnProperty"])(
    "treats the id %s as an ordinary id",
    (id) => {
      const store = memoryStore(emptyData());
      expect(store.get("accounts", id)).toBeUndefined();
      store.put("accounts", account(id));
      expect(store.get("accounts", id)).toEqual(account(id));
      expect(store.values("accounts")).toEqual([account(id)]);
      expect(Object.getPrototypeOf(store.dump().accounts)).toBe(Object.prototype);
    },
  );

  it("fills collections that the initial data lacks", () => {
    const { cardTransactions: _, ...older } = emptyData();
    const store = memoryStore(older as ReturnType<typeof emptyData>);
    expect(store.values("cardTransactions")).toEqual([]);
  });

  it("keys a put by the registry's key function", () => {
    const store = memoryStore();
    store.put("tppContacts", {
      tppId: "PSDNO-FSA-1",
      email: "a@tpp.example",
      updatedAt: "2026-03-02T10:00:00Z",
    });
    expect(store.get("tppContacts", "PSDNO-FSA-1")?.email).toBe("a@tpp.example");
    expect(store.get("tppContacts", "a@tpp.example")).toBeUndefined();
  });
});
