import { describe, expect, test } from "vitest";
import { routeOf } from "../../src/http/operation.js";
import { operations } from "../../src/operations.js";
import { newBank } from "../helpers/bank.js";

describe("one declaration per operation", () => {
  test("the router serves exactly the declared operations, each once", async () => {
    const bank = await newBank();
    const served = bank.sandbox.app.routes
      .filter((r) => r.method !== "ALL")
      .map((r) => `${r.method} ${r.path}`);
    const declared = operations.map((op) => `${op.method.toUpperCase()} ${routeOf(op, "")}`);
    expect(new Set(declared).size).toBe(declared.length);
    expect([...new Set(served)].sort()).toEqual([...declared].sort());
  });

  test("a declared operation names its parameters as its path does", () => {
    const mismatched = operations.filter((op) => {
      const inPath = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]).sort();
      return JSON.stringify(inPath) !== JSON.stringify(Object.keys(op.params?.shape ?? {}).sort());
    });
    expect(mismatched.map((op) => op.operationId)).toEqual([]);
  });
});
