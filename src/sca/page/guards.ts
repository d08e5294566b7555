/** The SCA page's dead ends (unknown, expired, used, decided elsewhere), shared by GET and POST. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../../http/env.js";
import { paymentsOf, stillDecidable } from "../decide.js";
import { current } from "../expiry.js";
import type { PaymentRecord } from "../../payments/model.js";
import type { AuthorisationRecord } from "../model.js";
import { messagePage } from "./views.js";

export type Ctx = Context<AppEnv>;

export function send(c: Ctx, status: ContentfulStatusCode, body: string): Response {
  return c.html(body, status);
}

/** Why an authorisation can no longer be used, or undefined when the PSU may go on. */
export function deadEnd(c: Ctx, authorisation: AuthorisationRecord): Response | undefined {
  const ctx = c.get("ctx");
  const now = current(ctx, authorisation);
  if (now.scaStatus !== "received") {
    const expired = now.completedAt === undefined && new Date(now.expiresAt) <= ctx.clock.now();
    return expired
      ? send(
          c,
          410,
          messagePage(
            "This request has expired",
            `It had to be completed within ${ctx.config.sca.timeoutMinutes} minutes and is no longer valid. Nothing was approved; start again from the provider.`,
          ),
        )
      : send(
          c,
          410,
          messagePage(
            "This request was already used",
            `It was ${now.scaStatus === "finalised" ? "approved" : "rejected"} before and cannot be used again. Nothing was changed.`,
          ),
        );
  }
  const payments = paymentsOf(ctx.store, authorisation);
  if (!stillDecidable(authorisation, payments)) return send(c, 409, undecidable(authorisation, payments));
  return undefined;
}

/** Why the payments can no longer be decided here (a basket's, or one in a basket, or one moved on). */
function undecidable(authorisation: AuthorisationRecord, payments: readonly PaymentRecord[]): string {
  const title = "This request can no longer be completed";
  const [payment] = payments;
  if (authorisation.kind === "basket") {
    const moved = payments.filter((p) => p.transactionStatus !== "RCVD");
    return messagePage(
      title,
      payments.length === 0
        ? "The signing basket was deleted by the provider. Nothing was changed."
        : `${moved.length} of the ${payments.length} payments in the basket were already decided. Nothing was changed.`,
    );
  }
  if (
    authorisation.kind === "payment" &&
    payment?.basketId !== undefined &&
    payment.transactionStatus === "RCVD"
  ) {
    return messagePage(
      title,
      "The payment is part of a signing basket: it is approved together with the basket's other payments, through the basket's own link from the provider. Nothing was changed.",
    );
  }
  return messagePage(
    title,
    `The payment is now in status ${payment?.transactionStatus ?? "unknown"}. Nothing was changed.`,
  );
}

export function find(c: Ctx): AuthorisationRecord | Response {
  const id = c.req.param("authorisationId") ?? "";
  const authorisation = c.get("ctx").store.get("authorisations", id);
  if (authorisation) return authorisation;
  return send(
    c,
    404,
    messagePage(
      "Page not found",
      "There is no authorisation at this address. Use the link the provider gave you (scaRedirect).",
    ),
  );
}
