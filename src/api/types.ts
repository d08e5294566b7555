/**
 * TypeScript types of every request and answer body, derived from the zod schemas the sandbox
 * validates with (z.input for what a TPP sends, z.infer for what it gets back), so they cannot drift.
 * Type-only imports: nothing here loads a schema at run time.
 */
import type { z } from "zod";
import type { BatchResult } from "../batch/run.js";
import type { ClockMove } from "../batch/clock.js";
import type { BatchRunRecord } from "../batch/log.js";
import type * as Baskets from "../baskets/schema.js";
import type { PaymentRecord, PeriodicExecution } from "../payments/model.js";
import type * as Responses from "../payments/schema/responses.js";
import type * as Sca from "../sca/schema.js";
import type * as AccountTx from "../test-data/account-transactions/schema.js";
import type * as Accounts from "../test-data/accounts/schema.js";
import type * as Agreements from "../test-data/agreements/schema.js";
import type * as CardAccounts from "../test-data/card-accounts/schema.js";
import type * as CardTx from "../test-data/card-transactions/schema.js";
import type * as Customers from "../test-data/customers/schema.js";
import type * as Tpp from "../test-data/tpp/schema.js";

type In<S extends z.ZodType> = z.input<S>;
type Out<S extends z.ZodType> = z.infer<S>;

// Payment initiation: requests
export type SepaPaymentRequest = In<typeof import("../payments/schema/sepa.js").SepaPayment>;
export type DomesticPaymentRequest = In<typeof import("../payments/schema/domestic.js").DomesticPayment>;
export type PeriodicPaymentRequest = In<typeof import("../payments/schema/periodic.js").PeriodicPayment>;
export type BulkPaymentRequest = In<typeof import("../payments/schema/bulk.js").BulkPayment>;
export type FeeInformationRequest = In<
  typeof import("../payments/schema/fee-information.js").FeeInformationRequest
>;
export type SigningBasketRequest = In<typeof Baskets.CreateBasketBody>;

// Payment initiation: answers
export type TransactionStatus = Out<typeof Responses.TransactionStatus>;
export type PaymentCreated = Out<typeof Responses.PaymentCreated>;
/** The creation's answer when the TPP preferred an explicit start: `startAuthorisation`, no `scaRedirect`. */
export type PaymentCreatedExplicit = Out<typeof Responses.PaymentCreatedExplicit>;
export type PaymentStatusResponse = Out<typeof Responses.PaymentStatusResponse>;
export type CancellationStarted = Out<typeof Responses.CancellationStarted>;
export type FeeInformationResponse = Out<typeof Responses.FeeInformationResponse>;
/** GET of a payment: the request as sent, its status, and what the batch did with it. */
export type PaymentRead = (
  | SepaPaymentRequest
  | DomesticPaymentRequest
  | PeriodicPaymentRequest
  | BulkPaymentRequest
) & {
  transactionStatus: TransactionStatus;
  entries?: NonNullable<PaymentRecord["entries"]>;
  executions?: PeriodicExecution[];
};
export type SigningBasketCreated = Out<typeof Baskets.BasketCreated>;
export type SigningBasketRead = Out<typeof Baskets.BasketRead>;
export type SigningBasketStatusResponse = Out<typeof Baskets.BasketStatusResponse>;
export type AuthorisationList = Out<typeof Sca.AuthorisationList>;
export type ScaStatusResponse = Out<typeof Sca.ScaStatusResponse>;
export type AuthorisationStarted = Out<typeof Sca.AuthorisationStarted>;
export type ScaChallenge = Out<typeof Sca.ScaChallengeBody>;

