/**
 * Setup file of `npm test`: every sandbox app a test builds records each request/answer pair it
 * serves (in process or on a port). The pairs go to a file per test file; the global setup holds
 * each to the OpenAPI document as it lands (test/contract/verify.ts).
 */
import { renameSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, inject, vi } from "vitest";
import type { Pair } from "./checker.js";
import { recording } from "./capture.js";
import { interfaces } from "../../src/interfaces.js";

// One list per worker, not per file: with isolate off, test files share a worker's module cache, so
// the mocked createApp of the first file serves every later one too.
const shared = globalThis as { psd2ContractPending?: Promise<Pair>[] };
shared.psd2ContractPending ??= [];
const pending = shared.psd2ContractPending;

const ownNames = interfaces.map((i) => i.name).join("\n");
function ownInterfaces(list: readonly { name: string }[]): boolean {
  return list.map((i) => i.name).join("\n") === ownNames;
}

vi.mock(import("../../src/app.js"), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    createApp: (...args: Parameters<typeof original.createApp>) => {
      const app = original.createApp(...args);
      // The document describes the sandbox's own interfaces: an app over another list (a test's
      // fixture interface) serves what it does not list. The composition root hands the list on
      // resolved (a copy), so it is known by its interfaces' names.
      if (args[1] !== undefined && !ownInterfaces(args[1])) return app;
      app.fetch = recording(app.fetch, (pair) => pending.push(pair));
      return app;
    },
  };
});

afterAll(async () => {
  const pairs = await Promise.all(pending.splice(0));
  if (pairs.length === 0) return;
  const file = join(inject("contractDir"), `${process.pid}-${Math.random().toString(36).slice(2)}`);
  writeFileSync(`${file}.part`, `${pairs.map((pair) => JSON.stringify(pair)).join("\n")}\n`);
  // The global setup checks each .jsonl file as it appears: it must appear whole.
  renameSync(`${file}.part`, `${file}.jsonl`);
});
