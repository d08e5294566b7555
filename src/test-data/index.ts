import type { Operation } from "../http/operation.js";
import { createSandboxAccountTransaction } from "./account-transactions/post.js";
import { getSandboxAccountTransaction, listSandboxAccountTransactions } from "./account-transactions/list.js";
import { setSandboxAccountBalance } from "./accounts/balance.js";
import { getSandboxAccount } from "./accounts/get.js";
import { createSandboxAccount } from "./accounts/post.js";
import { upsertSandboxAgreement } from "./agreements/post.js";
import { setSandboxCardAccountBalance } from "./card-accounts/balance.js";
import { getSandboxCardAccount } from "./card-accounts/get.js";
import { createSandboxCardAccount } from "./card-accounts/post.js";
import { listSandboxCardTransactions } from "./card-transactions/list.js";
import { createSandboxCardTransactions } from "./card-transactions/post.js";
import { getSandboxCustomer } from "./customers/get.js";
import { listSandboxCustomers } from "./customers/list.js";
import { createSandboxCustomer } from "./customers/post.js";
import { initializeSandbox } from "./initialize.js";
import { getTppContact, setTppContact } from "./tpp/contact.js";

/** The bank's sandbox mock-data API (signed like every other call). */
export const sandboxOperations: readonly Operation[] = [
  initializeSandbox,
  listSandboxCustomers,
  createSandboxCustomer,
  getSandboxCustomer,
  upsertSandboxAgreement,
  createSandboxAccount,
  getSandboxAccount,
  setSandboxAccountBalance,
  createSandboxAccountTransaction,
  listSandboxAccountTransactions,
  getSandboxAccountTransaction,
  createSandboxCardAccount,
  getSandboxCardAccount,
  setSandboxCardAccountBalance,
  createSandboxCardTransactions,
  listSandboxCardTransactions,
  setTppContact,
  getTppContact,
];
