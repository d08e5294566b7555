import type { BatchContext, Moved } from "./types.js";

/**
 * Steps every batch run takes before it executes payments, in order. A sweep changes the store
 * synchronously through `moved`/`transition` and reports its moves.
 *
 * HOOK for the SCA engine: `src/sca/expiry.ts` `expireIfDue(ctx, authorisation)` is wired here as a
 * sweep over the open authorisations, so an SCA not finished in time rejects its payment (RCVD ->
 * RJCT) before the run looks for due payments.
 */
export type Sweep = (ctx: BatchContext, now: Date) => Moved[];

export const sweeps: readonly Sweep[] = [];
