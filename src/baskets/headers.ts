import { type HeaderTable, psuDeviceHeaders } from "../http/headers.js";

/**
 * Headers of signing basket creation (interface 5.3, Basket column). No Digest (5.1: the basket is
 * the one POST without it; checked when sent, src/signing) and none of `basketUnlisted`.
 */
export const basketHeaders: HeaderTable = {
  "x-accept-fix": "R",
  "TPP-Session-ID": "R",
  "TPP-Redirect-URI": "R",
  "TPP-Redirect-Preferred": "O",
  "TPP-Nok-Redirect-URI": "O",
  "PSU-ID": "R",
  "PSU-Corporate-ID": "O",
  "PSU-IP-Address": "R",
  ...psuDeviceHeaders,
};

/**
 * Headers the basket column of 5.3 marks "-": taken and not read, as every operation treats the
 * headers its column does not list (periodic and bulk take TPP-Brand-Logging-Information so). A bank
 * cannot refuse what its table leaves out: a proxy on the way may add headers, and an OpenAPI
 * description, which a bank's gateway checks requests against, has no way to forbid one.
 */
export const basketUnlisted = ["X-PSU-IDENTITY", "PSU-Context", "TPP-Brand-Logging-Information"] as const;
