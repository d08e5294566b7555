import { expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { createSandbox } from "../../src/create-sandbox.js";
import type { Pair } from "./checker.js";

/**
 * The contract check holds every recorded pair to the OpenAPI document: if the recorder stopped
 * recording (the composition root changing how it builds the app), the check would pass on nothing.
 */
it("a sandbox built as users build it records the pairs it serves for the contract check", async () => {
  const pending = (globalThis as { psd2ContractPending?: Promise<Pair>[] }).psd2ContractPending;
  const before = pending?.length ?? 0;
  const sandbox = await createSandbox(
    loadConfig({ file: false, flags: { memory: true, logLevel: "silent" } }),
  );
  try {
    expect((await sandbox.app.request("http://localhost/__admin/health")).status).toBe(200);
    expect(pending?.length ?? 0).toBeGreaterThan(before);
  } finally {
    await sandbox.close();
  }
});
