import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ReadAccountBalanceResponse } from "../../src/account-information/schema/accounts.js";
import {
  TransactionDetailsBody,
  TransactionsResponse,
} from "../../src/account-information/schema/transactions.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { admin, createApproved } from "../helpers/approve.js";
import { type Bank, expectBody, openBank, TODAY } from "../helpers/calls.js";
import { ibanOf, PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { accountIdOf, allAccess, read, ref, validConsent } from "./reads.js";

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
  dir = undefined;
});

async function runBatch(bank: Bank): Promise<void> {
  const run = await admin(bank, "POST", "/batch-runs");
  expect(run.status, run.text).toBe(200);
}

/** The booked report and the balances of `bban` through account information, as a TPP reads them. */
async function readAccount(bank: Bank, bban: string, psu: { customerId: string } = PSU.private) {
  const consentId = await validConsent(
    bank,
    allAccess({ access: { balances: [ref(bban)], transactions: [ref(bban)] } }),
    psu,
  );
  const id = accountIdOf(bank, bban);
  const query = { bookingStatus: "booked", dateFrom: TODAY };
  const report = expectBody(
    await read(bank, `/v1/accounts/${id}/transactions`, consentId, { query, psuPresent: true }),
    200,
    TransactionsResponse,
  );
  const balances = expectBody(
    await read(bank, `/v1/accounts/${id}/balances`, consentId, { psuPresent: true }),
    200,
    ReadAccountBalanceResponse,
  );
  return {
    consentId,
    id,
    booked: report.transactions?.booked ?? [],
    balance: balances.balances[0]?.balanceAmount.amount,
  };
}

describe("one ledger: what the batch books is what account information reads", () => {
  it("a SEPA payment settled by the batch is a booked transaction on the debtor account and lowers its balance", async () => {
    const bank = await openBank();
    const { paymentId } = await createApproved(bank, "sepa", sepaPayment());
    expect((await readAccount(bank, PSU.private.brukskonto)).booked).toEqual([]);
    await runBatch(bank);
    const { booked, balance, consentId, id } = await readAccount(bank, PSU.private.brukskonto);
    // 125.50 EUR at 11.50 = 1443.25 NOK, and the 25.00 NOK conversion fee.
    expect(balance).toBe("23531.75");
    const debit = booked.find((t) => t.transactionAmount.amount === "-1443.25");
    expect(debit).toMatchObject({
      bookingDate: TODAY,
      creditorName: "Bäckerei Müller GmbH",
      creditorAccount: { iban: "DE89370400440532013000" },
      remittanceInformationUnstructured: "Invoice 2026-17",
    });
    expect(booked.map((t) => t.transactionAmount.amount).sort()).toEqual(["-1443.25", "-25.00"]);
    expect(bank.sandbox.ctx.store.get("transactions", String(debit?.transactionId))?.paymentId).toBe(
      paymentId,
    );
    const again = await read(bank, `/v1/accounts/${id}/transactions/${debit?.transactionId}`, consentId, {
      psuPresent: true,
    });
    expect(expectBody(again, 200, TransactionDetailsBody).transactionDetails.transactionId).toBe(
      debit?.transactionId,
    );
  });

  it("a rejected payment and a cancelled one change nothing", async () => {
    const bank = await openBank();
    const poor = sepaPayment({ debtorAccount: { iban: ibanOf(PSU.private2.brukskonto), currency: "NOK" } });
    await createApproved(bank, "sepa", poor, PSU.private2);
    const created = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private),
    });
    const { paymentId } = expectBody(created, 201, PaymentCreated);
    expect((await bank.call("DELETE", `${SEPA_PATH}/${paymentId}`)).status).toBe(204);
    await runBatch(bank);
    const rejected = await readAccount(bank, PSU.private2.brukskonto, PSU.private2);
    expect(rejected).toMatchObject({ booked: [], balance: "350.00" });
    const cancelled = await readAccount(bank, PSU.private.brukskonto);
    expect(cancelled).toMatchObject({ booked: [], balance: "25000.00" });
  });

  it("a booked transaction keeps its transactionId across a restart and a fold", async () => {
    dir = mkdtempSync(join(tmpdir(), "ais-ledger-"));
    const data = join(dir, "data.json");
    const first = await openBank({ memory: false, data });
    await createApproved(first, "sepa", sepaPayment());
    await runBatch(first);
    const before = await readAccount(first, PSU.private.brukskonto);
    await first.sandbox.close();
    // A small store folds its journal into the data file when it closes: the ids are read from there.
    const journal = `${data}.journal`;
    expect(existsSync(journal) ? readFileSync(journal, "utf8") : "").toBe("");
    const again = await openBank({ memory: false, data });
    try {
      const query = { bookingStatus: "booked", dateFrom: TODAY };
      const path = `/v1/accounts/${before.id}/transactions`;
      const after = expectBody(
        await read(again, path, before.consentId, { query, psuPresent: true }),
        200,
        TransactionsResponse,
      );
      expect(after.transactions?.booked?.map((t) => t.transactionId)).toEqual(
        before.booked.map((t) => t.transactionId),
      );
    } finally {
      await again.sandbox.close();
    }
  });
});
