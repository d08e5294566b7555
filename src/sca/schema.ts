import { z } from "zod";
import { Link } from "../http/schemas.js";
import { ScaStatus } from "./model.js";

/** GET .../authorisations and .../cancellation-authorisations (Berlin Group `authorisations`). */
export const AuthorisationList = z.object({ authorisationIds: z.array(z.string().min(1)) }).strict();
export type AuthorisationList = z.infer<typeof AuthorisationList>;

/** GET .../authorisations/{authorisationId} (Berlin Group `scaStatusResponse`). */
export const ScaStatusResponse = z.object({ scaStatus: ScaStatus }).strict();
export type ScaStatusResponse = z.infer<typeof ScaStatusResponse>;

/** 201 of POST .../authorisations and .../cancellation-authorisations (Berlin Group startScaprocessResponse). */
export const AuthorisationStarted = z
  .object({
    scaStatus: ScaStatus,
    authorisationId: z.string().min(1),
    psuMessage: z.string().max(512).optional(),
    _links: z.object({ scaRedirect: Link, scaStatus: Link }).strict(),
  })
  .strict();
export type AuthorisationStarted = z.infer<typeof AuthorisationStarted>;

/** The interface's 401 Challenge body (docs/decisions.md#sca, "401 Challenge scope"): where the PSU completes its SCA. */
export const ScaChallengeBody = z.object({ _links: z.object({ scaRedirect: Link }).strict() }).strict();
export type ScaChallengeBody = z.infer<typeof ScaChallengeBody>;

/** POST .../authorisations body: the bank uses the redirect approach, so there is nothing to send. */
export const StartAuthorisationBody = z.object({}).strict();
