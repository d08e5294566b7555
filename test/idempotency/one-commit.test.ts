import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { createSandbox, type Sandbox } from "../../src/create-sandbox.js";
import { createTppClient, type TppClient } from "../../src/signing/client.js";
import { unframeJournalLine } from "../../src/store/checksum.js";
import { BASE } from "../helpers/bank.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { customerBody } from "../helpers/sandbox-bodies.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

interface Entry {
  op: string;
  changes?: { op: string; c: string; id?: string }[];
}

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** A sandbox on a data file (its journal is what is asserted), a TPP calling it in process. */
async function journaled(): Promise<{ tpp: TppClient; entries: () => Entry[] }> {
  const data = join(mkdtempSync(join(tmpdir(), "psd2-one-commit-")), "store.json");
  sandbox = await createSandbox(
    loadConfig({ file: false, flags: { data, logLevel: "silent", store: { compactAfterEntries: 100_000 } } }),
  );
  const { app } = sandbox;
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  const tpp = createTppClient({
    baseUrl: BASE,
    certificate,
    privateKey,
    fetch: (url, init) => app.request(url, init),
  });
  const entries = () =>
    readFileSync(`${data}.journal`, "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(unframeJournalLine(line).json) as Entry);
  // The TPP's first call makes its bank: not what is asserted.
  expect((await tpp.request("GET", "/v1/sandbox/customers")).status).toBe(200);
  return { tpp, entries };
}

/** The journal entries `send` added, each as the tables its changes touch (bank suffix dropped). */
async function entriesOf(entries: () => Entry[], send: () => Promise<Response>) {
  const before = entries().length;
  const answer = await send();
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  const added = entries().slice(before);
  const requestId = answer.headers.get("x-request-id") ?? "";
  return {
    added: added.map((e) => [...new Set((e.changes ?? []).map((c) => c.c.split("@")[0]))].sort()),
    remembered: added.some((e) => e.changes?.some((c) => c.c === "requestIds" && c.id?.endsWith(requestId))),
  };
}

describe("one journal entry per request: the change and its X-Request-ID record together", () => {
  it("a creation, its cancellation and a sandbox-data write are one entry each, holding the request's record", async () => {
    const { tpp, entries } = await journaled();
    let paymentId = "";
    const created = await entriesOf(entries, async () => {
      const answer = await tpp.request("POST", SEPA_PATH, {
        headers: psuHeaders(PSU.private),
        body: sepaPayment(),
      });
      paymentId = ((await answer.clone().json()) as { paymentId: string }).paymentId;
      return answer;
    });
    expect(created).toEqual({
      added: [["authorisations", "duplicateKeys", "payments", "requestIds"]],
      remembered: true,
    });

    const cancelled = await entriesOf(entries, () =>
      tpp.request("DELETE", `${SEPA_PATH}/${paymentId}`, { headers: psuHeaders(PSU.private) }),
    );
    expect(cancelled.added).toHaveLength(1);
    expect(cancelled.added[0]).toContain("payments");
    expect(cancelled.added[0]).toContain("requestIds");
    expect(cancelled.remembered).toBe(true);

    const customer = await entriesOf(entries, () =>
      tpp.request("POST", "/v1/sandbox/customers", { body: customerBody() }),
    );
    expect(customer.added).toHaveLength(1);
    expect(customer.added[0]).toContain("customers");
    expect(customer.added[0]).toContain("requestIds");
    expect(customer.remembered).toBe(true);
  });
});
