import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runBatch } from "../../src/batch/run.js";
import { loadConfig } from "../../src/config/load.js";
import { authorisePayment } from "../../src/payments/lifecycle.js";
import { createSandbox } from "../../src/create-sandbox.js";
import { memoryStore } from "../store/helpers.js";
import { createApproved } from "../helpers/approve.js";
import { NOW, openBank } from "../helpers/calls.js";
import { bulkEntry, bulkPayment, periodicPayment, sepaPayment } from "../helpers/payments.js";
import { tempDir } from "../store/helpers.js";
import { paymentKind } from "../helpers/records.js";

describe("runBatch(ctx, now)", () => {
  it("is deterministic: the same store and now give the same result and the same data", async () => {
    const bank = await openBank();
    await createApproved(bank, "sepa", sepaPayment());
    await createApproved(bank, "bulk", bulkPayment({ requestedExecutionDate: "2026-03-02" }));
    await createApproved(bank, "periodic", periodicPayment({ startDate: "2026-03-02", dayOfExecution: "2" }));
    const { config, store } = bank.sandbox.ctx;
    const copy = { config, store: memoryStore(store.dump()) };
    const at = new Date(NOW.getTime() + 3600_000);
    const first = runBatch(bank.sandbox.ctx, at);
    const second = runBatch(copy, at);
    expect(second).toEqual(first);
    expect(first.moved).toHaveLength(2);
    expect(first.executions).toHaveLength(1);
    expect(copy.store.dump()).toEqual(store.dump());
  });

  it("runs the sweeps first and reports their moves", async () => {
    const bank = await openBank();
    // biome-ignore lint/correctness/useYield: a sweep with nothing to pause for
    const sweep = function* () {
      return [{ paymentId: "x", from: "RCVD" as const, to: "RJCT" as const }];
    };
    expect(runBatch(bank.sandbox.ctx, NOW, [sweep]).moved).toEqual([
      { paymentId: "x", from: "RCVD", to: "RJCT" },
    ]);
  });

  it("a settlement survives a restart of a journaled store (one journal entry per payment)", async () => {
    const dir = await tempDir();
    const config = loadConfig({ file: false, flags: { data: join(dir, "store.json"), logLevel: "silent" } });
    const sandbox = await createSandbox(config);
    sandbox.ctx.clock.set(NOW);
    const { store } = sandbox.ctx;
    const debtor = store.values("accounts").find((a) => a.bban === "97101133161");
    if (!debtor) throw new Error("fixture account missing");
    // A bulk payment record made directly, so this test needs no HTTP.
    const payment = {
      paymentId: "bulk-restart-test-000001",
      ...paymentKind("bulk-payments", { payments: [bulkEntry(), bulkEntry()] }),
      tppId: "tpp",
      psuCustomerId: debtor.ownerCustomerId,
      agreementId: "969355165",
      debtorAccountId: debtor.accountId,
      transactionStatus: "RCVD" as const,
      authorisationIds: [],
      cancellationAuthorisationIds: [],
      acceptFixes: [],
      fee: { transactionFeeIndicator: false },
      executionDate: "2026-03-02",
      duplicateKey: "k",
      createdAt: NOW.toISOString(),
      statusChangedAt: NOW.toISOString(),
    };
    store.put("payments", payment);
    authorisePayment(sandbox.ctx, payment);
    runBatch(sandbox.ctx, NOW);
    await store.sync();
    await sandbox.close();
    const reopened = await createSandbox(config);
    try {
      const after = reopened.ctx.store.get("payments", payment.paymentId);
      expect(after?.transactionStatus).toBe("ACSC");
      expect(reopened.ctx.store.get("accounts", debtor.accountId)?.balanceMinor).toBe(
        (BigInt(debtor.balanceMinor) - 8_400_000n).toString(),
      );
      const booked = reopened.ctx.store
        .values("transactions")
        .filter((t) => t.paymentId === payment.paymentId);
      expect(booked).toHaveLength(4); // two debits, two credits to the sandbox creditors
    } finally {
      await reopened.close();
    }
  });
});
