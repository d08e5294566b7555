import { z } from "zod";
import { defineOperation } from "../http/operation.js";
import { basketSelfAndStatus } from "./links.js";
import { lentTo } from "./members.js";
import { BasketRead, BasketStatusResponse } from "./schema.js";
import { deleteBasket, findBasket, statusOf } from "./service.js";
import { bankContext } from "../http/bank.js";

/** GET /v1/signing-baskets/{basketId}, GET .../status and DELETE (Berlin Group). */

export const basketParams = z.object({ basketId: z.string().describe("The id the creation answered") });
const tag = "Signing baskets";

export const getSigningBasket = defineOperation({
  operationId: "getSigningBasket",
  method: "get",
  path: "/v1/signing-baskets/{basketId}",
  tag,
  summary: "Read a signing basket",
  params: basketParams,
  responses: { 200: { description: "Its payments, consents and status.", body: BasketRead } },
  errors: ["RESOURCE_UNKNOWN", "ROLE_INVALID"],
  handle: (c) => {
    const ctx = bankContext(c);
    const basket = findBasket(ctx, c.get("tpp").id, c.req.param("basketId"));
    const body: BasketRead = {
      ...Object.fromEntries(lentTo(ctx.store, basket).map((l) => [l.member.readField, [...l.ids]])),
      transactionStatus: statusOf(ctx, basket),
      _links: basketSelfAndStatus(c, basket),
    };
    return c.json(body);
  },
});

export const getSigningBasketStatus = defineOperation({
  operationId: "getSigningBasketStatus",
  method: "get",
  path: "/v1/signing-baskets/{basketId}/status",
  tag,
  summary: "Read a signing basket's status",
  params: basketParams,
  responses: { 200: { description: "Its transactionStatus.", body: BasketStatusResponse } },
  errors: ["RESOURCE_UNKNOWN", "ROLE_INVALID"],
  handle: (c) => {
    const ctx = bankContext(c);
    const basket = findBasket(ctx, c.get("tpp").id, c.req.param("basketId"));
    const body: BasketStatusResponse = { transactionStatus: statusOf(ctx, basket) };
    return c.json(body);
  },
});

export const deleteSigningBasket = defineOperation({
  operationId: "deleteSigningBasket",
  method: "delete",
  path: "/v1/signing-baskets/{basketId}",
  tag,
  summary: "Delete a signing basket",
  description:
    "Until its SCA is decided; its payments and consents stay, waiting, and can be authorised on their own.",
  params: basketParams,
  // Deleting takes no PSU or session headers beyond the signed ones.
  headers: {},
  responses: { 204: { description: "Deleted." } },
  errors: ["RESOURCE_UNKNOWN", "STATUS_INVALID", "ROLE_INVALID"],
  handle: (c) => {
    const ctx = bankContext(c);
    deleteBasket(ctx, findBasket(ctx, c.get("tpp").id, c.req.param("basketId")));
    return c.body(null, 204);
  },
});
