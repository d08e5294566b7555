import { type HeaderTable, psuDeviceHeaders } from "../http/headers.js";

/**
 * Request headers of each creation operation (interface 5.3, the R and O of its column). Signing headers
 * and X-Request-ID are checked for every signed call elsewhere, so they are not listed. Optional
 * headers are listed so the table reads like the interface; formats are checked wherever they appear.
 * Literal types: the handler reads the checked headers by these names (`c.req.valid("header")`).
 */
const psuForwarded = {
  "TPP-Redirect-Preferred": "O",
  "TPP-Nok-Redirect-URI": "O",
  "PSU-Corporate-ID": "O",
  "PSU-Context": "O",
  ...psuDeviceHeaders,
} as const satisfies HeaderTable;

const common = {
  "TPP-Session-ID": "R",
  "TPP-Redirect-URI": "R",
  "PSU-ID": { required: true, unless: "X-PSU-IDENTITY" },
  "X-PSU-IDENTITY": "O",
  "PSU-IP-Address": "R",
  // true: no implicit authorisation, a startAuthorisation link instead (docs/decisions.md#sca).
  "TPP-Explicit-Authorisation-Preferred": "O",
  ...psuForwarded,
} as const satisfies HeaderTable;

export const sepaHeaders = {
  ...common,
  "x-accept-fix": "R",
  "TPP-Brand-Logging-Information": "O",
} as const satisfies HeaderTable;

/** The single domestic transfer is in no column of 5.3: it takes the single payments' (SEPA) column. */
export const domesticHeaders = sepaHeaders;

/** TPP-Brand-Logging-Information is "-" here and on bulk: taken and not read (src/baskets/headers.ts). */
export const periodicHeaders = { ...common, "x-accept-fix": "R" } as const satisfies HeaderTable;

export const bulkHeaders = { ...common, "x-accept-fix": "O" } as const satisfies HeaderTable;

/** Reading, cancelling and fee information take no PSU or session headers beyond the signed ones. */
export const noHeaders: HeaderTable = {};
