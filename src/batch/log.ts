import type { ExecutionReport } from "../payments/batch/standing-orders.js";
import type { Moved } from "../payments/batch/types.js";

/** Who started a batch run: the daily schedule, POST /__admin/batch-runs, or a clock move. */
export type BatchTrigger = "schedule" | "control-api" | "clock-move";

/** One batch run as GET /__admin/batch-runs lists it. */
export interface BatchRunRecord {
  /** Numbers every run of this sandbox process, from 1 up. */
  run: number;
  /** The run's name in the status history of the payments it moved. */
  runId: string;
  ranAt: string;
  trigger: BatchTrigger;
  moved: Moved[];
  executions: ExecutionReport[];
}

/**
 * The batch runs of this sandbox, oldest first, kept in memory: a clock move answers with counts and
 * points here for the details. Bounded by what the runs did (a run counts 1, plus 1 per move and
 * execution): past `capacity` the oldest runs are forgotten, so a long-lived sandbox stays small.
 */
export class BatchLog {
  private readonly runs: BatchRunRecord[] = [];
  private first = 0;
  private size = 0;
  private last = 0;

  constructor(private readonly capacity = 250_000) {}

  add(run: Omit<BatchRunRecord, "run">): BatchRunRecord {
    const record = { run: ++this.last, ...run };
    this.runs.push(record);
    this.size += weight(record);
    while (this.size > this.capacity && this.first < this.runs.length - 1) {
      this.size -= weight(this.runs[this.first] as BatchRunRecord);
      this.first++;
    }
    // Drop forgotten runs from the array now and then, not on every add.
    if (this.first > 4096 && this.first * 2 > this.runs.length) {
      this.runs.splice(0, this.first);
      this.first = 0;
    }
    return record;
  }

  /** The number the next run will get. */
  nextRun(): number {
    return this.last + 1;
  }

  /** Up to `limit` runs numbered above `after`, oldest first, and whether more follow. */
  list(after: number, limit: number): { runs: BatchRunRecord[]; more: boolean } {
    const oldest = this.runs[this.first]?.run ?? this.last + 1;
    const start = this.first + Math.max(0, after + 1 - oldest);
    const runs = this.runs.slice(start, start + limit);
    return { runs, more: start + limit < this.runs.length };
  }
}

const weight = (run: BatchRunRecord) => 1 + run.moved.length + run.executions.length;
