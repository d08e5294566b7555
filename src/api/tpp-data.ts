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

const S = "/v1/sandbox";

/** The bank's sandbox data API (/v1/sandbox), signed like every other call. */
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
  const id = encodeURIComponent;
  return {
    initialize: () => call("POST", `${S}/initialize`),
    listCustomers: () => call("GET", `${S}/customers`),
    getCustomer: (customerId) => call("GET", `${S}/customers/${id(customerId)}`),
    createCustomer: (body) => call("POST", `${S}/customers`, { body }),
    createAgreement: (body) => call("POST", `${S}/agreements`, { body }),
    createAccount: (body) => call("POST", `${S}/accounts`, { body }),
    getAccount: (accountId) => call("GET", `${S}/accounts/${id(accountId)}`),
    setAccountBalance: (accountId, body) => call("PUT", `${S}/accounts/${id(accountId)}/balance`, { body }),
    listAccountTransactions: (accountId) => call("GET", `${S}/accounts/${id(accountId)}/transactions`),
    getAccountTransaction: (accountId, transactionId) =>
      call("GET", `${S}/accounts/${id(accountId)}/transactions/${id(transactionId)}`),
    createAccountTransaction: (accountId, body) =>
      call("POST", `${S}/accounts/${id(accountId)}/transactions`, { body }),
    createCardAccount: (body) => call("POST", `${S}/card-accounts`, { body }),
    getCardAccount: (cardId) => call("GET", `${S}/card-accounts/${id(cardId)}`),
    setCardAccountBalance: (cardId, body) =>
      call("PUT", `${S}/card-accounts/${id(cardId)}/balance`, { body }),
    listCardTransactions: (cardId) => call("GET", `${S}/card-accounts/${id(cardId)}/transactions`),
    createCardTransactions: (cardId, body) =>
      call("POST", `${S}/card-accounts/${id(cardId)}/transactions`, { body }),
    setTppContact: (body) => call("POST", `${S}/tpp/contact`, { body }),
    getTppContact: () => call("GET", `${S}/tpp/contact`),
  };
}
