import { getAccountBalances } from "../account-information/accounts/account-balances.js";
import { readAccountDetails } from "../account-information/accounts/account-details.js";
import { getTransactionList } from "../account-information/accounts/account-transactions.js";
import { getCardAccountBalances } from "../account-information/accounts/card-account-balances.js";
import { readCardAccountDetails } from "../account-information/accounts/card-account-details.js";
import { getCardAccountTransactionList } from "../account-information/accounts/card-account-transactions.js";
import { getAccountList } from "../account-information/accounts/list-accounts.js";
import { getCardAccountList } from "../account-information/accounts/list-card-accounts.js";
import { getTransactionDetails } from "../account-information/accounts/transaction-details.js";
import { consentAuthorisations } from "../account-information/authorisations.js";
import { createConsentOperation } from "../account-information/create.js";
import { deleteConsent, getConsentInformation, getConsentStatus } from "../account-information/read.js";
import type { Create } from "./explicit.js";
import type { Caller, Headers, Query } from "./tpp-call.js";
import type {
  AccountDetailsResponse,
  AuthorisationList,
  AuthorisationStarted,
  ConsentCreated,
  ConsentCreatedExplicit,
  ConsentInformation,
  ConsentRequest,
  ConsentStatusResponse,
  ScaStatusResponse,
  AccountList,
  CardAccountDetailsResponse,
  CardAccountList,
  CardAccountsTransactionsResponse,
  ReadAccountBalanceResponse,
  ReadCardAccountBalanceResponse,
  TransactionDetailsBody,
  TransactionsQuery,
  TransactionsResponse,
  WithBalanceQuery,
} from "./types.js";

/** A consent, by its creation answer (or anything with its `consentId`) or its id. */
export type ConsentRef = string | { consentId: string };

/**
 * How a read is sent. `psuPresent` (true by default) sends the client's `PSU-IP-Address`: the PSU
 * asked, and the read does not count toward the consent's `frequencyPerDay`; false leaves it out, a
 * read without the PSU (counted, 429 ACCESS_EXCEEDED past the day's limit). `headers` add to or
 * replace the defaults (`x-accept-fix: longer-name`, say).
 */
export interface ReadOptions {
  psuPresent?: boolean;
  headers?: Headers;
}

/** The account and card account reads of account information; each names the consent it reads under. */
export interface AccountReads {
  getAccounts(consent: ConsentRef, options?: ReadOptions & WithBalanceQuery): Promise<AccountList>;
  getAccount(
    consent: ConsentRef,
    accountId: string,
    options?: ReadOptions & WithBalanceQuery,
  ): Promise<AccountDetailsResponse>;
  getBalances(
    consent: ConsentRef,
    accountId: string,
    options?: ReadOptions,
  ): Promise<ReadAccountBalanceResponse>;
  getTransactions(
    consent: ConsentRef,
    accountId: string,
    query: TransactionsQuery,
    options?: ReadOptions,
  ): Promise<TransactionsResponse>;
  getTransaction(
    consent: ConsentRef,
    accountId: string,
    transactionId: string,
    options?: ReadOptions,
  ): Promise<TransactionDetailsBody>;
  getCardAccounts(consent: ConsentRef, options?: ReadOptions & WithBalanceQuery): Promise<CardAccountList>;
  getCardAccount(
    consent: ConsentRef,
    accountId: string,
    options?: ReadOptions & WithBalanceQuery,
  ): Promise<CardAccountDetailsResponse>;
  getCardAccountBalances(
    consent: ConsentRef,
    accountId: string,
    options?: ReadOptions,
  ): Promise<ReadCardAccountBalanceResponse>;
  getCardAccountTransactions(
    consent: ConsentRef,
    accountId: string,
    query: TransactionsQuery,
    options?: ReadOptions,
  ): Promise<CardAccountsTransactionsResponse>;
}

export const consentIdOf = (consent: ConsentRef): string =>
  typeof consent === "string" ? consent : consent.consentId;

