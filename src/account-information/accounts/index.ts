import type { Operation } from "../../http/operation.js";
import { getAccountBalances } from "./account-balances.js";
import { readAccountDetails } from "./account-details.js";
import { getTransactionList } from "./account-transactions.js";
import { getCardAccountBalances } from "./card-account-balances.js";
import { readCardAccountDetails } from "./card-account-details.js";
import { getCardAccountTransactionList } from "./card-account-transactions.js";
import { getAccountList } from "./list-accounts.js";
import { getCardAccountList } from "./list-card-accounts.js";
import { getTransactionDetails } from "./transaction-details.js";

/** The account and card account reads, in the order the router tries them (fixed paths first). */
export const accountReadOperations: readonly Operation[] = [
  getAccountList,
  readAccountDetails,
  getAccountBalances,
  getTransactionList,
  getTransactionDetails,
  getCardAccountList,
  readCardAccountDetails,
  getCardAccountBalances,
  getCardAccountTransactionList,
];
