import { describe, expect, it } from "vitest";
import { type Bank, openBank } from "../../helpers/calls.js";
import { createPayment } from "../../helpers/created.js";
import { PSU } from "../../helpers/payments.js";

async function get(bank: Bank, path: string) {
  const response = await bank.sandbox.app.request(`http://sandbox.test${path}`);
  return { status: response.status, text: await response.text() };
}

/** Cells of the page's tables, by the column name a phone shows beside each. */
const labelled = (page: string, label: string) =>
  [...page.matchAll(new RegExp(`<td data-label="${label}"[^>]*>([\\s\\S]*?)</td>`, "g"))].map((m) => m[1]);

describe("the pages on a phone: every column's content, with its name", () => {
  it("the payments list names each cell by its column, Status and Amount too", async () => {
    const bank = await openBank();
    await createPayment(bank, "sepa");
    const page = await get(bank, "/__admin/ui/payments");
    expect(page.status).toBe(200);
    expect(labelled(page.text, "Status")).toHaveLength(1);
    expect(labelled(page.text, "Amount")[0]).toContain("EUR");
    expect(page.text).toContain("@media (max-width:700px)");
  });

  it("the landing page's customers table names its cells (PSU-ID among them)", async () => {
    const bank = await openBank();
    const page = await get(bank, "/");
    expect(labelled(page.text, "PSU-ID").some((cell) => cell?.includes(PSU.private.customerId))).toBe(true);
  });

  it("the time zone is named once, in the header, not in every row", async () => {
    const bank = await openBank();
    await createPayment(bank, "sepa");
    await createPayment(bank, "periodic");
    const page = await get(bank, "/__admin/ui/payments");
    expect(page.text.match(/Europe\/Oslo/g)).toHaveLength(1);
    expect(page.text).toContain("every time shown in Europe/Oslo");
    expect(labelled(page.text, "Created")[0]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });
});

describe("what the pages show", () => {
  it("the customers page lists each customer's PSU-ID and its accounts' booked balances", async () => {
    const bank = await openBank();
    const page = await get(bank, "/__admin/ui/customers");
    expect(labelled(page.text, "PSU-ID").some((cell) => cell?.includes(PSU.private.customerId))).toBe(true);
    const accounts = labelled(page.text, "Accounts \\(booked balance\\)").join("\n");
    expect(accounts).toContain(PSU.private.brukskonto);
    expect(accounts).toMatch(/\d+\.\d\d NOK/);
  });

  it("a payment's page names its creditor, as the TPP sent it", async () => {
    const bank = await openBank();
    const payment = await createPayment(bank, "sepa");
    const page = await get(bank, `/__admin/ui/payments/${payment.paymentId}`);
    const creditor = /<dt>Creditor<\/dt><dd>([^<]*)<\/dd>/.exec(page.text)?.[1];
    const sent = payment.body as { creditorName: string; creditorAccount: { iban: string } };
    expect(creditor).toContain(sent.creditorAccount.iban);
    expect(creditor).toContain(sent.creditorName.replace(/&/g, "&amp;"));
  });
});

describe("the request log keeps what changes the bank, not the pages' own helpers", () => {
  it("lists a control call and the /v1 call /docs signed, not the /__admin/sign calls", async () => {
    const bank = await openBank();
    const asked = { method: "GET", path: "/v1/sandbox/customers", headers: {} };
    const sign = await bank.sandbox.app.request("http://sandbox.test/__admin/sign", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(asked),
    });
    const { headers } = (await sign.json()) as { headers: Record<string, string> };
    await bank.sandbox.app.request("http://sandbox.test/__admin/sign");
    const read = await bank.sandbox.app.request("http://sandbox.test/v1/sandbox/customers", { headers });
    expect(read.status).toBe(200);
    const batch = await bank.sandbox.app.request("http://sandbox.test/__admin/batch-runs", {
      method: "POST",
    });
    expect(batch.status).toBe(200);
    const log = await bank.sandbox.app.request("http://sandbox.test/__admin/requests");
    const { requests } = (await log.json()) as { requests: { method: string; path: string }[] };
    const paths = requests.map((e) => `${e.method} ${e.path}`);
    expect(paths).toContain("GET /v1/sandbox/customers");
    expect(paths).toContain("POST /__admin/batch-runs");
    expect(paths.filter((p) => p.includes("/__admin/sign"))).toEqual([]);
  });
});
