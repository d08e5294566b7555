import { z } from "zod";
import { ScaStatus } from "./model.js";

/** GET .../authorisations and .../cancellation-authorisations (Berlin Group `authorisations`). */
export const AuthorisationList = z.object({ authorisationIds: z.array(z.string().min(1)) }).strict();
export type AuthorisationList = z.infer<typeof AuthorisationList>;

/** GET .../authorisations/{authorisationId} (Berlin Group `scaStatusResponse`). */
export const ScaStatusResponse = z.object({ scaStatus: ScaStatus }).strict();
export type ScaStatusResponse = z.infer<typeof ScaStatusResponse>;
