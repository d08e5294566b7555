import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type Bank, expectError, expectStatus, openBank } from "../helpers/calls.js";
import { SEPA_PATH } from "../helpers/payments.js";

const fixture = join(import.meta.dirname, "fixtures/two-banks/store.data");
const TPP = "PSDNO-FSA-999999991";
const TPP2 = "PSDNO-FSA-999999992";
const mine = "ieAtogR4swy4jUvxaTHOJw";
const theirs = "FGuqaxafTlrTpZplVo7KJw";
const journaled = "T1phZeKiydwNE02P1lQSgA";

let bank: Bank | undefined;
afterEach(() => bank?.sandbox.close());

let data = "";

async function openCopy(): Promise<Bank> {
  data = join(mkdtempSync(join(tmpdir(), "psd2-old-banks-")), "store.json");
  copyFileSync(fixture, data);
  copyFileSync(`${fixture}.journal`, `${data}.journal`);
  bank = await openBank({ tenancy: "per-tpp", memory: false, data });
  return bank;
}

describe("a data file and journal an older sandbox wrote with two TPPs' banks", () => {
  it("loads: each TPP finds its payments (the journal's too) and not the other's", async () => {
    const { as, call } = await openCopy();
    expectStatus(await call("GET", `${SEPA_PATH}/${mine}/status`), 200);
    expectStatus(await as("tpp2")("GET", `${SEPA_PATH}/${theirs}/status`), 200);
    expectStatus(await as("tpp2")("GET", `${SEPA_PATH}/${journaled}/status`), 200);
    expectError(await as("tpp2")("GET", `${SEPA_PATH}/${mine}/status`), 404, "RESOURCE_UNKNOWN");
    expectError(await call("GET", `${SEPA_PATH}/${journaled}/status`), 404, "RESOURCE_UNKNOWN");
  });

  it("the control API finds each payment in its bank, and health counts each bank", async () => {
    const { sandbox } = await openCopy();
    const admin = async (path: string) => {
      const response = await sandbox.app.request(`http://sandbox.test/__admin${path}`);
      return {
        status: response.status,
        body: (await response.json()) as { payment?: unknown; tppBanks?: unknown },
      };
    };
    expect((await admin(`/payments/${journaled}`)).body.payment).toMatchObject({ tppId: TPP2 });
    expect((await admin(`/payments/${mine}`)).body.payment).toMatchObject({ tppId: TPP });
    const health = await admin("/health");
    expect(health.body).toMatchObject({ banks: 2, customers: 12 });
    expect(health.body.tppBanks).toEqual([
      expect.objectContaining({ bankId: TPP, customers: 6, payments: 1 }),
      expect.objectContaining({ bankId: TPP2, customers: 6, payments: 2 }),
    ]);
  });

  it("is rewritten by its first fold with each bank's records under tppBanks, and loads the same from it", async () => {
    const { sandbox } = await openCopy();
    await sandbox.close();
    const text = readFileSync(data, "utf8");
    expect(text, "no table is named after a bank any more").not.toMatch(/"[a-zA-Z]+@PSDNO/);
    const whole = JSON.parse(text) as {
      payments: object;
      tppBanks: Record<string, { payments: object; customers: object }>;
    };
    expect(Object.keys(whole.tppBanks)).toEqual([TPP, TPP2]);
    expect(Object.keys(whole.tppBanks[TPP2]?.payments ?? {}).sort()).toEqual([journaled, theirs].sort());
    expect(Object.keys(whole.tppBanks[TPP]?.payments ?? {})).toEqual([mine]);
    expect(Object.keys(whole.tppBanks[TPP]?.customers ?? {})).toHaveLength(6);
    expect(readFileSync(`${data}.journal`, "utf8"), "the fold took in the journal").toBe("");
    bank = await openBank({ tenancy: "per-tpp", memory: false, data });
    expectStatus(await bank.call("GET", `${SEPA_PATH}/${mine}/status`), 200);
    expectStatus(await bank.as("tpp2")("GET", `${SEPA_PATH}/${journaled}/status`), 200);
    expectError(await bank.as("tpp2")("GET", `${SEPA_PATH}/${mine}/status`), 404, "RESOURCE_UNKNOWN");
  });
});
