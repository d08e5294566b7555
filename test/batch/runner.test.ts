import { describe, expect, it } from "vitest";
import { BatchRunner, SLICE_CHANGES } from "../../src/batch/runner.js";
import { openBank } from "../helpers/calls.js";

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
});
