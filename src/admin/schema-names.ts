import { z } from "zod";
import { FaultRule, FaultRulesRequest } from "../faults/schema.js";
import type { SchemaNames } from "../http/operation-rules.js";
import { AccountStatusAnswer, AccountStatusChange } from "./accounts.js";
import { ClockMoveRequest } from "./clock.js";
import { ConsentStatusAnswer, ConsentStatusChange } from "./consents.js";
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
} from "./schema.js";
import { SignAnswer, SignersAnswer, SignRequest } from "./sign.js";

/** The dashboard's forms carry the page's CSRF token (as the dashboard's declarations spell them). */
const csrf = z.object({ csrf: z.string().describe("The CSRF token of the page the form is on") });

/**
 * Names of the control API's bodies and the dashboard's forms (not the bank's; the Berlin Group has no
 * file for them), in the Berlin Group's style (docs/decisions.md, "Schema names").
 */
export const controlSchemaNames: SchemaNames = [
  ["adminHealth", HealthAnswer],
  ["adminClock", ClockAnswer],
  ["adminClockMoveRequest_json", ClockMoveRequest],
  ["adminClockMove", ClockMoveAnswer],
  ["adminBatchRun", BatchRunAnswer],
  ["adminBatchRuns", BatchRunsAnswer],
  ["adminAccountStatusRequest_json", AccountStatusChange],
  ["adminAccountStatus", AccountStatusAnswer],
  ["adminConsentStatusRequest_json", ConsentStatusChange],
  ["adminConsentStatus", ConsentStatusAnswer],
  ["adminTppList", TppListAnswer],
  ["adminFaultRule", FaultRule],
  ["adminFaultRulesRequest_json", FaultRulesRequest],
  ["adminFaultRules", FaultRulesAnswer],
  ["adminRequestList", JournalListAnswer],
  ["adminRequest", JournalEntryAnswer],
  ["adminPayment", PaymentViewAnswer],
  ["adminBasket", BasketViewAnswer],
  ["adminSigners", SignersAnswer],
  ["adminSignRequest_json", SignRequest],
  ["adminSign", SignAnswer],
  // HTML forms (application/x-www-form-urlencoded).
  ["dashboardLoginForm", z.object({ token: z.string(), next: z.string().optional() })],
  ["dashboardCsrfForm", csrf],
  ["dashboardDecisionForm", csrf.extend({ action: z.enum(["approve", "reject"]) })],
  ["dashboardClockForm", csrf.extend(ClockMoveRequest.shape)],
];
