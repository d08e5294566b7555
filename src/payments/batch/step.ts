import type { CauseDetails } from "../model.js";
import type { ExecutionReport } from "./standing-orders.js";
import type { BatchContext, Moved } from "./types.js";
import type { BatchView } from "./view.js";

/** What a run gathers beside the status moves: the standing order executions it made. */
export interface RunSoFar {
  executions: ExecutionReport[];
}

/**
 * One step of every batch run over a bank, declared by an interface (`batchSteps`); a run takes the
 * steps of the interfaces' list in its order. A step changes the store through `moved`/`transition`,
 * names the payments it may have changed to the view (`view.forget`: the view would otherwise hand a
 * later step the payment as it held it), yields after each record it handled (so a run may let
 * other requests in between: thousands of SCAs can expire in one run) and returns its moves.
 */
export type BatchStep = (
  ctx: BatchContext,
  now: Date,
  view: BatchView,
  details: CauseDetails,
  run: RunSoFar,
) => Generator<void, Moved[]>;
