import { model } from "../collections.js";
import { PendingStore } from "../store/pending.js";
import type { Store } from "../store/store.js";

/**
 * The store as one slice of batch work sees it (`PendingStore`): the slice's changes reach the real
 * store as ONE commit holding each changed record once, with its last value. A standing order's
 * record carries all its executions, so committing it per execution journals it again and again
 * (over a long clock move, enough to overflow the journal writer's string); per slice it is written
 * once. The slice flushes before the event loop turns.
 */
export class SliceStore extends PendingStore {
  constructor(base: Store) {
    super(base, model);
  }
}
