import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { createSandbox } from "../../src/create-sandbox.js";
import { openBank } from "../helpers/calls.js";
import { PSU } from "../helpers/payments.js";
import { decideSca } from "../helpers/sca.js";
import { createBasket, sepaPayments, statuses } from "./helpers.js";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

describe("a basket on the journaled store", () => {
  it("survives a restart: the basket, its authorisation and every payment's authorised status", async () => {
    dir = mkdtempSync(join(tmpdir(), "basket-"));
    const data = join(dir, "data.json");
    const bank = await openBank({ memory: false, data });
    const ids = await sepaPayments(bank, 5);
    const basket = await createBasket(bank, ids);
    const done = await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "approve");
    expect(done.status, done.text).toBe(303);
    await bank.sandbox.close();

    const again = await createSandbox(loadConfig({ file: false, flags: { data, logLevel: "silent" } }));
    try {
      const { store } = again.ctx;
      expect(store.get("baskets", basket.basketId)?.paymentIds).toEqual(ids);
      expect(store.get("authorisations", basket.authorisationId)?.scaStatus).toBe("finalised");
      expect(statuses({ ...bank, sandbox: again }, ids)).toEqual(ids.map(() => "ACTC"));
    } finally {
      await again.close();
    }
  });
});
