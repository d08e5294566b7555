import { describe, expect, it } from "vitest";
import { model } from "../../src/collections.js";
import { bankScope } from "../../src/store/scope.js";
import { UnitOfWork } from "../../src/store/unit-of-work.js";
import { account, authorisation, memoryStore } from "./helpers.js";

const contact = { tppId: "PSDNO-FSA-1", email: "a@tpp.example", updatedAt: "2026-03-02T10:00:00Z" };

describe("bankScope: the one owner check", () => {
  it("hides a tpp-owned record of another TPP and shows the bank's records to all", () => {
    const store = memoryStore();
    store.put("tppContacts", contact);
    store.put("accounts", account("a1"));
    const as = (tppId: string) => bankScope(store, model, tppId);
    expect(as("PSDNO-FSA-1").get("tppContacts", "PSDNO-FSA-1")?.email).toBe("a@tpp.example");
    expect(as("PSDNO-FSA-2").get("tppContacts", "PSDNO-FSA-1")).toBeUndefined();
    expect(as("PSDNO-FSA-2").get("accounts", "a1")).toEqual(account("a1"));
    expect(as("PSDNO-FSA-2").get("accounts", "nope")).toBeUndefined();
  });

  it("scopes every read of records (values, active, findBy); anyOwner() sees every TPP's", () => {
    const store = memoryStore();
    store.put("tppContacts", contact);
    const other = bankScope(store, model, "PSDNO-FSA-2");
    expect(other.values("tppContacts")).toEqual([]);
    expect(other.active("tppContacts")).toEqual([]);
    expect(other.findBy("tppContacts", "email", "a@tpp.example")).toBeUndefined();
    expect(other.anyOwner().values("tppContacts")).toEqual([contact]);
    expect(other.anyOwner().caller).toBeUndefined();
    // No caller (a page, the control API): the bank's records only, unless it asks for every owner.
    expect(bankScope(store, model, "").get("tppContacts", "PSDNO-FSA-1")).toBeUndefined();
    expect(bankScope(store, model, "").anyOwner().get("tppContacts", "PSDNO-FSA-1")).toEqual(contact);
  });
});

describe("UnitOfWork: changes read at once, committed once", () => {
  it("shows its changes over the store's records and hands them over as one commit", () => {
    const store = memoryStore();
    store.put("accounts", account("a1"));
    store.put("accounts", account("a2"));
    const work = new UnitOfWork(store);
    work.put("accounts", account("a1", { name: "changed" }));
    work.remove("accounts", "a2");
    work.put("accounts", account("a3"));
    expect(work.get("accounts", "a1")?.name).toBe("changed");
    expect(work.get("accounts", "a2")).toBeUndefined();
    expect(work.ids("accounts").sort()).toEqual(["a1", "a3"]);
    expect(work.count("accounts")).toBe(2);
    expect(
      work
        .values("accounts")
        .map((a) => a.accountId)
        .sort(),
    ).toEqual(["a1", "a3"]);
    // The store has none of it until the flush, which is one commit.
    expect(store.get("accounts", "a3")).toBeUndefined();
    expect(work.pendingChanges).toBe(3);
    const changed = work.flush();
    expect([...(changed.get("accounts")?.keys() ?? [])].sort()).toEqual(["a1", "a2", "a3"]);
    expect(work.pendingChanges).toBe(0);
    expect(store.get("accounts", "a1")?.name).toBe("changed");
    expect(store.get("accounts", "a2")).toBeUndefined();
    expect(store.get("accounts", "a3")).toEqual(account("a3"));
  });

  it("finds a record by a field with the unit's own value, and none once the unit removed it", () => {
    const store = memoryStore();
    store.put("accounts", account("a1"));
    store.put("accounts", account("a2", { bban: "12345678911" }));
    const work = new UnitOfWork(store);
    const bban = account("a1").bban;
    work.put("accounts", account("a1", { name: "changed" }));
    work.remove("accounts", "a2");
    expect(work.findBy("accounts", "bban", bban)?.name).toBe("changed");
    expect(work.findBy("accounts", "bban", "12345678911")).toBeUndefined();
  });

  it("leaves out of active() what it made final, and keeps what a scope over it hides from another TPP", () => {
    const store = memoryStore();
    const work = new UnitOfWork(store);
    work.put("authorisations", authorisation("s1", "received"));
    work.put("authorisations", authorisation("s2", "finalised"));
    expect(work.active("authorisations").map((a) => a.authorisationId)).toEqual(["s1"]);
    const tppId = authorisation("s1", "received").tppId;
    expect(bankScope(work, model, tppId).get("authorisations", "s1")?.authorisationId).toBe("s1");
    expect(bankScope(work, model, `${tppId}-other`).get("authorisations", "s1")).toBeUndefined();
  });
});
