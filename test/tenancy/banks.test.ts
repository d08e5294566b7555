import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { CustomerListResponse, CustomerResponse } from "../../src/test-data/customers/schema.js";
import { type Bank, expectBody, expectError, expectStatus, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { customerBody } from "../helpers/sandbox-bodies.js";
import { decideSca } from "../helpers/sca.js";

const TPP = "PSDNO-FSA-999999991";
const TPP2 = "PSDNO-FSA-999999992";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank({ tenancy: "per-tpp" });
});

const admin = async (method: string, path: string, body?: unknown) => {
  const init: RequestInit = { method };
  if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { "Content-Type": "application/json" };
  }
  const response = await bank.sandbox.app.request(`http://sandbox.test/__admin${path}`, init);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
};

async function pay(as: "tpp" | "tpp2") {
  const answer = await bank.as(as)("POST", SEPA_PATH, {
    body: sepaPayment(),
    headers: psuHeaders(PSU.private),
  });
  const created = expectBody(answer, 201, PaymentCreated);
  return { ...created, self: `${SEPA_PATH}/${created.paymentId}` };
}

async function approveOnPage(href: string) {
  const done = await decideSca(bank, href, PSU.private.customerNumber, "approve");
  expect(done.status, done.text).toBe(303);
}

describe("tenancy per-tpp: a bank per TPP", () => {
  it("each TPP's bank is seeded with the default customers on its first call", async () => {
    for (const as of ["tpp", "tpp2"] as const) {
      const list = expectBody(await bank.as(as)("GET", "/v1/sandbox/customers"), 200, CustomerListResponse);
      expect(list.customers.map((c) => c.customerId)).toContain(PSU.private.customerId);
    }
    const health = await admin("GET", "/health");
    expect(health.body).toMatchObject({ banks: 2, customers: 12 });
  });

  it("a customer one TPP creates is not visible to another", async () => {
    const created = expectBody(
      await bank.call("POST", "/v1/sandbox/customers", { body: customerBody() }),
      201,
      CustomerResponse,
    );
    expectStatus(await bank.call("GET", `/v1/sandbox/customers/${created.customerId}`), 200);
    expectError(
      await bank.as("tpp2")("GET", `/v1/sandbox/customers/${created.customerId}`),
      404,
      "RESOURCE_UNKNOWN",
    );
    const other = expectBody(
      await bank.as("tpp2")("GET", "/v1/sandbox/customers"),
      200,
      CustomerListResponse,
    );
    expect(other.customers.map((c) => c.customerId)).not.toContain(created.customerId);
  });

  it("POST /v1/sandbox/initialize by one TPP wipes only its own bank", async () => {
    const mine = await pay("tpp");
    const theirs = await pay("tpp2");
    expectStatus(await bank.as("tpp2")("POST", "/v1/sandbox/initialize"), 200);
    expectStatus(await bank.call("GET", `${mine.self}/status`), 200);
    expectError(await bank.as("tpp2")("GET", `${theirs.self}/status`), 404, "RESOURCE_UNKNOWN");
  });

  it("the SCA page and the batch serve every bank; money moves only in the payer's bank", async () => {
    const a = await pay("tpp");
    const b = await pay("tpp2");
    await approveOnPage(a._links.scaRedirect.href);
    await approveOnPage(b._links.scaRedirect.href);
    const run = await admin("POST", "/batch-runs");
    expect(run.status).toBe(200);
    expect(run.body.moved.map((m: { paymentId: string }) => m.paymentId).sort()).toEqual(
      [a.paymentId, b.paymentId].sort(),
    );
    for (const [as, payment] of [
      ["tpp", a],
      ["tpp2", b],
    ] as const) {
      const status = await bank.as(as)("GET", `${payment.self}/status`);
      expect(status.body).toMatchObject({ transactionStatus: "ACSC" });
    }
    const mine = (await bank.sandbox.ctx.tenancy.bank(TPP)).store;
    const fresh = (await bank.sandbox.ctx.tenancy.bank("PSDNO-FSA-000000001")).store;
    const account = PSU.private.brukskonto;
    const balance = (store: typeof mine) => store.findBy("accounts", "bban", account)?.balanceMinor;
    expect(balance(mine)).not.toBe(balance(fresh));
  });

  it("POST /__admin/reset?tpp= resets that bank only; POST /__admin/reset resets every bank", async () => {
    const mine = await pay("tpp");
    const theirs = await pay("tpp2");
    expect((await admin("POST", `/reset?tpp=${TPP2}`)).status).toBe(204);
    expectStatus(await bank.call("GET", `${mine.self}/status`), 200);
    expectError(await bank.as("tpp2")("GET", `${theirs.self}/status`), 404, "RESOURCE_UNKNOWN");
    expect((await admin("POST", "/reset")).status).toBe(204);
    expectError(await bank.call("GET", `${mine.self}/status`), 404, "RESOURCE_UNKNOWN");
    expectStatus(await bank.call("GET", "/v1/sandbox/customers"), 200);
  });

  it("PUT /__admin/accounts/{account}/status?tpp= changes that TPP's bank only", async () => {
    const account = PSU.private.brukskonto;
    expectStatus(await bank.call("GET", "/v1/sandbox/customers"), 200);
    expectStatus(await bank.as("tpp2")("GET", "/v1/sandbox/customers"), 200);
    expect((await admin("PUT", `/accounts/${account}/status?tpp=${TPP}`, { status: "blocked" })).status).toBe(
      200,
    );
    const status = async (id: string) =>
      (await bank.sandbox.ctx.tenancy.bank(id)).store.findBy("accounts", "bban", account)?.status;
    expect(await status(TPP)).toBe("blocked");
    expect(await status(TPP2)).toBe("enabled");
  });

  it("tenancy shared: one bank for every TPP (a customer one TPP creates, another sees)", async () => {
    bank = await openBank({ tenancy: "shared" });
    const created = expectBody(
      await bank.call("POST", "/v1/sandbox/customers", { body: customerBody() }),
      201,
      CustomerResponse,
    );
    expectStatus(await bank.as("tpp2")("GET", `/v1/sandbox/customers/${created.customerId}`), 200);
  });
});

