import { z } from "zod";
import { AccountAccess, ConsentAccountReference } from "./schema/access.js";
import {
  AccountDetails,
  AccountDetailsResponse,
  AccountList,
  Balance,
  BalanceType,
  CardAccountDetails,
  CardAccountDetailsResponse,
  CardAccountList,
  ReadAccountBalanceResponse,
  ReadCardAccountBalanceResponse,
} from "./schema/accounts.js";
import {
  ConsentCreated,
  ConsentCreatedExplicit,
  ConsentInformation,
  Consents,
  ConsentStatus,
  ConsentStatusResponse,
} from "./schema/consents.js";
import {
  AccountReport,
  CardAccountReport,
  CardAccountsTransactionsResponse,
  CardTransaction,
  Transaction,
  TransactionDetailsBody,
  TransactionsResponse,
} from "./schema/transactions.js";

/**
 * The account information schemas' names in the OpenAPI document, as the Berlin Group's 1.3.12 file
 * names them (the two `{account}` / `{cardAccount}` bodies it declares inline get names of the same
 * kind). The consent's 201 links allow exactly what a payment's do, so the document shows them as
 * the one shared links schema.
 */
export const accountInformationSchemaNames: readonly (readonly [string, z.ZodType])[] = [
  ["consentStatus", ConsentStatus],
  ["accountReferenceConsent", ConsentAccountReference],
  ["accountAccess", AccountAccess],
  ["consents", Consents],
  ["consentsResponse-201_redirect", ConsentCreated],
  ["consentsResponse-201_explicit", ConsentCreatedExplicit],
  ["consentsResponse-201", z.union([ConsentCreated, ConsentCreatedExplicit])],
  ["consentStatusResponse-200", ConsentStatusResponse],
  ["consentInformationResponse-200_json", ConsentInformation],
  ["balanceType", BalanceType],
  ["balance", Balance],
  ["accountDetails", AccountDetails],
  ["accountList", AccountList],
  ["accountDetailsResponse-200", AccountDetailsResponse],
  ["readAccountBalanceResponse-200", ReadAccountBalanceResponse],
  ["cardAccountDetails", CardAccountDetails],
  ["cardAccountList", CardAccountList],
  ["cardAccountDetailsResponse-200", CardAccountDetailsResponse],
  ["readCardAccountBalanceResponse-200", ReadCardAccountBalanceResponse],
  ["transactions", Transaction],
  ["accountReport", AccountReport],
  ["transactionsResponse-200_json", TransactionsResponse],
  ["transactionDetailsBody", TransactionDetailsBody],
  ["cardTransaction", CardTransaction],
  ["cardAccountReport", CardAccountReport],
  ["cardAccountsTransactionsResponse200", CardAccountsTransactionsResponse],
];
