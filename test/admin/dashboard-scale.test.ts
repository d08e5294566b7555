import { describe, expect, it } from "vitest";
import type { PaymentRecord } from "../../src/payments/model.js";
import { SCAN_SLICE } from "../../src/store/scan.js";
import { type Bank, expectStatus, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

const STORED = 2 * SCAN_SLICE + 30;

async function get(bank: Bank, path: string): Promise<string> {
  const response = await bank.sandbox.app.request(`http://sandbox.test${path}`);
  expect(response.status, path).toBe(200);
  return response.text();
}

const rows = (html: string) =>
  [...html.matchAll(/<a href="\/__admin\/ui\/payments\/([\w-]+)">/g)].map((m) => m[1]);

/** One payment made over HTTP, and STORED copies of it put straight into the store (setup only), one second apart. */
async function bankWithPayments(): Promise<Bank> {
  const bank = await openBank();
  const answer = await bank.call("POST", SEPA_PATH, {
    body: sepaPayment(),
    headers: psuHeaders(PSU.private),
  });
  expectStatus(answer, 201);
  const { store } = bank.sandbox.ctx;
  const made = store.get("payments", (answer.body as { paymentId: string }).paymentId) as PaymentRecord;
  for (let i = 0; i < STORED; i++) {
    const at = new Date(Date.UTC(2020, 0, 1) + i * 1000).toISOString();
    store.put("payments", {
      ...made,
      paymentId: `old-${String(i).padStart(4, "0")}`,
      createdAt: at,
      statusChangedAt: at,
      transactionStatus: i % 2 === 0 ? "ACSC" : "RJCT",
    });
  }
  return bank;
}

describe("the dashboard over more payments than one slice of reading", () => {
  it("lists and pages every payment newest first, and counts them by status", async () => {
    const bank = await bankWithPayments();
    const total = STORED + 1;
    const lastPage = Math.ceil(total / 25);

    const first = await get(bank, "/__admin/ui/payments");
    expect(first).toContain(`${total} payments, newest first · page 1 of ${lastPage}`);
    const newest = rows(first);
    expect(newest).toHaveLength(25);
    expect(newest.slice(1, 3)).toEqual([`old-${STORED - 1}`, `old-${STORED - 2}`]);

    const last = rows(await get(bank, `/__admin/ui/payments?page=${lastPage}`));
    expect(last).toEqual(
      Array.from(
        { length: total - (lastPage - 1) * 25 },
        (_, i) => `old-${String(total - (lastPage - 1) * 25 - 1 - i).padStart(4, "0")}`,
      ),
    );

    const rejected = await get(bank, "/__admin/ui/payments?status=RJCT&page=2");
    expect(rejected).toContain(
      `${STORED / 2} payments, newest first · page 2 of ${Math.ceil(STORED / 2 / 25)}`,
    );
    expect(rows(rejected)[0]).toBe(`old-${String(STORED - 1 - 2 * 25).padStart(4, "0")}`);

    const overview = await get(bank, "/__admin/");
    const sepaRow = /<tr><td[^>]*>payments\/sepa-credit-transfers<\/td>(.*?)<\/tr>/.exec(overview)?.[1] ?? "";
    expect([...sepaRow.matchAll(/>(\d+)<\/(?:a|td)>/g)].map((m) => Number(m[1]))).toEqual([
      STORED / 2,
      1,
      STORED / 2,
      total,
    ]);
  });
});