describe("tenancy per-tpp on the journaled store", () => {
  it("every bank survives a restart, in one data file and one journal", async () => {
    const dir = mkdtempSync(join(tmpdir(), "psd2-banks-"));
    const data = join(dir, "store.json");
    bank = await openBank({ tenancy: "per-tpp", memory: false, data });
    const a = await pay("tpp");
    const b = await pay("tpp2");
    await bank.sandbox.close();
    bank = await openBank({ tenancy: "per-tpp", memory: false, data });
    expectStatus(await bank.call("GET", `${a.self}/status`), 200);
    expectStatus(await bank.as("tpp2")("GET", `${b.self}/status`), 200);
    expectError(await bank.as("tpp2")("GET", `${a.self}/status`), 404, "RESOURCE_UNKNOWN");
    await bank.sandbox.close();
  });
});

describe("the control API's views serve every bank", () => {
  it("GET /__admin/payments/{paymentId} finds a payment in its TPP's bank", async () => {
    bank = await openBank({ tenancy: "per-tpp" });
    const payment = await pay("tpp2");
    const view = await admin("GET", `/payments/${payment.paymentId}`);
    expect(view.status).toBe(200);
    expect(view.body.payment).toMatchObject({ paymentId: payment.paymentId });
  });
});

describe("the bank holding a record is found by the store's index, kept by every change", () => {
  it("a payment made after the first lookup is found; one a bank's reset removed is not", async () => {
    const first = await pay("tpp2");
    expect((await admin("GET", `/payments/${first.paymentId}`)).status).toBe(200);
    const later = await pay("tpp");
    expect((await admin("GET", `/payments/${later.paymentId}`)).body.payment).toMatchObject({
      paymentId: later.paymentId,
      tppId: TPP,
    });
    await approveOnPage(later._links.scaRedirect.href);
    expect((await admin("POST", `/reset?tpp=${TPP2}`)).status).toBe(204);
    expect((await admin("GET", `/payments/${first.paymentId}`)).status).toBe(404);
    expect((await admin("GET", `/payments/${later.paymentId}`)).body.payment).toMatchObject({
      transactionStatus: "ACTC",
    });
  });

  it("after a restart, payments the data file holds (a final one too) are found in their TPPs' banks", async () => {
    const dir = mkdtempSync(join(tmpdir(), "psd2-banks-"));
    const data = join(dir, "store.json");
    bank = await openBank({ tenancy: "per-tpp", memory: false, data });
    const open = await pay("tpp");
    const cancelled = await pay("tpp2");
    expectStatus(await bank.as("tpp2")("DELETE", cancelled.self), 204);
    await bank.sandbox.close();
    bank = await openBank({ tenancy: "per-tpp", memory: false, data });
    expect((await admin("GET", `/payments/${cancelled.paymentId}`)).body.payment).toMatchObject({
      tppId: TPP2,
      transactionStatus: "CANC",
    });
    await approveOnPage(open._links.scaRedirect.href);
    const status = await bank.call("GET", `${open.self}/status`);
    expect(status.body).toMatchObject({ transactionStatus: "ACTC" });
    await bank.sandbox.close();
  });
});

