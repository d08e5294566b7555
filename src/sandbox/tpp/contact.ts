import type { Context, Hono } from "hono";
import { apiError } from "../../errors.js";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import type { TppContactRecord } from "../model.js";
import { validBody } from "../../http/validate.js";
import { ContactRequest, type ContactResponse } from "./schema.js";
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
export function registerContact(app: Hono<AppEnv>): void {
  app.post("/contact", (c) => {
    const { store, clock } = bankContext(c);
    const { email } = validBody(c, ContactRequest);
    const tppId = c.get("tpp").id;
    const existed = store.get("tppContacts", tppId) !== undefined;
    const contact: TppContactRecord = { tppId, email, updatedAt: clock.now().toISOString() };
    store.put("tppContacts", contact);
    if (!existed) c.header("Location", link(c, PATH).href);
    return c.json(view(c, contact), existed ? 200 : 201);
  });
  app.get("/contact", (c) => {
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
  });
}
