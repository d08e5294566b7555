import type { Context, Hono } from "hono";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { requireHeaders } from "../http/headers.js";
import { current } from "../sca/expiry.js";
import { checkStartBody, type StartRequest, startedAnswer, startHeaders } from "../sca/start.js";
import type { AuthorisationRecord } from "../sca/model.js";
import type { AuthorisationList, ScaStatusResponse } from "../sca/schema.js";
import { newAuthorisation, putAuthorisation } from "../sca/service.js";
import { psuRequest } from "../psu/middleware.js";
import type { SandboxContext } from "../context.js";
import { basketScaStatus } from "./links.js";
import type { BasketRecord } from "./model.js";
import { findBasket, paymentsIn, putBasket } from "./service.js";

function basketAt<E extends AppEnv>(c: Context<E>): BasketRecord {
  return findBasket(c.get("ctx"), c.get("tpp").id, c.req.param("basketId") ?? "");
}

/** A new basket authorisation (explicit start), only while every payment still waits for its SCA. */
function start(ctx: SandboxContext, basket: BasketRecord, request: StartRequest): AuthorisationRecord {
  const decided = paymentsIn(ctx, basket).find((p) => p.transactionStatus !== "RCVD");
  if (decided) {
    throw apiError(
      "STATUS_INVALID",
      `payment ${decided.paymentId} of the basket is ${decided.transactionStatus}: the basket's SCA is already decided, so no new authorisation can be started`,
      "basketId",
    );
  }
  const first = ctx.store.get("authorisations", basket.authorisationIds[0] ?? "");
  const redirect = request.redirect ?? first?.redirect;
  if (!redirect) throw apiError("HTTP_HEADER_REQUIRED", "TPP-Redirect-URI is required", "TPP-Redirect-URI");
  const authorisation: AuthorisationRecord = {
    ...newAuthorisation(ctx, {
      kind: "basket",
      tppId: basket.tppId,
      tppName: request.tppName ?? first?.tppName,
      psuCustomerId: basket.psuCustomerId,
      redirect,
    }),
    basketId: basket.basketId,
  };
  ctx.store.commit([
    putAuthorisation(authorisation),
    putBasket({ ...basket, authorisationIds: [...basket.authorisationIds, authorisation.authorisationId] }),
  ]);
  return authorisation;
}

/**
 * Berlin Group startSigningBasketAuthorisation (POST .../authorisations), getSigningBasketAuthorisation
 * (GET .../authorisations: the ids) and getSigningBasketScaStatus (GET .../authorisations/{id}).
 */
export function registerBasketAuthorisations(app: Hono<AppEnv>): void {
  app.post("/signing-baskets/:basketId/authorisations", requireHeaders(startHeaders), psuRequest(), (c) => {
    checkStartBody(c);
    const basket = basketAt(c);
    const authorisation = start(c.get("ctx"), basket, {
      redirect: c.get("redirect"),
      tppName: c.get("tpp").name,
    });
    return startedAnswer(c, authorisation, basketScaStatus(c, basket, authorisation));
  });

  app.get("/signing-baskets/:basketId/authorisations", (c) => {
    const body: AuthorisationList = { authorisationIds: [...basketAt(c).authorisationIds] };
    return c.json(body);
  });

  app.get("/signing-baskets/:basketId/authorisations/:authorisationId", (c) => {
    const ctx = c.get("ctx");
    const basket = basketAt(c);
    const id = c.req.param("authorisationId");
    const stored = basket.authorisationIds.includes(id) ? ctx.store.get("authorisations", id) : undefined;
    const authorisation = stored && current(ctx, stored);
    if (!authorisation) {
      throw apiError(
        "RESOURCE_UNKNOWN",
        `no authorisation ${id} for this basket; GET .../authorisations lists them`,
        "authorisationId",
      );
    }
    const body: ScaStatusResponse = { scaStatus: authorisation.scaStatus };
    return c.json(body);
  });
}
