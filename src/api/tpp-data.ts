import { createSandboxAccountTransaction } from "../test-data/account-transactions/post.js";
import {
  getSandboxAccountTransaction,
  listSandboxAccountTransactions,
} from "../test-data/account-transactions/list.js";
import { setSandboxAccountBalance } from "../test-data/accounts/balance.js";
import { getSandboxAccount } from "../test-data/accounts/get.js";
import { createSandboxAccount } from "../test-data/accounts/post.js";
import { upsertSandboxAgreement } from "../test-data/agreements/post.js";
import { setSandboxCardAccountBalance } from "../test-data/card-accounts/balance.js";
import { getSandboxCardAccount } from "../test-data/card-accounts/get.js";
import { createSandboxCardAccount } from "../test-data/card-accounts/post.js";
import { listSandboxCardTransactions } from "../test-data/card-transactions/list.js";
import { createSandboxCardTransactions } from "../test-data/card-transactions/post.js";
import { getSandboxCustomer } from "../test-data/customers/get.js";
import { listSandboxCustomers } from "../test-data/customers/list.js";
import { createSandboxCustomer } from "../test-data/customers/post.js";
import { initializeSandbox } from "../test-data/initialize.js";
import { getTppContact, setTppContact } from "../test-data/tpp/contact.js";
import type { Caller } from "./tpp-call.js";
import type {
  AccountResponse,
  AgreementRequest,
  CardAccountResponse,
  CardTransactionsResponse,
  CreateAccountRequest,
  CreateAccountTransactionRequest,
  CreateCardAccountRequest,
  CreateCardTransactionsRequest,
  CreateCustomerRequest,
  CustomerListResponse,
  CustomerResponse,
  TppContactRequest,
  TppContactResponse,
  TransactionListResponse,
  TransactionResponse,
  UpdateAccountBalanceRequest,
  UpdateCardBalanceRequest,
} from "./types.js";

/** The bank's sandbox data API (/v1/sandbox), signed like every other call; each method calls its operation's declaration. */
export interface SandboxDataApi {
  /** POST /v1/sandbox/initialize: back to the default customers. */
  initialize(): Promise<CustomerListResponse>;
  listCustomers(): Promise<CustomerListResponse>;
  getCustomer(customerId: string): Promise<CustomerResponse>;
  createCustomer(body: CreateCustomerRequest): Promise<CustomerResponse>;
  createAgreement(body: AgreementRequest): Promise<CustomerResponse>;
  createAccount(body: CreateAccountRequest): Promise<AccountResponse>;
  getAccount(accountId: string): Promise<AccountResponse>;
  setAccountBalance(accountId: string, body: UpdateAccountBalanceRequest): Promise<AccountResponse>;
  listAccountTransactions(accountId: string): Promise<TransactionListResponse>;
  getAccountTransaction(accountId: string, transactionId: string): Promise<TransactionResponse>;
  createAccountTransaction(
    accountId: string,
    body: CreateAccountTransactionRequest,
  ): Promise<TransactionResponse>;
  createCardAccount(body: CreateCardAccountRequest): Promise<CardAccountResponse>;
  getCardAccount(cardAccountId: string): Promise<CardAccountResponse>;
  setCardAccountBalance(cardAccountId: string, body: UpdateCardBalanceRequest): Promise<CardAccountResponse>;
  listCardTransactions(cardAccountId: string): Promise<CardTransactionsResponse>;
  createCardTransactions(
    cardAccountId: string,
    body: CreateCardTransactionsRequest,
  ): Promise<CardTransactionsResponse>;
  setTppContact(body: TppContactRequest): Promise<TppContactResponse>;
  getTppContact(): Promise<TppContactResponse>;
}

export function sandboxDataApi(call: Caller): SandboxDataApi {
  return {
    initialize: () => call(initializeSandbox),
    listCustomers: () => call(listSandboxCustomers),
    getCustomer: (customerId) => call(getSandboxCustomer, { customerId }),
    createCustomer: (body) => call(createSandboxCustomer, {}, { body }),
    createAgreement: (body) => call(upsertSandboxAgreement, {}, { body }),
    createAccount: (body) => call(createSandboxAccount, {}, { body }),
    getAccount: (accountId) => call(getSandboxAccount, { accountId }),
    setAccountBalance: (accountId, body) => call(setSandboxAccountBalance, { accountId }, { body }),
    listAccountTransactions: (accountId) =>
      call(listSandboxAccountTransactions, { mockAccountId: accountId }),
    getAccountTransaction: (accountId, transactionId) =>
      call(getSandboxAccountTransaction, { mockAccountId: accountId, transactionId }),
    createAccountTransaction: (accountId, body) =>
      call(createSandboxAccountTransaction, { mockAccountId: accountId }, { body }),
    createCardAccount: (body) => call(createSandboxCardAccount, {}, { body }),
    getCardAccount: (cardAccountId) => call(getSandboxCardAccount, { cardAccountId }),
    setCardAccountBalance: (cardAccountId, body) =>
      call(setSandboxCardAccountBalance, { cardAccountId }, { body }),
    listCardTransactions: (cardAccountId) =>
      call(listSandboxCardTransactions, { mockCardAccountId: cardAccountId }),
    createCardTransactions: (cardAccountId, body) =>
      call(createSandboxCardTransactions, { mockCardAccountId: cardAccountId }, { body }),
    setTppContact: (body) => call(setTppContact, {}, { body }),
    getTppContact: () => call(getTppContact),
  };
}
