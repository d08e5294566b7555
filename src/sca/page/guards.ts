/** The SCA page's dead ends (unknown, expired, used, decided elsewhere), shared by GET and POST. */
import type { Context } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { AppEnv } from "../../http/env.js";
import { current } from "../expiry.js";
import type { AuthorisationRecord } from "../model.js";
import { subjectOf } from "../subject.js";
import { messagePage } from "./views.js";
import { bankContext } from "../../http/bank.js";

export type Ctx = Context<AppEnv>;

export function send(c: Ctx, status: ContentfulStatusCode, body: string): Response {
  return c.html(body, status);
}

/** Why an authorisation can no longer be used, or undefined when the PSU may go on. */
export function deadEnd(c: Ctx, authorisation: AuthorisationRecord): Response | undefined {
  const ctx = bankContext(c);
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
            "info",
          ),
        );
  }
  const why = subjectOf(ctx.store, authorisation).undecidable(ctx.store, authorisation);
  if (why !== undefined) return send(c, 409, messagePage("This request can no longer be completed", why));
  return undefined;
}

export function find(c: Ctx): AuthorisationRecord | Response {
  const id = c.req.param("authorisationId") ?? "";
  const authorisation = bankContext(c).store.get("authorisations", id);
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
