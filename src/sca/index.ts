import { Hono } from "hono";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { requireHeaders } from "../http/headers.js";
import { psuRequest } from "../psu/middleware.js";
import { current } from "./expiry.js";
import { scaStatusLink } from "./links.js";
import type { AuthorisationParent } from "./parent.js";
import type { AuthorisationList, ScaStatusResponse } from "./schema.js";
import { checkStartBody, startedAnswer, startHeaders } from "./start.js";
import { bankContext } from "../http/bank.js";

/**
 * A resource's authorisation sub-resources (Berlin Group): POST starts one (201 with a new
 * authorisation in `received`), GET lists their ids oldest first, GET .../{authorisationId} reads its
 * scaStatus. The SCA page (/sca/{authorisationId}, in ./page) is mounted outside /v1 by the app.
 */
export function authorisationRoutes<R>(parent: AuthorisationParent<R>): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const at = `${parent.path}/${parent.segment}`;

  app.post(at, requireHeaders(startHeaders), psuRequest(), (c) => {
    checkStartBody(c);
    const resource = parent.find(c);
    const authorisation = parent.start(bankContext(c), resource, {
      redirect: c.get("redirect"),
      tppName: c.get("tpp").name,
    });
    const scaStatus = scaStatusLink(c, parent.href(resource), parent.segment, authorisation);
    return startedAnswer(c, authorisation, scaStatus);
  });

  app.get(at, (c) => {
    const body: AuthorisationList = { authorisationIds: [...parent.authorisationIds(parent.find(c))] };
    return c.json(body);
  });

  app.get(`${at}/:authorisationId`, (c) => {
    const ctx = bankContext(c);
    const resource = parent.find(c);
    const id = c.req.param("authorisationId");
    const stored = parent.authorisationIds(resource).includes(id)
      ? ctx.store.get("authorisations", id)
      : undefined;
    const authorisation = stored && current(ctx, stored);
    if (!authorisation) {
      throw apiError(
        "RESOURCE_UNKNOWN",
        `no ${parent.segment.replace(/s$/, "")} ${id} for this ${parent.noun}; GET .../${parent.segment} lists them`,
        "authorisationId",
      );
    }
    const body: ScaStatusResponse = { scaStatus: authorisation.scaStatus };
    return c.json(body);
  });
  return app;
}
