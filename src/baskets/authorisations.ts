import type { RecordsContext } from "../context.js";
import { apiError } from "../errors.js";
import type { AuthorisationRecord } from "../sca/model.js";
import { authorisationOperations } from "../sca/index.js";
import type { AuthorisationParent } from "../sca/parent.js";
import { newAuthorisation, putAuthorisation } from "../sca/service.js";
import { type StartRequest, startTargets } from "../sca/start.js";
import { basketParams } from "./read.js";
import { basketPath } from "./links.js";
import type { BasketRecord } from "./model.js";
import { firstDecided } from "./members.js";
import { findBasket, putBasket } from "./service.js";
import { bankContext } from "../http/bank.js";

/** A new basket authorisation (explicit start), only while every member still waits for its SCA. */
function start(ctx: RecordsContext, basket: BasketRecord, request: StartRequest): AuthorisationRecord {
  const decided = firstDecided(ctx.store, basket);
  if (decided) {
    throw apiError(
      "STATUS_INVALID",
      `${decided.noun} ${decided.id} of the basket is ${decided.status}: the basket's SCA is already decided, so no new authorisation can be started`,
      "basketId",
    );
  }
  const authorisation: AuthorisationRecord = {
    ...newAuthorisation(ctx, {
      kind: "basket",
      tppId: basket.tppId,
      psuCustomerId: basket.psuCustomerId,
      ...startTargets(ctx.store, request, basket.authorisationIds[0]),
    }),
    basketId: basket.basketId,
  };
  ctx.store.commit([
    putAuthorisation(authorisation),
    putBasket({ ...basket, authorisationIds: [...basket.authorisationIds, authorisation.authorisationId] }),
  ]);
  return authorisation;
}

/** The basket as the parent of its authorisations: what SCA's routes ask of it. */
const parent: AuthorisationParent<BasketRecord, "/v1/signing-baskets/{basketId}", "authorisations"> = {
  path: "/v1/signing-baskets/:basketId",
  doc: { path: "/v1/signing-baskets/{basketId}", params: basketParams, tag: "Signing baskets" },
  operations: {
    start: {
      operationId: "startSigningBasketAuthorisation",
      summary: "Start a signing basket authorisation",
      errors: ["RESOURCE_UNKNOWN", "STATUS_INVALID", "ROLE_INVALID"],
    },
    list: {
      operationId: "listSigningBasketAuthorisations",
      summary: "List a signing basket's authorisations",
      errors: ["RESOURCE_UNKNOWN", "ROLE_INVALID"],
    },
    status: {
      operationId: "getSigningBasketScaStatus",
      summary: "Read a signing basket authorisation's SCA status",
      errors: ["RESOURCE_UNKNOWN", "ROLE_INVALID"],
    },
  },
  segment: "authorisations",
  noun: "basket",
  find: (c) => findBasket(bankContext(c), c.get("tpp").id, c.req.param("basketId") ?? ""),
  href: basketPath,
  authorisationIds: (basket) => basket.authorisationIds,
  start,
};

/**
 * Berlin Group startSigningBasketAuthorisation (POST .../authorisations), getSigningBasketAuthorisation
 * (GET .../authorisations: the ids) and getSigningBasketScaStatus (GET .../authorisations/{id}),
 * served by SCA's routes.
 */
export const basketAuthorisations = authorisationOperations(parent);
