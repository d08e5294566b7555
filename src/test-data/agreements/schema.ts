import { z } from "zod";
import { NationalId, nonBlankText, Uuid } from "../../http/fields.js";

/**
 * POST /v1/sandbox/agreements (shape not shown in the interface): give a corporate customer an
 * agreement (its id is what PSU-Corporate-ID carries), or add engagements (account ids) to one.
 */
export const AgreementRequest = z
  .object({
    customerNumber: NationalId,
    agreementId: z
      .string()
      .regex(/^[0-9A-Za-z-]{1,35}$/, "must be 1 to 35 letters, digits or dashes, e.g. 969355165")
      .optional(),
    name: nonBlankText(70).optional(),
    accountIds: z.array(Uuid),
  })
  .strict();
export type AgreementRequest = z.infer<typeof AgreementRequest>;
