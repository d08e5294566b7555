import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPLAY_HEADER } from "../../src/idempotency/middleware.js";
import { createTppClient } from "../../src/signing/client.js";
import { KILL_AT } from "../../src/store/kill-switch.js";
import type { Data } from "../../src/store/registry.js";
import { type RunningCli, startCli } from "../helpers/cli.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

const env = { PSD2_SANDBOX_LOG_LEVEL: "silent" };

interface Answer {
  status: number;
  location: string | null;
  replayed: string | null;
  text: string;
}

/**
 * One TPP's creation, always the same request: the same X-Request-ID, body and query (signed afresh
 * each time, as a TPP's retry is). The remittance text is the marker the kill switch looks for.
 */
function creation(marker: string, allowLogicalDuplicate: boolean) {
  const requestId = randomUUID();
  const body = { ...sepaPayment(), remittanceInformationUnstructured: marker };
  return async (url: string): Promise<Answer> => {
    const { certificate, privateKey } = loadFixtureTpp("tpp");
    const tpp = createTppClient({ baseUrl: url, certificate, privateKey });
    const response = await tpp.request("POST", SEPA_PATH, {
      body,
      headers: { ...psuHeaders(PSU.private), "X-Request-ID": requestId },
      ...(allowLogicalDuplicate ? { query: { allowLogicalDuplicate: true } } : {}),
    });
    return {
      status: response.status,
      location: response.headers.get("location"),
      replayed: response.headers.get(REPLAY_HEADER),
      text: await response.text(),
    };
  };
}

/** The payments the data file holds with this remittance text, every bank's (after a clean stop). */
function paymentsWith(data: string, marker: string): string[] {
  const file = JSON.parse(readFileSync(data, "utf8")) as Data;
  // Every bank's payments: the sandbox's own and each TPP's.
  return [file, ...Object.values(file.tppBanks ?? {})]
    .flatMap((bank) => Object.values(bank.payments ?? {}))
    .filter(
      (p) =>
        (p as { request: { remittanceInformationUnstructured?: string } }).request
          .remittanceInformationUnstructured === marker,
    )
    .map((p) => (p as { paymentId: string }).paymentId);
}

async function stop(cli: RunningCli): Promise<void> {
  cli.child.kill("SIGTERM");
  expect(await cli.exited).toBe(0);
}

describe("a retry after the sandbox was killed around the commit of a creation", () => {
  const cases = [
    { stage: "after-append", allowLogicalDuplicate: true, committed: true },
    { stage: "after-append", allowLogicalDuplicate: false, committed: true },
    { stage: "mid-append", allowLogicalDuplicate: true, committed: false },
    { stage: "before-append", allowLogicalDuplicate: true, committed: false },
  ] as const;

  // Concurrent: each case has its own data file and processes, and waits on them.
  it.concurrent.for(cases)(
    "killed $stage (allowLogicalDuplicate=$allowLogicalDuplicate): the retry gets the first answer or makes the first payment, never a second",
    { timeout: 30_000 },
    async ({ stage, allowLogicalDuplicate, committed }, { expect, onTestFinished }) => {
      const own = { onTestFinished };
      const data = join(mkdtempSync(join(tmpdir(), "psd2-retry-")), "store.json");
      const args = ["--port", "0", "--data", data];
      const marker = `kill ${stage} ${randomUUID()}`;
      const send = creation(marker, allowLogicalDuplicate);

      const doomed = await startCli(args, { ...env, [KILL_AT]: `${stage}:${marker}` }, own);
      // The TPP's bank is made by its first call: the creation is not its first, so the journal is idle when it commits.
      const { certificate, privateKey } = loadFixtureTpp("tpp");
      const tpp = createTppClient({ baseUrl: doomed.url, certificate, privateKey });
      expect((await tpp.request("GET", "/v1/sandbox/customers")).status).toBe(200);
      await expect(send(doomed.url)).rejects.toThrow();
      await doomed.exited;
      expect(doomed.child.signalCode).toBe("SIGKILL");

      const again = await startCli(args, env, own);
      const retry = await send(again.url);
      const retryAgain = await send(again.url);
      await stop(again);

      expect(retry.status, retry.text).toBe(201);
      // The first answer, as the killed process made it: given again, byte for byte.
      expect(retry.replayed).toBe(committed ? "true" : null);
      expect(retryAgain).toEqual({ ...retry, replayed: "true" });
      const [paymentId, ...more] = paymentsWith(data, marker);
      expect(more).toEqual([]);
      expect(JSON.parse(retry.text)).toMatchObject({ paymentId, transactionStatus: "RCVD" });
      expect(retry.location).toMatch(new RegExp(`/${paymentId}$`));
    },
  );
});
