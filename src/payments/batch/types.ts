import type { SandboxConfig } from "../../config/schema.js";
import type { TransactionStatus } from "../../domain/transitions.js";
import type { Records } from "../../store/store.js";

/** What a batch step needs: the data and the settings. Time is passed in, never read. */
export interface BatchContext {
  store: Records;
  config: SandboxConfig;
  /** Every bank (tenancy per-tpp); absent, the batch runs over `store` alone. */
  tenancy?: { all(): Records[] };
}

/** One payment's status move in a batch run (from its status before the run to the one after). */
export interface Moved {
  paymentId: string;
  from: TransactionStatus;
  to: TransactionStatus;
}
