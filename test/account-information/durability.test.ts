import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import type { SandboxConfigInput } from "../../src/config/schema.js";
import { createSandbox } from "../../src/create-sandbox.js";
import { createTppClient } from "../../src/signing/client.js";
import { BASE } from "../helpers/bank.js";
import { NOW, openBank } from "../helpers/calls.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { PRIVATE_BRUKSKONTO_ID, validConsent } from "./helpers.js";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("a consent on the journaled store", () => {
  it("keeps its id, status and grant across a restart", async () => {
    dir = mkdtempSync(join(tmpdir(), "consent-"));
    const data = join(dir, "data.json");
    const bank = await openBank({ memory: false, data });
    const consentId = await validConsent(bank);
    await bank.sandbox.close();

    const flags: SandboxConfigInput = { data, logLevel: "silent", tenancy: "shared" };
    const again = await createSandbox(loadConfig({ file: false, flags }));
    // The tests' fixed bank day, before the consent's validUntil.
    again.ctx.clock.set(NOW);
    try {
      const stored = again.ctx.store.get("consents", consentId);
      expect(stored?.consentStatus).toBe("valid");
      expect(stored?.granted?.transactions).toEqual([PRIVATE_BRUKSKONTO_ID]);
      const { certificate, privateKey } = loadFixtureTpp("tpp");
      const fetch = (url: string, init: RequestInit) => again.app.request(url, init);
      const tpp = createTppClient({ baseUrl: BASE, certificate, privateKey, fetch });
      const answer = await tpp.request("GET", `/v1/consents/${consentId}/status`, {
        headers: { "x-accept-fix": "" },
      });
      expect(answer.status).toBe(200);
      expect(await answer.json()).toEqual({ consentStatus: "valid" });
    } finally {
      await again.close();
    }
  });
});
