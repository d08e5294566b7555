import type { OperationDoc } from "../http/operation-doc.js";
import { AuthorisationStarted, StartAuthorisationBody } from "./schema.js";
import { startHeaders } from "./start.js";

/**
 * What every Berlin Group "start authorisation" shares in the OpenAPI document (a payment's, a
 * cancellation's and a basket's): one handler (`src/sca/index.ts`) serves them all, so they are
 * described once.
 */
export const startAuthorisationDoc = {
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
} satisfies Pick<OperationDoc, "headers" | "body" | "bodyOptional" | "responses">;
