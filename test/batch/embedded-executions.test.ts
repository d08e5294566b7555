import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { executionKey } from "../../src/payments/executions.js";
import { admin } from "../helpers/approve.js";
import { type Bank, expectStatus, openBank } from "../helpers/calls.js";

const fixture = join(import.meta.dirname, "fixtures/embedded-executions");
const orderId = "b7X2IRaLc0Rg2GJyRolmHg";
const self = `/v1/periodic-payments/norwegian-domestic-credit-transfers/${orderId}`;
/** What the build that wrote the fixture answered to GET of the order, byte for byte. */
const answered = readFileSync(join(fixture, "get.answer"), "utf8");

let bank: Bank | undefined;
afterEach(() => bank?.sandbox.close());

let data = "";

async function openCopy(): Promise<Bank> {
  data = join(mkdtempSync(join(tmpdir(), "psd2-old-executions-")), "store.json");
  copyFileSync(join(fixture, "store.data"), data);
  copyFileSync(join(fixture, "store.data.journal"), `${data}.journal`);
  return openAgain();
}

async function openAgain(): Promise<Bank> {
  bank = await openBank({ memory: false, data });
  bank.sandbox.ctx.clock.set(new Date("2026-07-20T10:00:00Z"));
  return bank;
}

type Order = { executions: { date: string; transactionStatus: string }[] };

describe("a standing order an older sandbox stored with its executions inside it", () => {
  it("loads, and GET answers it byte for byte as that sandbox did", async () => {
    const { call } = await openCopy();
    const read = await call("GET", self);
    expectStatus(read, 200);
    expect(read.text).toBe(answered);
  });

  it("runs on from its last execution: the old executions move to records of their own, the order stays small", async () => {
    const { call, sandbox } = await openCopy();
    const { store } = sandbox.ctx;
    expect(store.get("payments", orderId)?.executions).toHaveLength(5);
    const move = await admin(bank as Bank, "PUT", "/clock", { now: "2026-09-20T10:00:00Z" });
    expect(move.body).toMatchObject({ executions: { total: 2, byStatus: { ACSC: 2 } } });
    const read = await call("GET", self);
    const before = (JSON.parse(answered) as Order).executions;
    const after = (read.body as Order).executions;
    expect(after.slice(0, 5)).toEqual(before);
    expect(after.slice(5).map((e) => [e.date, e.transactionStatus])).toEqual([
      ["2026-08-17", "ACSC"], // the 15th is a Saturday
      ["2026-09-15", "ACSC"],
    ]);
    expect(store.get("payments", orderId)).not.toHaveProperty("executions");
    expect(store.get("orderProgress", orderId)).toMatchObject({ executions: 7, lastDate: "2026-09-15" });
    expect(store.get("executions", executionKey(orderId, 0))?.execution).toEqual(before[0]);
  });

  it("is written in today's form by the next fold, and reads the same from it", async () => {
    const { call, sandbox } = await openCopy();
    await admin(bank as Bank, "PUT", "/clock", { now: "2026-08-20T10:00:00Z" });
    const read = (await call("GET", self)).text;
    await sandbox.close();
    expect(readFileSync(data, "utf8")).not.toContain('"executions":[');
    const again = await openAgain();
    expect((await again.call("GET", self)).text).toBe(read);
  });
});
