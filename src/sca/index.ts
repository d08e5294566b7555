import { z } from "zod";
import { apiError } from "../errors.js";
import { type Declared, defineOperation, type Operation } from "../http/operation.js";
import { psuRequest } from "../psu/middleware.js";
import { current } from "./expiry.js";
import { scaStatusLink } from "./links.js";
import type { AuthorisationParent } from "./parent.js";
import {
  AuthorisationList,
  AuthorisationStarted,
  ScaStatusResponse,
  StartAuthorisationBody,
} from "./schema.js";
import { startedAnswer, startHeaders } from "./start.js";
import { bankContext } from "../http/bank.js";

/**
 * A resource's authorisation sub-resources (Berlin Group): POST starts one (201 with a new
 * authorisation in `received`), GET lists their ids oldest first, GET .../{authorisationId} reads its
 * scaStatus. The SCA page (/sca/{authorisationId}, in ./page) is an interface of its own.
 */
export function authorisationOperations<R, P extends string, S extends string>(
  parent: AuthorisationParent<R, P, S>,
): AuthorisationOperations<`${P}/${S}`> {
  const at = `${parent.path}/${parent.segment}`;
  const path = `${parent.doc.path}/${parent.segment}` as const;
  const { tag, params } = parent.doc;

  const start = defineOperation({
    ...parent.operations.start,
    method: "post",
    path,
    route: at,
    tag,
    params,
    headers: startHeaders,
    body: StartAuthorisationBody,
    bodyOptional: true,
    responses: {
      201: {
        description: "Started: send the PSU to _links.scaRedirect.",
        body: AuthorisationStarted,
        headers: ["Location", "ASPSP-SCA-Approach"],
      },
    },
    use: [psuRequest()],
    // The body (PSU data only) is taken when sent and valid, and not read: the input step checks it.
    handle: (c) => {
      const resource = parent.find(c);
      const authorisation = parent.start(bankContext(c), resource, {
        redirect: c.get("redirect"),
        tppName: c.get("tpp").name,
      });
      const scaStatus = scaStatusLink(c, parent.href(resource), parent.segment, authorisation);
      return startedAnswer(c, authorisation, scaStatus);
    },
  });

  const list = defineOperation({
    ...parent.operations.list,
    method: "get",
    path,
    route: at,
    tag,
    params,
    responses: { 200: { description: "The authorisation ids, oldest first.", body: AuthorisationList } },
    handle: (c) => {
      const body: AuthorisationList = { authorisationIds: [...parent.authorisationIds(parent.find(c))] };
      return c.json(body);
    },
  });

  const status = defineOperation({
    ...parent.operations.status,
    method: "get",
    path: `${path}/{authorisationId}`,
    route: `${at}/:authorisationId`,
    tag,
    params: params.extend({ authorisationId: z.string().describe("The authorisation's id") }),
    responses: { 200: { description: "The scaStatus.", body: ScaStatusResponse } },
    handle: (c) => {
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
    },
  });
  return { start, list, status };
}

/** A resource's three authorisation operations, by what they do; `Path` is the sub-resource's template. */
export interface AuthorisationOperations<Path extends string = string> {
  start: Operation & Declared<"post", Path>;
  list: Operation & Declared<"get", Path>;
  status: Operation & Declared<"get", `${Path}/{authorisationId}`>;
}

/** The three as a list, in the document's order. */
export function listed(operations: AuthorisationOperations): readonly Operation[] {
  return [operations.start, operations.list, operations.status];
}
