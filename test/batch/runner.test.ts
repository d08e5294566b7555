import { describe, expect, it } from "vitest";
import { moveClock } from "../../src/batch/clock.js";
import { BatchRunner, batchRunner, SLICE_CHANGES } from "../../src/batch/runner.js";
import { expectStatus, openBank } from "../helpers/calls.js";

describe("BatchRunner slices", () => {
  it.each([
    { changes: 10, pauses: 1 },
    { changes: SLICE_CHANGES * 3, pauses: 3 },
  ])(
    "end once $changes changes are pending, however little time passed ($pauses pauses at least)",
    async ({ changes, pauses }) => {
      const bank = await openBank();
      const runner = new BatchRunner(bank.sandbox.ctx);
      runner.sliceMs = Number.POSITIVE_INFINITY;
      let paused = 0;
      const template = bank.sandbox.ctx.store.values("transactions")[0];
      if (template === undefined) throw new Error("the seed has booked transactions");
      await runner.run(
        function* ({ banks }) {
          const [first] = banks();
          for (let n = 0; n < changes; n++) {
            first?.store.put("transactions", { ...template, transactionId: `slice-test-${n}` });
            yield;
          }
        },
        () => paused++,
      );
      // The last pause is the flush at the end of the job.
      expect(paused).toBeGreaterThanOrEqual(pauses);
      expect(paused).toBeLessThanOrEqual(Math.ceil(changes / SLICE_CHANGES) + 1);
      expect(bank.sandbox.ctx.store.get("transactions", `slice-test-${changes - 1}`)).toBeDefined();
    },
  );

  it("hand a slice's changes to the store before the event loop turns, even while the previous commit is not yet durable", async () => {
    const bank = await openBank();
    const { store } = bank.sandbox.ctx;
    const runner = new BatchRunner(bank.sandbox.ctx);
    runner.sliceMs = 0;
    const template = store.values("transactions")[0];
    if (template === undefined) throw new Error("the seed has booked transactions");
    // A slow disk: each commit takes 5 ms to become durable.
    const sync = store.sync;
    store.sync = () => new Promise((resolve) => setTimeout(resolve, 5));
    let made = -1;
    const unseen: number[] = [];
    // Runs only when the event loop turns: by then every change the job made must be in the store.
    const watch = setInterval(() => {
      if (made >= 0 && store.get("transactions", `slice-test-${made}`) === undefined) unseen.push(made);
    }, 0);
    try {
      await runner.run(function* ({ banks }) {
        const [first] = banks();
        for (let n = 0; n < 64; n++) {
          first?.store.put("transactions", { ...template, transactionId: `slice-test-${n}` });
          made = n;
          yield;
        }
      });
    } finally {
      clearInterval(watch);
      store.sync = sync;
    }
    expect(unseen).toEqual([]);
    expect(store.get("transactions", "slice-test-63")).toBeDefined();
  });
});

describe("A clock move's batch runs", () => {
  it("list the open payments once per bank when nothing else writes, however many slices the move takes", async () => {
    const bank = await openBank({ tenancy: "per-tpp" });
    expectStatus(await bank.call("GET", "/v1/sandbox/customers"), 200); // the TPP's bank exists
    const { ctx } = bank.sandbox;
    batchRunner(ctx).sliceMs = 0;
    const listed: string[] = [];
    // Every bank's store (the sandbox's own and the TPP's), each watched for its lists of payments.
    const stores = ctx.tenancy.all();
    const actives = stores.map((store) => store.active);
    stores.forEach((store, n) => {
      const active = actives[n] as typeof store.active;
      store.active = ((c: Parameters<typeof active>[0]) => {
        if (c === "payments") listed.push(`${c} of bank ${n}`);
        return active(c);
      }) as typeof active;
    });
    try {
      const move = await moveClock(ctx, (now) => new Date(now.getTime() + 365 * 86_400_000));
      expect(move.batchRuns).toBeGreaterThan(1800);
    } finally {
      stores.forEach((store, n) => {
        store.active = actives[n] as typeof store.active;
      });
    }
    const banks = ctx.tenancy.all().length;
    expect(banks).toBe(2);
    expect(listed.sort()).toEqual(["payments of bank 0", "payments of bank 1"]);
  });
});