/** Consents and their authorisations (Berlin Group), each calling its declaration. */
export interface ConsentApi {
  /**
   * POST /v1/consents for the client's PSU; `headers` add to or replace the defaults, e.g.
   * `{ "X-Sandbox-Scenario": "expires-tomorrow" }`. The answer links `scaRedirect` for
   * `bank.approve(consent, customer)`, or `startAuthorisation` with TPP-Explicit-Authorisation-Preferred: true.
   */
  createConsent: Create<ConsentRequest, ConsentCreated, ConsentCreatedExplicit>;
  getConsent(consent: ConsentRef): Promise<ConsentInformation>;
  getConsentStatus(consent: ConsentRef): Promise<ConsentStatusResponse>;
  /** DELETE: the consent is terminatedByTpp. */
  deleteConsent(consent: ConsentRef): Promise<void>;
  startConsentAuthorisation(consent: ConsentRef, headers?: Headers): Promise<AuthorisationStarted>;
  listConsentAuthorisations(consent: ConsentRef): Promise<AuthorisationList>;
  getConsentAuthorisation(consent: ConsentRef, authorisationId: string): Promise<ScaStatusResponse>;
}

export function consentApi(call: Caller): ConsentApi {
  const params = (consent: ConsentRef) => ({ consentId: consentIdOf(consent) });
  // Every account information operation takes x-accept-fix (empty: no fix adopted).
  const plain = { headers: { "x-accept-fix": "" } };
  return {
    createConsent: ((body: ConsentRequest, headers?: Headers) =>
      call(
        createConsentOperation,
        {},
        { body, headers: call.initiation(headers, true) },
      )) as ConsentApi["createConsent"],
    getConsent: (consent) => call(getConsentInformation, params(consent), plain),
    getConsentStatus: (consent) => call(getConsentStatus, params(consent), plain),
    deleteConsent: (consent) => call(deleteConsent, params(consent), plain),
    startConsentAuthorisation: (consent, headers) =>
      call(consentAuthorisations.start, params(consent), { headers: call.initiation(headers, true) }),
    listConsentAuthorisations: (consent) => call(consentAuthorisations.list, params(consent), plain),
    getConsentAuthorisation: (consent, authorisationId) =>
      call(consentAuthorisations.status, { ...params(consent), authorisationId }, plain),
  };
}

export function accountReads(call: Caller): AccountReads {
  const psuIpAddress = call.initiation()["PSU-IP-Address"] ?? "";
  // A read's headers: the consent, an empty x-accept-fix and, when the PSU is there, its address.
  const sent = (consent: ConsentRef, { psuPresent = true, headers = {} }: ReadOptions = {}) => {
    const defaults: Headers = {
      "Consent-ID": consentIdOf(consent),
      "x-accept-fix": "",
      ...(psuPresent ? { "PSU-IP-Address": psuIpAddress } : {}),
    };
    const given = new Set(Object.keys(headers).map((name) => name.toLowerCase()));
    for (const name of Object.keys(defaults)) if (given.has(name.toLowerCase())) delete defaults[name];
    return { ...defaults, ...headers };
  };
  const read = (consent: ConsentRef, options: ReadOptions & { query?: Query } = {}) => {
    const { query, ...how } = options;
    return { headers: sent(consent, how), ...(query ? { query } : {}) };
  };
  const withBalance = (options: ReadOptions & WithBalanceQuery = {}) => {
    const { withBalance: asked, ...how } = options;
    return asked === undefined ? how : { ...how, query: { withBalance: asked } };
  };
  const id = (accountId: string) => ({ "account-id": accountId });
  return {
    getAccounts: (consent, options) => call(getAccountList, {}, read(consent, withBalance(options))),
    getAccount: (consent, accountId, options) =>
      call(readAccountDetails, id(accountId), read(consent, withBalance(options))),
    getBalances: (consent, accountId, options) =>
      call(getAccountBalances, id(accountId), read(consent, options)),
    getTransactions: (consent, accountId, query, options) =>
      call(getTransactionList, id(accountId), read(consent, { ...options, query })),
    getTransaction: (consent, accountId, transactionId, options) =>
      call(getTransactionDetails, { ...id(accountId), transactionId }, read(consent, options)),
    getCardAccounts: (consent, options) => call(getCardAccountList, {}, read(consent, withBalance(options))),
    getCardAccount: (consent, accountId, options) =>
      call(readCardAccountDetails, id(accountId), read(consent, withBalance(options))),
    getCardAccountBalances: (consent, accountId, options) =>
      call(getCardAccountBalances, id(accountId), read(consent, options)),
    getCardAccountTransactions: (consent, accountId, query, options) =>
      call(getCardAccountTransactionList, id(accountId), read(consent, { ...options, query })),
  };
}
