import { z } from "zod";
import { findConsent, revokeConsent } from "../account-information/consents.js";
import { ConsentStatus } from "../account-information/schema/consents.js";
import type { SandboxContext } from "../context.js";
import { apiError } from "../errors.js";
import { defineOperation } from "../http/operation.js";
import type { Store } from "../store/store.js";
import { admin } from "./operation-parts.js";

/** PUT /__admin/consents/{consentId}/status: what the PSU does to a consent outside the TPP's calls. */
export const ConsentStatusChange = z
  .object({
    consentStatus: z
      .literal("revokedByPsu")
      .describe("revokedByPsu: the PSU withdraws a valid consent (in the bank's own channels)"),
  })
  .strict();

export const ConsentStatusAnswer = z.object({ consentId: z.string(), consentStatus: ConsentStatus }).strict();
export type ConsentStatusAnswer = z.infer<typeof ConsentStatusAnswer>;

/** The bank holding the consent, whichever TPP made it (ids are random: one bank holds one). */
function bankHolding(ctx: SandboxContext, consentId: string): Store {
  const bank = ctx.tenancy.all().find((store) => store.get("consents", consentId) !== undefined);
  if (!bank) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no consent ${consentId}; use the consentId POST /v1/consents answered`,
      "consentId",
    );
  }
  return bank;
}

/**
 * The PSU revokes a consent (Berlin Group revokedByPsu): the control API (and the dashboard's button)
 * acts as the PSU in the bank's own channels, which no TPP call can. Only a valid consent is revoked.
 */
export const adminSetConsentStatus = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminSetConsentStatus",
    method: "put",
    path: "/__admin/consents/{consentId}/status",
    summary: "Revoke a consent as its PSU",
    params: z.object({ consentId: z.string().describe("The consentId the creation answered") }),
    body: ConsentStatusChange,
    responses: { 200: { description: "The consent as it now stands.", body: ConsentStatusAnswer } },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "STATUS_INVALID"],
    handle: (c) => {
      const sandbox = c.get("ctx");
      const { consentId } = c.req.valid("param");
      const ctx = { ...sandbox, store: bankHolding(sandbox, consentId) };
      const revoked = revokeConsent(ctx, findConsent(ctx, consentId));
      const answer: ConsentStatusAnswer = { consentId, consentStatus: revoked.consentStatus };
      return c.json(answer);
    },
  }),
);
