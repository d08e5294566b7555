import { defineOperation } from "../http/operation.js";
import { identifyPsu } from "../psu/identify.js";
import { psuRequest } from "../psu/middleware.js";
import { basketHeaders, basketUnlisted } from "./headers.js";
import { basketCreatedLinks } from "./links.js";
import { BasketCreated, CreateBasketBody } from "./schema.js";
import { createBasket, statusOf } from "./service.js";
import { bankContext } from "../http/bank.js";

/** POST /v1/signing-baskets (interface 4.4): validate, create with its implicit authorisation, 201. */
export const createSigningBasket = defineOperation({
  operationId: "createSigningBasket",
  method: "post",
  path: "/v1/signing-baskets",
  // Interface 5.1: the one operation with a body that needs no Digest.
  digestExempt: true,
  tag: "Signing baskets",
  summary: "Create a signing basket",
  description:
    "Interface 4.4: up to 100 payments (and, Berlin Group, consents) of this TPP and PSU, each waiting for its SCA and in no other basket, authorised with one SCA. Signed without Digest (interface 5.1).",
  headers: basketHeaders,
  body: CreateBasketBody,
  responses: {
    201: {
      description: "Created: the PSU authorises it at _links.scaRedirect.",
      body: BasketCreated,
      headers: ["Location", "ASPSP-SCA-Approach"],
    },
  },
  errors: [
    "FORMAT_ERROR",
    "PSU_CREDENTIALS_INVALID",
    "FORBIDDEN",
    "RESOURCE_UNKNOWN",
    "REFERENCE_MIX_INVALID",
    "REFERENCE_STATUS_INVALID",
    "ROLE_INVALID",
  ],
  use: [psuRequest({ unlisted: basketUnlisted })],
  handle: (c) => {
    const body = c.req.valid("json");
    const ctx = bankContext(c);
    const psu = identifyPsu(ctx.store, c.get("psu"));
    const redirect = c.get("redirect");
    if (!redirect) throw new Error("TPP-Redirect-URI passed the header check but is missing");
    const { basket, authorisation } = createBasket(ctx, {
      paymentIds: body.paymentIds,
      consentIds: body.consentIds,
      tppId: c.get("tpp").id,
      tppName: c.get("tpp").name,
      psu,
      redirect,
    });
    const links = basketCreatedLinks(c, basket, authorisation);
    const answer: BasketCreated = {
      transactionStatus: statusOf(ctx, basket),
      basketId: basket.basketId,
      _links: links,
    };
    c.header("Location", links.self.href);
    c.header("ASPSP-SCA-Approach", "REDIRECT");
    return c.json(answer, 201);
  },
});
