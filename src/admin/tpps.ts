import { z } from "zod";
import { defineOperation } from "../http/operation.js";
import { admin, answers } from "./operation-parts.js";
import { apiError } from "../errors.js";

/**
 * The TPP registry: `GET /__admin/tpps` lists the TPPs seen; `DELETE /__admin/tpps/{organisationId}`
 * forgets one, so in trust mode `pinned` its next certificate binds a new key (a key rotation).
 */
export const adminListTpps = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminListTpps",
    method: "get",
    path: "/__admin/tpps",
    summary: "The TPPs seen and their pinned keys",
    responses: async () => {
      const a = await answers();
      return { 200: { description: "Oldest first.", body: a.TppListAnswer } };
    },
    handle: (c) => {
      const tpps = c.get("ctx").store.values("tpps");
      return c.json({ tpps: [...tpps].sort((a, b) => a.firstSeen.localeCompare(b.firstSeen)) });
    },
  }),
);

export const adminForgetTpp = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminForgetTpp",
    method: "delete",
    path: "/__admin/tpps/{organisationId}",
    summary: "Forget a TPP (key rotation)",
    description:
      "In trust mode pinned, the organisation's next certificate binds its key anew. Its payments stay.",
    params: z.object({ organisationId: z.string().describe("The certificate's organizationIdentifier") }),
    responses: { 204: { description: "Forgotten." } },
    errors: ["RESOURCE_UNKNOWN"],
    handle: (c) => {
      const { store } = c.get("ctx");
      const id = c.req.param("organisationId");
      if (store.get("tpps", id) === undefined) {
        throw apiError(
          "RESOURCE_UNKNOWN",
          `no TPP ${id} has been seen; GET /__admin/tpps lists the organisation ids`,
          "organisationId",
        );
      }
      store.remove("tpps", id);
      return c.body(null, 204);
    },
  }),
);
