import { setImmediate as turn } from "node:timers/promises";
import type { SandboxContext, StateKey } from "../context.js";
import { BatchLog, type BatchRunRecord, type BatchTrigger } from "./log.js";
import { bankScope } from "../store/scope.js";
import type { Store } from "../store/store.js";
import { UnitOfWork } from "../store/unit-of-work.js";
import { type BankInRun, batchSteps } from "./run.js";
import { BatchView } from "../payments/batch/view.js";

/**
 * How long batch work holds the event loop before it lets other requests in. Committing the slice's
 * changes comes on top (SLICE_CHANGES bounds it), so another client waits for one slice and its commit.
 */
export const SLICE_MS = 10;

/**
 * A slice also ends once it has changed this many records: committing a record costs more than
 * changing it (an expired SCA and its rejected payment are written as their final JSON), so a slice
 * of expiring SCAs would otherwise commit for several times its own length. Fewer changes per slice
 * make more slices, each waiting for the previous commit's fsync, so a long move takes longer
 * (docs/performance.md has the A/B).
 */
export const SLICE_CHANGES = 1000;

/** What a job works with: the context, the banks as a run sees them now, and the run log. */
export interface SliceTools {
  ctx: SandboxContext;
  /** Every bank (tenancy per-tpp), each through its slice store; ask again for each run. */
  banks(): BankInRun[];
  log: BatchLog;
}

/**
 * Batch runs and clock moves of one sandbox, one at a time (a second waits for the first), each done
 * in slices of about SLICE_MS with the event loop turned in between, so other clients are served
 * during a multi-year clock move. Each slice's changes reach the store as one commit before the loop
 * turns (a unit of work per bank); at each turn `onPause` runs (a clock move saves the clock there).
 *
 * A slice commits as it ends, before anything can await, and the next slice starts once that commit
 * is durable: one slice's commit at most is on its way to the disk. Every answer waits for the fsync
 * of what it could have seen (the pipeline's frame, src/pipeline.ts); without this back-pressure a move would queue
 * commits faster than the disk takes them, and another client's answer would wait for the whole
 * backlog. With it, an answer waits for at most the slice under way and one fsync.
 */
export class BatchRunner {
  readonly log = new BatchLog();
  /** How long a slice holds the event loop (tests set 0 to pause as often as possible). */
  sliceMs = SLICE_MS;
  private tail: Promise<unknown> = Promise.resolve();
  private running = 0;

  constructor(private readonly ctx: SandboxContext) {}

  /** True while a run or a move is under way or waiting. */
  get busy(): boolean {
    return this.running > 0;
  }

  /** Resolves once every job started so far has ended. */
  async idle(): Promise<void> {
    await this.tail;
  }

  /** Runs `steps` after every job before it, in slices. */
  run<T>(steps: (tools: SliceTools) => Generator<void, T>, onPause?: () => void): Promise<T> {
    this.running++;
    const job = this.tail.then(() => this.inSlices(steps, onPause));
    this.tail = job.catch(() => undefined);
    return job.finally(() => {
      this.running--;
    });
  }

  /** One batch run now on the sandbox clock; recorded in the log. */
  runBatch(trigger: BatchTrigger): Promise<BatchRunRecord> {
    return this.run(function* ({ ctx, banks, log }) {
      const result = yield* batchSteps(ctx, ctx.clock.now(), banks());
      return log.add({ ...result, trigger });
    });
  }

  private async inSlices<T>(steps: (tools: SliceTools) => Generator<void, T>, onPause?: () => void) {
    // Each bank's slice works on a unit of work: its changes reach the store as ONE commit holding
    // each changed record once, with its last value, so a record the slice changes many times is
    // journaled once. The batch serves every TPP: past the owner check.
    const slices = new Map<Store, BankInRun & { work: UnitOfWork }>();
    const banks = () =>
      (this.ctx.tenancy?.all() ?? [this.ctx.store]).map((bank) => {
        let slice = slices.get(bank);
        if (slice === undefined) {
          const work = new UnitOfWork(bank);
          slice = { work, store: bankScope(work, bank.model, "").anyOwner(), view: new BatchView(work) };
          slices.set(bank, slice);
        }
        return slice;
      });
    const work = steps({ ctx: this.ctx, banks, log: this.log });
    const changed = () => {
      let n = 0;
      for (const { work } of slices.values()) n += work.pendingChanges;
      return n;
    };
    const pause = () => {
      for (const { work, view } of slices.values()) view.paused(work.flush());
      onPause?.();
    };
    try {
      let started = performance.now();
      for (let step = 1; ; step++) {
        const next = work.next();
        if (next.done) return next.value;
        if (step % 8 === 0 && (performance.now() - started >= this.sliceMs || changed() >= SLICE_CHANGES)) {
          // The slice's changes reach the store before anything can await: until then no other
          // request sees them, and one that changed the same record meanwhile would be overwritten.
          // Then the next slice waits for them to be durable. A failed append is the journal's to
          // report (it logs it, and the answer of the request that started this job waits on it too).
          pause();
          await this.ctx.store.sync().catch(() => undefined);
          await turn();
          started = performance.now();
        }
      }
    } finally {
      pause();
    }
  }
}

const RUNNER: StateKey<BatchRunner> = { name: "batch runner" };

/** The runner of a sandbox (made on first use, kept in the sandbox's state). */
export function batchRunner(ctx: SandboxContext): BatchRunner {
  return ctx.state.of(RUNNER, () => new BatchRunner(ctx));
}
