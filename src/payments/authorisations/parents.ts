import type { RecordsContext } from "../../context.js";
import { allowed } from "../../domain/transitions.js";
import { apiError } from "../../errors.js";
import type { AuthorisationKind, AuthorisationRecord } from "../../sca/model.js";
import { authorisationOperations } from "../../sca/index.js";
import type { AuthorisationParent } from "../../sca/parent.js";
import { newAuthorisation, putAuthorisation } from "../../sca/service.js";
import { type StartRequest, startTargets } from "../../sca/start.js";
import { refuseCancellation } from "../cancellation.js";
import { putPayment } from "../lifecycle.js";
import { paymentPath } from "../links.js";
import { paymentAt } from "../lookup.js";
import { type PaymentRecord, waitsForBasket } from "../model.js";
import { paymentById, paymentPathParams } from "../operation-parts.js";
import { expirePaymentScas } from "./expiry.js";

type PaymentAuthorisationKind = Extract<AuthorisationKind, "payment" | "cancellation">;

/** Whether the payment is where an authorisation of `kind` can still move it; else the error. */
function checkStartable(payment: PaymentRecord, kind: PaymentAuthorisationKind): void {
  const status = payment.transactionStatus;
  if (kind === "payment") {
    if (waitsForBasket(payment)) {
      throw apiError(
        "STATUS_INVALID",
        `the payment is in signing basket ${payment.basketId}: authorise it through the basket (POST /v1/signing-baskets/${payment.basketId}/authorisations), or delete the basket first`,
        "paymentId",
      );
    }
    if (status === "RCVD") return;
    throw apiError(
      "STATUS_INVALID",
      `the payment is ${status}: its SCA is already decided, so no new authorisation can be started`,
      "paymentId",
    );
  }
  if (allowed(status, "cancellation-finalised")) return;
  if (status === "RCVD") {
    throw apiError(
      "STATUS_INVALID",
      "the payment is not authorised yet: DELETE it to cancel it at once, with no authorisation",
      "paymentId",
    );
  }
  refuseCancellation(status);
}

function idsOf(payment: PaymentRecord, kind: PaymentAuthorisationKind): readonly string[] {
  return kind === "payment" ? payment.authorisationIds : payment.cancellationAuthorisationIds;
}

/** A payment created with no authorisation: its creation's redirect targets and TPP name stand in for the first authorisation's. */
function withCreationDefaults(request: StartRequest, payment: PaymentRecord): StartRequest {
  const defaults = payment.explicitStart;
  if (!defaults) return request;
  return { redirect: request.redirect ?? defaults.redirect, tppName: request.tppName ?? defaults.tppName };
}

/**
 * An explicit start (docs/decisions.md#sca, "Explicit start"): only while the payment can still move
 * that way — RCVD for a payment SCA; authorised and not executed for a cancellation — judged after its
 * overdue SCAs expired.
 */
function start(
  ctx: RecordsContext,
  stored: PaymentRecord,
  kind: PaymentAuthorisationKind,
  request: StartRequest,
): AuthorisationRecord {
  const payment = expirePaymentScas(ctx, stored);
  checkStartable(payment, kind);
  const authorisation = newAuthorisation(ctx, {
    kind,
    resource: { service: payment.service, product: payment.product, paymentId: payment.paymentId },
    tppId: payment.tppId,
    psuCustomerId: payment.psuCustomerId,
    ...startTargets(ctx.store, withCreationDefaults(request, payment), payment.authorisationIds[0]),
  });
  const ids = [...idsOf(payment, kind), authorisation.authorisationId];
  const updated: PaymentRecord =
    kind === "payment"
      ? { ...payment, authorisationIds: ids }
      : { ...payment, cancellationAuthorisationIds: ids };
  ctx.store.commit([putAuthorisation(authorisation), putPayment(updated)]);
  return authorisation;
}

const lookupErrors = ["RESOURCE_UNKNOWN", "PRODUCT_UNKNOWN", "PRODUCT_INVALID"] as const;

/** The OpenAPI operations of one kind (their handlers are SCA's routes, src/sca/index.ts). */
function operations(kind: PaymentAuthorisationKind): AuthorisationParent<PaymentRecord>["operations"] {
  const [id, words] =
    kind === "payment"
      ? ["PaymentAuthorisation", "payment authorisation"]
      : ["CancellationAuthorisation", "cancellation authorisation"];
  return {
    start: {
      operationId: `start${id}`,
      summary: `Start a ${words}`,
      description:
        kind === "payment"
          ? "Berlin Group explicit start: a new authorisation while the payment is RCVD. The body is optional."
          : "Berlin Group explicit start: a new cancellation authorisation while the payment is authorised and not executed.",
      errors: [...lookupErrors, "STATUS_INVALID", "CANCELLATION_INVALID", "ROLE_INVALID"],
    },
    list: {
      operationId: `list${id}s`,
      summary: `List a payment's ${words}s`,
      errors: [...lookupErrors, "ROLE_INVALID"],
    },
    status: {
      operationId: `get${id}Status`,
      summary: `Read a ${words}'s SCA status`,
      errors: [...lookupErrors, "ROLE_INVALID"],
    },
  };
}

function parent<S extends string>(
  kind: PaymentAuthorisationKind,
  segment: S,
): AuthorisationParent<PaymentRecord, typeof paymentById.path, S> {
  return {
    path: paymentById.route,
    doc: { path: paymentById.path, params: paymentPathParams, tag: "Payment authorisations" },
    operations: operations(kind),
    segment,
    noun: "payment",
    find: paymentAt,
    href: paymentPath,
    authorisationIds: (payment) => idsOf(payment, kind),
    start: (ctx, payment, request) => start(ctx, payment, kind, request),
  };
}

/** A payment's two authorisation sub-resources, its SCA and its cancellation's: their operations. */
export const paymentAuthorisations = authorisationOperations(parent("payment", "authorisations"));
export const cancellationAuthorisations = authorisationOperations(
  parent("cancellation", "cancellation-authorisations"),
);
