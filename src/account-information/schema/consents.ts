import { z } from "zod";
import { always, IsoDate } from "../../http/fields.js";
import { Link, TppMessage } from "../../http/schemas.js";
import { consentStatuses } from "../consent-status.js";
import { AccountAccess, accessForms } from "./access.js";

/** Interface 8 and the bank's pages: at most 4 reads a day without the PSU (Berlin Group's default too). */
export const MAX_FREQUENCY_PER_DAY = 4;

export const ConsentStatus = z.enum(consentStatuses);

/** Body of POST /v1/consents (Berlin Group `consents`). */
export const Consents = z
  .object({
    access: AccountAccess,
    recurringIndicator: z.boolean(),
    validUntil: IsoDate,
    frequencyPerDay: z.number().int().min(1).max(MAX_FREQUENCY_PER_DAY),
    combinedServiceIndicator: z.boolean(),
  })
  .strict()
  .superRefine((value, ctx) => {
    // Refinements run on a body whose shape failed too (`always`): anything may arrive here.
    if (typeof value !== "object" || value === null) return;
    if (
      value.recurringIndicator === false &&
      typeof value.frequencyPerDay === "number" &&
      value.frequencyPerDay !== 1
    ) {
      const message = "a one-off consent (recurringIndicator false) reads once: send frequencyPerDay 1";
      ctx.addIssue({ code: "custom", path: ["frequencyPerDay"], message });
    }
    if (value.combinedServiceIndicator === true) {
      const message =
        "the bank does not combine account information and payment initiation in one session: send combinedServiceIndicator false";
      ctx.addIssue({ code: "custom", path: ["combinedServiceIndicator"], message });
    }
    const given: unknown = value.access;
    const access = typeof given === "object" && given !== null ? (given as Record<string, unknown>) : {};
    const listOnly = accessForms.slice(0, 2).find((form) => access[form] !== undefined);
    if (listOnly !== undefined && value.recurringIndicator === true) {
      const message = `${listOnly} asks for the account list once: send recurringIndicator false`;
      ctx.addIssue({ code: "custom", path: ["recurringIndicator"], message });
    }
  }, always);
export type Consents = z.infer<typeof Consents>;

/** 201 of POST /v1/consents (Berlin Group `consentsResponse-201`), redirect approach, implicit start. */
export const ConsentCreated = z
  .object({
    consentStatus: ConsentStatus,
    consentId: z.string().min(1),
    psuMessage: z.string().max(512).optional(),
    tppMessages: z.array(TppMessage).optional(),
    _links: z.object({ scaRedirect: Link, self: Link, status: Link, scaStatus: Link }).strict(),
  })
  .strict();
export type ConsentCreated = z.infer<typeof ConsentCreated>;

/** 201 with TPP-Explicit-Authorisation-Preferred: true: the TPP starts the authorisation itself. */
export const ConsentCreatedExplicit = ConsentCreated.extend({
  _links: z.object({ startAuthorisation: Link, self: Link, status: Link }).strict(),
}).strict();
export type ConsentCreatedExplicit = z.infer<typeof ConsentCreatedExplicit>;

/** GET /v1/consents/{consentId}/status (Berlin Group `consentStatusResponse-200`). */
export const ConsentStatusResponse = z
  .object({ consentStatus: ConsentStatus, psuMessage: z.string().max(512).optional() })
  .strict();
export type ConsentStatusResponse = z.infer<typeof ConsentStatusResponse>;

/** GET /v1/consents/{consentId} (Berlin Group `consentInformationResponse-200_json`). */
export const ConsentInformation = z
  .object({
    access: AccountAccess,
    recurringIndicator: z.boolean(),
    validUntil: IsoDate,
    frequencyPerDay: z.number().int().min(1).max(MAX_FREQUENCY_PER_DAY),
    lastActionDate: IsoDate,
    consentStatus: ConsentStatus,
    _links: z.object({ account: Link.optional(), "card-account": Link.optional() }).strict().optional(),
  })
  .strict();
export type ConsentInformation = z.infer<typeof ConsentInformation>;