// Account information: requests, queries and answers (the Berlin Group's schemas)
type AiConsents = typeof import("../account-information/schema/consents.js");
type AiAccounts = typeof import("../account-information/schema/accounts.js");
type AiTransactions = typeof import("../account-information/schema/transactions.js");
type AiQueries = typeof import("../account-information/schema/queries.js");
export type ConsentRequest = In<AiConsents["Consents"]>;
export type ConsentCreated = Out<AiConsents["ConsentCreated"]>;
/** The creation's answer when the TPP preferred an explicit start: `startAuthorisation`, no `scaRedirect`. */
export type ConsentCreatedExplicit = Out<AiConsents["ConsentCreatedExplicit"]>;
export type ConsentInformation = Out<AiConsents["ConsentInformation"]>;
export type ConsentStatusResponse = Out<AiConsents["ConsentStatusResponse"]>;
export type AccountList = Out<AiAccounts["AccountList"]>;
export type AccountDetailsResponse = Out<AiAccounts["AccountDetailsResponse"]>;
export type ReadAccountBalanceResponse = Out<AiAccounts["ReadAccountBalanceResponse"]>;
export type CardAccountList = Out<AiAccounts["CardAccountList"]>;
export type CardAccountDetailsResponse = Out<AiAccounts["CardAccountDetailsResponse"]>;
export type ReadCardAccountBalanceResponse = Out<AiAccounts["ReadCardAccountBalanceResponse"]>;
export type TransactionsResponse = Out<AiTransactions["TransactionsResponse"]>;
export type TransactionDetailsBody = Out<AiTransactions["TransactionDetailsBody"]>;
export type CardAccountsTransactionsResponse = Out<AiTransactions["CardAccountsTransactionsResponse"]>;
/**
 * `bookingStatus` (booked, pending, both), `dateFrom` (unless `entryReferenceFrom`), `dateTo`,
 * `entryReferenceFrom`, `withBalance`, `offset`, `limit`: the schema's strings, the flags and numbers as such.
 */
export type TransactionsQuery = Omit<
  In<AiQueries["TransactionsQuery"]>,
  "bookingStatus" | "withBalance" | "offset" | "limit"
> & {
  bookingStatus: import("../account-information/schema/queries.js").BookingStatus;
  withBalance?: boolean;
  offset?: number;
  limit?: number;
};
export type WithBalanceQuery = { withBalance?: boolean };

// The sandbox data API
export type CustomerResponse = Out<typeof Customers.CustomerResponse>;
export type CustomerListResponse = Out<typeof Customers.CustomerListResponse>;
export type CreateCustomerRequest = In<typeof Customers.CreateCustomerRequest>;
export type AgreementRequest = In<typeof Agreements.AgreementRequest>;
export type AccountResponse = Out<typeof Accounts.AccountResponse>;
export type CreateAccountRequest = In<typeof Accounts.CreateAccountRequest>;
export type UpdateAccountBalanceRequest = In<typeof Accounts.UpdateAccountBalanceRequest>;
export type TransactionResponse = Out<typeof AccountTx.TransactionResponse>;
export type TransactionListResponse = Out<typeof AccountTx.TransactionListResponse>;
export type CreateAccountTransactionRequest = In<typeof AccountTx.CreateAccountTransactionRequest>;
export type CardAccountResponse = Out<typeof CardAccounts.CardAccountResponse>;
export type CreateCardAccountRequest = In<typeof CardAccounts.CreateCardAccountRequest>;
export type UpdateCardBalanceRequest = In<typeof CardAccounts.UpdateCardBalanceRequest>;
export type CreateCardTransactionsRequest = In<typeof CardTx.CreateCardTransactionsRequest>;
export type CardTransactionsResponse = Out<typeof CardTx.CardTransactionsResponse>;
export type TppContactRequest = In<typeof Tpp.ContactRequest>;
export type TppContactResponse = Out<typeof Tpp.ContactResponse>;

// The control API (/__admin)
export type FaultRuleInput = In<typeof import("../faults/schema.js").FaultRule>;
export type { ActiveFault } from "../faults/schema.js";
export type { AccountStatusAnswer } from "../admin/accounts.js";
export type { TppRecord as TppRegistration } from "../trust/model.js";
export type { RequestLogEntry as JournalEntry } from "../request-log/schema.js";
export type RequestFilter = In<typeof import("../admin/requests.js").JournalQuery>;
/** How many requests the journal holds, how many match the filter, and those (newest first). */
export type RequestList = import("../request-log/schema.js").RequestLogList;
export type ReadinessReport = import("../report/schema.js").ReadinessReport;
export type ReportRequest = In<typeof import("../report/schema.js").ReportQuery>;
export type PaymentExplained = import("../admin/views.js").PaymentView;
export type BasketExplained = import("../admin/views.js").BasketView;
export type BatchRun = BatchResult;
export type ClockMoved = ClockMove & {
  offsetMs: number;
  timeZone: string;
  /** Where each run of the move is listed: GET /__admin/batch-runs from its first run. */
  _links: { batchRuns: { href: string } };
};
/** A page of GET /__admin/batch-runs: the runs oldest first, and the next page while more follow. */
export interface BatchRunsPage {
  batchRuns: BatchRunRecord[];
  _links: { next?: { href: string } };
}
export interface ClockState {
  now: string;
  offsetMs: number;
  timeZone: string;
}
export interface Health {
  status: "UP";
  now: string;
  customers: number;
}
export type { ConsentStatusAnswer } from "../admin/consents.js";
