import { z } from "zod";
import type { BasketStatus } from "../domain/basket-status.js";
import { type PaymentEvent, transactionStatuses } from "../domain/transitions.js";
import { TppMessage } from "../errors.js";
import type { ChangeCause } from "../payments/model.js";
import { ScaStatus } from "../sca/model.js";
import { Scenario } from "../scenarios/schema.js";

/**
 * GET /__admin/payments/{paymentId} and /__admin/baskets/{basketId} (docs/observability.md): the
 * records as the bank holds them, with their histories. The one source of their shape: the views'
 * types, the OpenAPI document and the contract test read it from here.
 */

/** Every member of a union, checked both ways: the list cannot drift from the type it describes. */
const all =
  <T extends string>() =>
  <const L extends readonly [T, ...T[]]>(
    list: L & ([Exclude<T, L[number]>] extends [never] ? unknown : never),
  ) =>
    list;

const Status = z.enum(transactionStatuses);
const Event = z.enum(
  all<PaymentEvent>()([
    "created",
    "sca-finalised",
    "sca-finalised-future-dated",
    "sca-failed",
    "sca-expired",
    "deleted",
    "cancellation-finalised",
    "due",
    "batch",
    "settled",
    "settlement-rejected",
    "settled-partially",
    "schedule-ended",
  ]),
);
const Cause = z.enum(
  all<ChangeCause>()(["creation", "sca-decision", "sca-expiry", "cancellation", "batch-run"]),
);
const Via = z.enum(["sca-page", "dashboard"]);
const Amount = z.object({ currency: z.string(), amount: z.string() }).strict();
const Redirect = z.object({ ok: z.string(), nok: z.string().optional(), preferred: z.boolean() }).strict();

export const StatusChange = z
  .object({
    at: z.string().describe("The bank's clock"),
    from: z.union([Status, z.literal("NEW")]),
    to: Status,
    event: Event.describe("The transition of the lifecycle table (docs/lifecycle.md)"),
    cause: Cause,
    by: z.string().optional().describe("Who acted: a TPP id, or a PSU (customer number and name)"),
    authorisationId: z.string().optional(),
    batchRunId: z.string().optional(),
    via: Via.optional().describe("Where the PSU decided"),
  })
  .strict();
export type StatusChange = z.infer<typeof StatusChange>;

const Outcome = { transactionStatus: z.enum(["ACSC", "RJCT"]), transactionId: z.string().optional() };

/** The payment record without its history (given beside it). */
export const PaymentFields = z
  .object({
    paymentId: z.string(),
    service: z.enum(["payments", "periodic-payments", "bulk-payments"]),
    product: z.string(),
    tppId: z.string(),
    psuCustomerId: z.string(),
    agreementId: z.string(),
    debtorAccountId: z.string(),
    request: z.record(z.string(), z.unknown()).describe("The creation's body as validated"),
    transactionStatus: Status,
    authorisationIds: z.array(z.string()),
    explicitStart: z.object({ redirect: Redirect, tppName: z.string().optional() }).strict().optional(),
    cancellationAuthorisationIds: z.array(z.string()),
    acceptFixes: z.array(z.string()),
    fee: z.object({ transactionFeeIndicator: z.boolean(), transactionFees: Amount.optional() }).strict(),
    executionDate: z.string(),
    duplicateKey: z.string(),
    createdAt: z.string(),
    statusChangedAt: z.string(),
    basketId: z.string().optional(),
    fundsAvailable: z.boolean().optional(),
    psuMessage: z.string().optional(),
    tppMessages: z.array(TppMessage).optional(),
    settledAt: z.string().optional(),
    bookingDate: z.string().optional(),
    entries: z.array(z.object({ ...Outcome, reason: z.string().optional() }).strict()).optional(),
    executions: z
      .array(
        z
          .object({
            ...Outcome,
            scheduledDate: z.string(),
            date: z.string(),
            amount: Amount,
            fundsAvailable: z.boolean().optional(),
            reason: z.string().optional(),
            executedAt: z.string(),
          })
          .strict(),
      )
      .optional(),
    scenario: Scenario.optional(),
  })
  .strict();

export const Authorisation = z
  .object({
    authorisationId: z.string(),
    kind: z.enum(["payment", "cancellation", "basket", "psu", "consent"]),
    resource: z
      .object({ service: z.string(), product: z.string(), paymentId: z.string() })
      .strict()
      .optional(),
    basketId: z.string().optional(),
    consentId: z.string().optional(),
    tppId: z.string(),
    tppName: z.string().optional(),
    agreementId: z.string().optional(),
    psuCustomerId: z.string(),
    scaStatus: ScaStatus,
    createdAt: z.string(),
    expiresAt: z.string(),
    redirect: Redirect,
    completedAt: z.string().optional(),
    completedBy: z.string().optional().describe("The customerId of the PSU who decided"),
    completedVia: Via.optional(),
    scenario: Scenario.optional(),
  })
  .strict();

export const BookedTransaction = z
  .object({
    transactionId: z.string(),
    accountId: z.string(),
    amountMinor: z.string().describe("Signed integer minor units: negative for money leaving the account"),
    currency: z.string(),
    bookingDate: z.string(),
    valueDate: z.string(),
    counterpartyName: z.string().optional(),
    counterpartyAccount: z.string().optional(),
    remittanceInformationUnstructured: z.string().optional(),
    paymentId: z.string().optional(),
    endToEndId: z.string().optional(),
    createdAt: z.string().optional(),
  })
  .strict();

/** GET /__admin/payments/{paymentId}: the payment, its status history, authorisations and bookings. */
export const PaymentView = z
  .object({
    payment: PaymentFields,
    statusHistory: z.array(StatusChange).describe("Every status change, oldest first"),
    authorisations: z.array(Authorisation),
    transactions: z.array(BookedTransaction).describe("The bookings the payment caused, oldest first"),
  })
  .strict();
export type PaymentView = z.infer<typeof PaymentView>;

const BasketStatusSchema = z.enum(all<BasketStatus>()(["RCVD", "PATC", "ACTC", "RJCT"]));

/** GET /__admin/baskets/{basketId}: the basket, its payments' statuses and its derived status history. */
export const BasketView = z
  .object({
    basket: z
      .object({
        basketId: z.string(),
        tppId: z.string(),
        psuCustomerId: z.string(),
        agreementId: z.string(),
        paymentIds: z.array(z.string()),
        consentIds: z.array(z.string()).optional(),
        authorisationIds: z.array(z.string()),
        createdAt: z.string(),
      })
      .strict(),
    payments: z.array(z.object({ paymentId: z.string(), transactionStatus: Status }).strict()),
    statusHistory: z.array(
      z
        .object({
          at: z.string(),
          from: z.union([BasketStatusSchema, z.literal("NEW")]),
          to: BasketStatusSchema,
          paymentId: z.string().describe("The payment whose change moved the basket's status"),
          change: StatusChange,
        })
        .strict(),
    ),
    authorisations: z.array(Authorisation),
  })
  .strict();
export type BasketView = z.infer<typeof BasketView>;
