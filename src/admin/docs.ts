import { BatchRunsQuery } from "./batch-runs.js";
import { z } from "zod";
import { defineOperations, type OperationDoc } from "../http/operation-doc.js";
import { AccountStatusAnswer, AccountStatusChange } from "./accounts.js";
import { ClockMoveRequest } from "./clock.js";
import { FaultRulesRequest } from "../faults/schema.js";
import { JournalQuery } from "./requests.js";
import {
  FaultRulesAnswer,
  JournalEntryAnswer,
  JournalListAnswer,
  PaymentViewAnswer,
  BasketViewAnswer,
  BatchRunAnswer,
  ClockAnswer,
  BatchRunsAnswer,
  ClockMoveAnswer,
  HealthAnswer,
  TppListAnswer,
} from "./schema.js";

/** The OpenAPI description of the control API (see src/http/operation-doc.ts). Not the bank's interface. */

/** With tenancy, these act on one TPP's bank (docs/tenancy.md). */
const tppBank = z.object({
  tpp: z.string().optional().describe("A TPP's organisation id: act on its bank only (tenancy)"),
});

function admin(op: Omit<OperationDoc, "tag">): OperationDoc {
  return { tag: "Control API", ...op, errors: ["UNAUTHORIZED", "PAYLOAD_TOO_LARGE", ...(op.errors ?? [])] };
}

export const adminDocs = defineOperations([
  admin({
    operationId: "adminHealth",
    method: "get",
    path: "/__admin/health",
    summary: "Is the sandbox up",
    responses: { 200: { description: "Up, with the bank's clock.", body: HealthAnswer } },
  }),
  admin({
    operationId: "adminReset",
    method: "post",
    path: "/__admin/reset",
    query: tppBank,
    summary: "Back to the default data",
    description: "What POST /v1/sandbox/initialize does, unsigned.",
    responses: { 204: { description: "Reset." } },
  }),
  admin({
    operationId: "adminGetClock",
    method: "get",
    path: "/__admin/clock",
    summary: "Read the bank's clock",
    responses: { 200: { description: "The clock.", body: ClockAnswer } },
  }),
  admin({
    operationId: "adminMoveClock",
    method: "put",
    path: "/__admin/clock",
    summary: "Set or advance the bank's clock",
    description:
      "Exactly one of now (set, forwards or backwards) or advance (an ISO 8601 duration, forwards). Going forward, every batch run in between happens first, in order.",
    body: ClockMoveRequest,
    responses: { 200: { description: "What moved.", body: ClockMoveAnswer } },
    errors: ["FORMAT_ERROR"],
  }),
  admin({
    operationId: "adminRunBatch",
    method: "post",
    path: "/__admin/batch-runs",
    summary: "Run the batch now",
    description: "One of the bank's batch runs, now on the sandbox clock: due payments settle.",
    responses: { 200: { description: "What moved.", body: BatchRunAnswer } },
  }),
  admin({
    operationId: "adminListBatchRuns",
    method: "get",
    path: "/__admin/batch-runs",
    query: BatchRunsQuery,
    summary: "List the batch runs made so far",
    description:
      "Oldest first, each with who started it (schedule, control-api, clock-move), its moves and its executions; a page at a time (_links.next).",
    responses: { 200: { description: "A page of runs.", body: BatchRunsAnswer } },
    errors: ["FORMAT_ERROR"],
  }),
  admin({
    operationId: "adminSetAccountStatus",
    method: "put",
    path: "/__admin/accounts/{account}/status",
    query: tppBank,
    summary: "Block, close or re-enable an account",
    params: z.object({ account: z.string().describe("accountId or the 11-digit account number (bban)") }),
    body: AccountStatusChange,
    responses: { 200: { description: "The account as it now stands.", body: AccountStatusAnswer } },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN"],
  }),
  admin({
    operationId: "adminListTpps",
    method: "get",
    path: "/__admin/tpps",
    summary: "The TPPs seen and their pinned keys",
    responses: { 200: { description: "Oldest first.", body: TppListAnswer } },
  }),
  admin({
    operationId: "adminForgetTpp",
    method: "delete",
    path: "/__admin/tpps/{organisationId}",
    summary: "Forget a TPP (key rotation)",
    description:
      "In trust mode pinned, the organisation's next certificate binds its key anew. Its payments stay.",
    params: z.object({ organisationId: z.string().describe("The certificate's organizationIdentifier") }),
    responses: { 204: { description: "Forgotten." } },
    errors: ["RESOURCE_UNKNOWN"],
  }),
  admin({
    operationId: "adminSetFaults",
    method: "put",
    path: "/__admin/faults",
    summary: "Inject faults: errors and latency on matching requests",
    description:
      "Replaces the fault rules (docs/faults.md). A request a rule hits waits latencyMs, then gets the rule's status (500, 503 or 429 with the Error object) instead of the bank's answer, or goes on (latency only). The control API is never faulted.",
    body: FaultRulesRequest,
    responses: { 200: { description: "The rules now in force.", body: FaultRulesAnswer } },
    errors: ["FORMAT_ERROR"],
  }),
  admin({
    operationId: "adminListFaults",
    method: "get",
    path: "/__admin/faults",
    summary: "The fault rules, with their hits",
    responses: { 200: { description: "The rules.", body: FaultRulesAnswer } },
  }),
  admin({
    operationId: "adminClearFaults",
    method: "delete",
    path: "/__admin/faults",
    summary: "Clear the fault rules",
    responses: { 204: { description: "Cleared." } },
  }),
  admin({
    operationId: "adminListRequests",
    method: "get",
    path: "/__admin/requests",
    summary: "The request journal, newest first",
    description: "Every request to /v1, /sca and /__admin, with why it was refused (docs/observability.md).",
    query: JournalQuery,
    responses: { 200: { description: "The requests that match.", body: JournalListAnswer } },
    errors: ["FORMAT_ERROR"],
  }),
  admin({
    operationId: "adminGetRequest",
    method: "get",
    path: "/__admin/requests/{xRequestId}",
    summary: "One request of the journal, with its signature diagnosis",
    params: z.object({ xRequestId: z.string().describe("The request's X-Request-ID") }),
    responses: { 200: { description: "The request.", body: JournalEntryAnswer } },
    errors: ["RESOURCE_UNKNOWN"],
  }),
  admin({
    operationId: "adminClearRequests",
    method: "delete",
    path: "/__admin/requests",
    summary: "Empty the request journal",
    responses: { 204: { description: "Emptied." } },
  }),
  admin({
    operationId: "adminGetPayment",
    method: "get",
    path: "/__admin/payments/{paymentId}",
    summary: "A payment with its status history, authorisations and bookings",
    params: z.object({ paymentId: z.string() }),
    responses: { 200: { description: "The payment, whichever TPP made it.", body: PaymentViewAnswer } },
    errors: ["RESOURCE_UNKNOWN"],
  }),
  admin({
    operationId: "adminGetBasket",
    method: "get",
    path: "/__admin/baskets/{basketId}",
    summary: "A signing basket with its status history and payments",
    params: z.object({ basketId: z.string() }),
    responses: { 200: { description: "The basket.", body: BasketViewAnswer } },
    errors: ["RESOURCE_UNKNOWN"],
  }),
]);
