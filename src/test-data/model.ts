/**
 * The test-data API's own record (a TPP's contact); the bank's records it serves are the bank core's
 * (`src/bank/model.ts`), named here too for the code that reads them through this face.
 */
export type {
  AccountRecord,
  AccountStatus,
  Agreement,
  BalanceRecord,
  CardAccountRecord,
  CardBalanceRecord,
  CardTransactionRecord,
  CustomerRecord,
  CustomerType,
  TransactionRecord,
} from "../bank/model.js";

/** The contact e-mail a TPP registered through the sandbox's TPP dialogue operation. */
export interface TppContactRecord {
  tppId: string;
  email: string;
  /** Sandbox clock time of the last registration. */
  updatedAt: string;
}
