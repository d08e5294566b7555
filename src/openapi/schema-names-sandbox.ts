import { z } from "zod";
import { AccountStatusAnswer, AccountStatusChange } from "../admin/accounts.js";
import { ClockMoveRequest } from "../admin/clock.js";
import {
  BasketViewAnswer,
  BatchRunAnswer,
  BatchRunsAnswer,
  ClockAnswer,
  ClockMoveAnswer,
  FaultRulesAnswer,
  HealthAnswer,
  JournalEntryAnswer,
  JournalListAnswer,
  PaymentViewAnswer,
  TppListAnswer,
} from "../admin/schema.js";
import { SignAnswer, SignersAnswer, SignRequest } from "../admin/sign.js";
import { FaultRule, FaultRulesRequest } from "../faults/schema.js";
import { ReadinessReport } from "../report/schema.js";
import {
  CreateAccountTransactionRequest,
  TransactionListResponse,
  TransactionResponse,
} from "../test-data/account-transactions/schema.js";
import {
  AccountResponse,
  Balance,
  CreateAccountRequest,
  UpdateAccountBalanceRequest,
} from "../test-data/accounts/schema.js";
import { AgreementRequest } from "../test-data/agreements/schema.js";
import { CardAccountResponse, CreateCardAccountRequest } from "../test-data/card-accounts/schema.js";
import {
  CardTransactionEntry,
  CardTransactionsResponse,
  CreateCardTransactionsRequest,
} from "../test-data/card-transactions/schema.js";
import {
  CreateCustomerRequest,
  CustomerListResponse,
  CustomerResponse,
} from "../test-data/customers/schema.js";
import { ContactRequest, ContactResponse } from "../test-data/tpp/schema.js";
import { ScaPageForm } from "../sca/page/routes.js";

/** The dashboard's forms carry the page's CSRF token (as the dashboard's declarations spell them). */
const csrf = z.object({ csrf: z.string().describe("The CSRF token of the page the form is on") });

/**
 * Names of the bodies the Berlin Group has no file for: the sandbox data API, the control API and the
 * HTML forms, in the Berlin Group's style (docs/decisions.md, "Schema names"). Matched by content like
 * the interface's names (./schema-components.ts).
 */
export const sandboxSchemaNames: readonly (readonly [string, z.ZodType])[] = [
  // Sandbox data API (interface 4.8).
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
  // Control API (/__admin).
  ["adminHealth", HealthAnswer],
  ["adminClock", ClockAnswer],
  ["adminClockMoveRequest_json", ClockMoveRequest],
  ["adminClockMove", ClockMoveAnswer],
  ["adminBatchRun", BatchRunAnswer],
  ["adminBatchRuns", BatchRunsAnswer],
  ["adminAccountStatusRequest_json", AccountStatusChange],
  ["adminAccountStatus", AccountStatusAnswer],
  ["adminTppList", TppListAnswer],
  ["adminFaultRule", FaultRule],
  ["adminFaultRulesRequest_json", FaultRulesRequest],
  ["adminFaultRules", FaultRulesAnswer],
  ["adminRequestList", JournalListAnswer],
  ["adminRequest", JournalEntryAnswer],
  ["adminPayment", PaymentViewAnswer],
  ["adminBasket", BasketViewAnswer],
  ["adminReadinessReport", ReadinessReport],
  ["adminSigners", SignersAnswer],
  ["adminSignRequest_json", SignRequest],
  ["adminSign", SignAnswer],
  // HTML forms (application/x-www-form-urlencoded).
  ["dashboardLoginForm", z.object({ token: z.string(), next: z.string().optional() })],
  ["dashboardCsrfForm", csrf],
  ["dashboardDecisionForm", csrf.extend({ action: z.enum(["approve", "reject"]) })],
  ["dashboardClockForm", csrf.extend(ClockMoveRequest.shape)],
  ["scaPageForm", ScaPageForm],
  // GET /openapi.json, as the document's own declaration describes itself.
  [
    "openApiDocument",
    z.looseObject({ openapi: z.literal("3.1.0"), info: z.looseObject({}), paths: z.looseObject({}) }),
  ],
];