describe("health and dump know the banks", () => {
  it("GET /__admin/health lists each TPP's bank with its counts; a reset of one leaves the other", async () => {
    await pay("tpp");
    await pay("tpp2");
    const before = await admin("GET", "/health");
    expect(before.body).toMatchObject({ status: "UP", customers: 12, banks: 2 });
    const byId = (body: { tppBanks: { bankId: string }[] }) =>
      Object.fromEntries(body.tppBanks.map(({ bankId, ...counts }) => [bankId, counts]));
    expect(byId(before.body)).toMatchObject({
      [TPP]: { customers: 6, payments: 1 },
      [TPP2]: { customers: 6, payments: 1 },
    });
    expect((await admin("POST", `/reset?tpp=${TPP2}`)).status).toBe(204);
    const after = byId((await admin("GET", "/health")).body);
    expect(after[TPP]).toMatchObject({ payments: 1 });
    expect(after[TPP2]).toMatchObject({ customers: 6, payments: 0 });
  });

  it("a bank's dump holds its own records under the collections' names; the store's holds every bank", async () => {
    const mine = await pay("tpp");
    const theirs = await pay("tpp2");
    const { store } = bank.sandbox.ctx;
    expect(Object.keys(store.bank(TPP2).dump().payments)).toEqual([theirs.paymentId]);
    expect(Object.keys(store.bank(TPP).dump().payments)).toEqual([mine.paymentId]);
    const whole = store.dump();
    expect(Object.keys(whole.payments)).toEqual([]);
    expect(Object.keys(whole.tppBanks?.[TPP2]?.payments ?? {})).toEqual([theirs.paymentId]);
    expect(Object.keys(whole.tppBanks?.[TPP]?.payments ?? {})).toEqual([mine.paymentId]);
  });
});

describe("a bank's first seeding is one journal entry", () => {
  it("is one line holding its tables and its entry in banks; a crash in the middle of it leaves no half bank", async () => {
    const dir = mkdtempSync(join(tmpdir(), "psd2-banks-"));
    const data = join(dir, "store.json");
    bank = await openBank({ tenancy: "per-tpp", memory: false, data });
    expectStatus(await bank.as("tpp2")("GET", "/v1/sandbox/customers"), 200);
    const lines = readFileSync(`${data}.journal`, "utf8").split("\n");
    const seeding = lines.filter((line) => line.includes(`"b":"${TPP2}"`));
    expect(seeding, "every record of the new bank is in one line").toHaveLength(1);
    const [line = ""] = seeding;
    expect(line).toContain(`"bankId":"${TPP2}"`);
    // The state a crash in the middle of that append leaves: the files up to half the line.
    const crashed = join(mkdtempSync(join(tmpdir(), "psd2-banks-")), "store.json");
    copyFileSync(data, crashed);
    const before = lines.slice(0, lines.indexOf(line)).join("\n");
    writeFileSync(`${crashed}.journal`, `${before}\n${line.slice(0, line.length / 2)}`);
    await bank.sandbox.close();
    bank = await openBank({ tenancy: "per-tpp", memory: false, data: crashed });
    expect((await admin("GET", "/health")).body.tppBanks).toEqual([]);
    const customers = await bank.as("tpp2")("GET", "/v1/sandbox/customers");
    expect(expectBody(customers, 200, CustomerListResponse).customers).toHaveLength(6);
    await bank.sandbox.close();
  });
});
