import type { HeaderTable } from "../http/headers.js";

/**
 * Headers of signing basket creation (interface 5.3, Basket column). No Digest (5.1: the basket is
 * the one POST without it) and no X-PSU-IDENTITY or PSU-Context (not listed for the basket).
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
  "PSU-IP-Port": "O",
  "PSU-User-Agent": "O",
  "PSU-Accept": "O",
  "PSU-Accept-Charset": "O",
  "PSU-Accept-Encoding": "O",
  "PSU-Accept-Language": "O",
  "PSU-HTTP-Method": "O",
  "PSU-Device-ID": "O",
  "PSU-Geo-Location": "O",
};
