import { bankOwned } from "../store/registry.js";
import { cardTransactionKey } from "./key.js";
import type {
  AccountRecord,
  CardAccountRecord,
  CardTransactionRecord,
  CustomerRecord,
  TransactionRecord,
} from "./model.js";

/**
 * The bank core's collections, each with how a record's id is derived; the sandbox's registry
 * (`src/collections.ts`) puts them first, in this order, which is their order in the data file.
 */
export const bankCollections = {
  customers: bankOwned((r: CustomerRecord) => r.customerId),
  accounts: bankOwned((r: AccountRecord) => r.accountId),
  transactions: bankOwned((r: TransactionRecord) => r.transactionId),
  cardAccounts: bankOwned((r: CardAccountRecord) => r.cardAccountId),
  cardTransactions: bankOwned((r: CardTransactionRecord) =>
    cardTransactionKey(r.cardAccountId, r.entry.cardTransactionId),
  ),
};
