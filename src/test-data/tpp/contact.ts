import { ContactRequest, ContactResponse } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import type { Context } from "hono";
import { apiError } from "../../errors.js";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import type { TppContactRecord } from "../model.js";
import { bankContext } from "../../http/bank.js";

const PATH = "/v1/sandbox/tpp/contact";

function view(c: Context<AppEnv>, contact: TppContactRecord): ContactResponse {
  return { ...contact, _links: { self: link(c, PATH, "GET", "POST") } };
}

/**
 * The calling TPP's contact e-mail (interface 4.8 "TPP dialogue operations"). The TPP is the one the
 * request's signing certificate names, so each TPP sees and changes only its own. POST registers
 * (201) or replaces (200) it; GET reads it back.
 */
export const setTppContact = defineOperation({
  ...sandboxData,
  operationId: "setTppContact",
  method: "post",
  path: "/v1/sandbox/tpp/contact",
  summary: "Set the TPP's contact e-mail",
  description: "Interface 4.8 (TPP dialogue): 201 when new, 200 when replaced.",
  body: ContactRequest,
  responses: {
    200: { description: "Replaced.", body: ContactResponse },
    201: { description: "Created.", body: ContactResponse, headers: ["Location"] },
  },
  errors: ["FORMAT_ERROR"],
  handle: (c) => {
    const { store, clock } = bankContext(c);
    const { email } = c.req.valid("json");
    const tppId = c.get("tpp").id;
    const existed = store.get("tppContacts", tppId) !== undefined;
    const contact: TppContactRecord = { tppId, email, updatedAt: clock.now().toISOString() };
    store.put("tppContacts", contact);
    if (!existed) c.header("Location", link(c, PATH).href);
    return c.json(view(c, contact), existed ? 200 : 201);
  },
});

export const getTppContact = defineOperation({
  ...sandboxData,
  operationId: "getTppContact",
  method: "get",
  path: "/v1/sandbox/tpp/contact",
  summary: "Read the TPP's contact e-mail",
  responses: { 200: { description: "The contact.", body: ContactResponse } },
  errors: ["RESOURCE_UNKNOWN"],
  handle: (c) => {
    const tppId = c.get("tpp").id;
    const contact = bankContext(c).store.get("tppContacts", tppId);
    if (!contact) {
      throw apiError(
        "RESOURCE_UNKNOWN",
        `TPP ${tppId} has registered no contact e-mail; register one with POST ${PATH}`,
        "tppId",
      );
    }
    return c.json(view(c, contact));
  },
});
