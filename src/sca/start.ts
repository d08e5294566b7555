import type { Context, Hono } from "hono";
import type { SandboxContext } from "../context.js";
import { allowed } from "../domain/transitions.js";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { type HeaderTable, requireHeaders } from "../http/headers.js";
import { type Link, link } from "../http/links.js";
import { jsonBody, parseWith } from "../http/validate.js";
import { refuseCancellation } from "../payments/cancellation.js";
import { putPayment } from "../payments/lifecycle.js";
import { paymentPath } from "../payments/links.js";
import { psuRequest } from "../psu/middleware.js";
import type { RedirectTargets } from "../psu/redirect.js";
import { scaRedirect } from "./links.js";
import { paymentAt } from "../payments/lookup.js";
import type { PaymentRecord } from "../payments/model.js";
import { SERVICE_PARAM } from "../payments/products.js";
import { expirePaymentScas } from "./expiry.js";
import { authorisationIdsOf, kinds, type PaymentAuthorisationKind } from "./kinds.js";
import type { AuthorisationRecord } from "./model.js";

import { type AuthorisationStarted, StartAuthorisationBody } from "./schema.js";
import { newAuthorisation, putAuthorisation } from "./service.js";

/**
 * Berlin Group start*Authorisation headers this bank reads (all optional; formats checked), for
 * payments, cancellations and signing baskets alike.
 */
export const startHeaders: HeaderTable = {
  "PSU-ID": "O",
  "PSU-Corporate-ID": "O",
  "PSU-IP-Address": "O",
  "TPP-Redirect-URI": "O",
  "TPP-Nok-Redirect-URI": "O",
  "TPP-Redirect-Preferred": "O",
};

/** Whether the payment is where an authorisation of `kind` can still move it; else the error. */
function checkStartable(payment: PaymentRecord, kind: PaymentAuthorisationKind): void {
  const status = payment.transactionStatus;
  if (kind === "payment") {
    if (status === "RCVD" && payment.basketId !== undefined) {
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

/** An explicit start's body is optional (Berlin Group: PSU data only); when sent, it must be valid. */
export function checkStartBody<E extends AppEnv>(c: Context<E>): void {
  const raw = c.get("rawBody");
  if (!raw || new TextDecoder().decode(raw).trim() === "") return;
  parseWith(StartAuthorisationBody, jsonBody(c));
}

/** What an explicit start takes from its request: where the PSU goes back to, the TPP's name. */
export interface StartRequest {
  redirect: RedirectTargets | undefined;
  tppName: string | undefined;
}

function start(
  ctx: SandboxContext,
  payment: PaymentRecord,
  kind: PaymentAuthorisationKind,
  request: StartRequest,
) {
  const first = ctx.store.get("authorisations", payment.authorisationIds[0] ?? "");
  const redirect = request.redirect ?? first?.redirect;
  if (!redirect) {
    throw apiError("HTTP_HEADER_REQUIRED", "TPP-Redirect-URI is required", "TPP-Redirect-URI");
  }
  const authorisation = newAuthorisation(ctx, {
    kind,
    resource: { service: payment.service, product: payment.product, paymentId: payment.paymentId },
    tppId: payment.tppId,
    tppName: request.tppName ?? first?.tppName,
    psuCustomerId: payment.psuCustomerId,
    redirect,
  });
  const ids = [...authorisationIdsOf(payment, kind), authorisation.authorisationId];
  const updated: PaymentRecord =
    kind === "payment"
      ? { ...payment, authorisationIds: ids }
      : { ...payment, cancellationAuthorisationIds: ids };
  ctx.store.commit([putAuthorisation(authorisation), putPayment(updated)]);
  return authorisation;
}

/**
 * POST .../authorisations and .../cancellation-authorisations (Berlin Group explicit start): 201 with
 * a new authorisation in `received`. Only while the payment can still move that way: RCVD for a
 * payment SCA; authorised and not executed for a cancellation.
 */
export function registerStartAuthorisation(app: Hono<AppEnv>): void {
  for (const kind of kinds) {
    app.post(
      `/${SERVICE_PARAM}/:product/:paymentId/${kind.segment}`,
      requireHeaders(startHeaders),
      psuRequest(),
      (c) => {
        checkStartBody(c);
        const ctx = c.get("ctx");
        const payment = expirePaymentScas(ctx, paymentAt(c));
        checkStartable(payment, kind.kind);
        const authorisation = start(ctx, payment, kind.kind, {
          redirect: c.get("redirect"),
          tppName: c.get("tpp").name,
        });
        const scaStatus = link(
          c,
          `${paymentPath(payment)}/${kind.segment}/${authorisation.authorisationId}`,
          "GET",
        );
        return startedAnswer(c, authorisation, scaStatus);
      },
    );
  }
}

/**
 * The 201 of every explicit authorisation start (payment, cancellation, basket; Berlin Group):
 * `{scaStatus, authorisationId, _links: {scaRedirect, scaStatus}}`, `Location` of the scaStatus.
 */
export function startedAnswer<E extends AppEnv>(
  c: Context<E>,
  authorisation: AuthorisationRecord,
  scaStatus: Link,
): Response {
  const body: AuthorisationStarted = {
    scaStatus: authorisation.scaStatus,
    authorisationId: authorisation.authorisationId,
    _links: { scaRedirect: scaRedirect(c, authorisation), scaStatus },
  };
  c.header("Location", scaStatus.href);
  c.header("ASPSP-SCA-Approach", "REDIRECT");
  return c.json(body, 201);
}
