import { z } from "zod";
import type { HeaderTable } from "../../http/headers.js";
import { PSP_AI } from "../../http/roles.js";

/** What the account and card account reads' declarations share (each is declared in its route's file). */

/**
 * Interface 5.3 has no column for account information (docs/decisions.md, "Account information"):
 * x-accept-fix and Consent-ID are required; PSU-IP-Address is optional, and sent it marks a read the
 * PSU asked for, which frequencyPerDay does not count.
 */
export const readHeaders = {
  "x-accept-fix": "R",
  "Consent-ID": "R",
  "PSU-IP-Address": "O",
  "PSU-IP-Port": "O",
  "PSU-User-Agent": "O",
  "PSU-Device-ID": "O",
  "PSU-Geo-Location": "O",
} as const satisfies HeaderTable;

/** The consent checks' refusals (docs/account-information.md, "The checks of a read"). */
export const consentErrors = [
  "ROLE_INVALID",
  "HTTP_HEADER_REQUIRED",
  "FORMAT_ERROR",
  "CONSENT_UNKNOWN",
  "CONSENT_EXPIRED",
  "CONSENT_INVALID",
  "ACCESS_EXCEEDED",
] as const;

/** Every read needs PSP_AI when the certificate has a QC statement (401 ROLE_INVALID). */
export const accountRead = { role: PSP_AI, headers: readHeaders, logs: ["account-id"] } as const;

export const accountParams = z.object({
  "account-id": z.string().describe("The account's resourceId, as GET /v1/accounts lists it"),
});

export const cardAccountParams = z.object({
  "account-id": z.string().describe("The card account's resourceId, as GET /v1/card-accounts lists it"),
});

/** `withBalance=true` asks for the balances beside the answer. */
export const wantsBalance = (query: { withBalance?: string | undefined }): boolean =>
  query.withBalance === "true";
