import { type HeaderTable, psuDeviceHeaders } from "../http/headers.js";

/**
 * Headers of consent creation. Interface 5.3 has no account information column: the signing basket's
 * (the other POST without a payment) is taken, with PSU-ID or X-PSU-IDENTITY as for payments, and
 * the explicit start a payment offers (docs/decisions.md, "Account information", "Headers"). Digest
 * is checked by signing, as for every body (5.1). Literal types: the handler reads them by name.
 */
export const consentHeaders = {
  "x-accept-fix": "R",
  "TPP-Session-ID": "R",
  "TPP-Redirect-URI": "R",
  "TPP-Redirect-Preferred": "O",
  "TPP-Nok-Redirect-URI": "O",
  "TPP-Explicit-Authorisation-Preferred": "O",
  "PSU-ID": { required: true, unless: "X-PSU-IDENTITY" },
  "X-PSU-IDENTITY": "O",
  "PSU-Corporate-ID": "O",
  "PSU-IP-Address": "R",
  ...psuDeviceHeaders,
} as const satisfies HeaderTable;

/** Consent reads and DELETE: x-accept-fix, as on every account information operation; PSU-IP-Address when the PSU asks. */
export const consentReadHeaders = {
  "x-accept-fix": "R",
  "PSU-IP-Address": "O",
} as const satisfies HeaderTable;

/** Headers the creation's column leaves out: taken and not read (src/baskets/headers.ts says why). */
export const consentUnlisted = ["PSU-Context", "TPP-Brand-Logging-Information"] as const;
