import type { SchemaNames } from "../http/operation-rules.js";
import {
  CreateAccountTransactionRequest,
  TransactionListResponse,
  TransactionResponse,
} from "./account-transactions/schema.js";
import {
  AccountResponse,
  Balance,
  CreateAccountRequest,
  UpdateAccountBalanceRequest,
} from "./accounts/schema.js";
import { AgreementRequest } from "./agreements/schema.js";
import { CardAccountResponse, CreateCardAccountRequest } from "./card-accounts/schema.js";
import {
  CardTransactionEntry,
  CardTransactionsResponse,
  CreateCardTransactionsRequest,
} from "./card-transactions/schema.js";
import { CreateCustomerRequest, CustomerListResponse, CustomerResponse } from "./customers/schema.js";
import { ContactRequest, ContactResponse } from "./tpp/schema.js";

/**
 * Names of the sandbox data API's bodies (interface 4.8; the Berlin Group has no file for them), in
 * the Berlin Group's style (docs/decisions.md, "Schema names").
 */
export const testDataSchemaNames: SchemaNames = [
  ["sandboxCustomer", CustomerResponse],
  ["sandboxCustomerList", CustomerListResponse],
  ["sandboxCustomerRequest_json", CreateCustomerRequest],
  ["sandboxAgreementRequest_json", AgreementRequest],
  ["sandboxBalance", Balance],
  ["sandboxAccount", AccountResponse],
  ["sandboxAccountRequest_json", CreateAccountRequest],
  // The account and the card account take the same balance body.
  ["sandboxBalanceRequest_json", UpdateAccountBalanceRequest],
  ["sandboxTransaction", TransactionResponse],
  ["sandboxTransactionList", TransactionListResponse],
  ["sandboxTransactionRequest_json", CreateAccountTransactionRequest],
  ["sandboxCardAccount", CardAccountResponse],
  ["sandboxCardAccountRequest_json", CreateCardAccountRequest],
  ["sandboxCardTransaction", CardTransactionEntry],
  ["sandboxCardTransactionsRequest_json", CreateCardTransactionsRequest],
  ["sandboxCardTransactions", CardTransactionsResponse],
  ["sandboxTppContact", ContactResponse],
  ["sandboxTppContactRequest_json", ContactRequest],
];
