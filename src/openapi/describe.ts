/**
 * The prose of the document: what each header and the signing scheme mean. Which header an operation
 * takes, and whether it must, comes from the routes' header tables; only the words live here.
 */

export const headerDescriptions: Record<string, string> = {
  "X-Request-ID": "A unique id (a UUID) for this call, signed; every answer echoes it.",
  "TPP-Signature-Certificate": "The TPP's QWAC/QSealC signing certificate, base64 DER (interface 5.1).",
  Digest: "SHA-256= or SHA-512= and the base64 hash of the body as sent (RFC 3230), signed.",
  "PSU-ID": "The PSU's customerId (a UUID; GET /v1/sandbox/customers lists them).",
  "X-PSU-IDENTITY": "Stands in for PSU-ID (interface 5.2): the PSU's customer number.",
  "PSU-Corporate-ID": "The corporate agreement the PSU acts for.",
  "PSU-IP-Address": "The PSU's IP address (IPv4 or IPv6) as the TPP saw it.",
  "PSU-IP-Port": "The PSU's port, 0-65535.",
  "PSU-Context": "PRIVATE or CORPORATE.",
  "PSU-User-Agent": "The PSU's browser user agent.",
  "PSU-Accept": "Forwarded from the PSU's browser.",
  "PSU-Accept-Charset": "Forwarded from the PSU's browser.",
  "PSU-Accept-Encoding": "Forwarded from the PSU's browser.",
  "PSU-Accept-Language": "Forwarded from the PSU's browser.",
  "PSU-HTTP-Method": "GET, POST, PUT, PATCH or DELETE: the PSU's method towards the TPP.",
  "PSU-Device-ID": "A UUID identifying the PSU's device.",
  "PSU-Geo-Location": "The PSU's location, GEO:<latitude>;<longitude>.",
  "TPP-Session-ID": "The TPP's session with the PSU.",
  "TPP-Redirect-URI": "Absolute http(s) URL the SCA page sends the PSU back to when done.",
  "TPP-Nok-Redirect-URI": "Absolute http(s) URL for a failed or rejected SCA; else TPP-Redirect-URI.",
  "TPP-Redirect-Preferred": "true or false; the bank uses the redirect approach either way.",
  "TPP-Explicit-Authorisation-Preferred":
    "true: no implicit authorisation; the answer's _links.startAuthorisation starts one, so the payment can go into a signing basket first. false or absent: the PSU authorises at _links.scaRedirect.",
  "TPP-Brand-Logging-Information": "The TPP's brand, for the bank's logs.",
  "x-accept-fix":
    "Announced changes (interface 9) the TPP adopts, comma-separated; an empty value adopts none.",
};

export const responseHeaderDescriptions: Record<string, string> = {
  "X-Request-ID": "The request's X-Request-ID (made up where the request had none).",
  "X-Content-Type-Options": "nosniff: no answer is to be read as another media type.",
  Location: "Where the new resource (or the next page) is.",
  "ASPSP-SCA-Approach": "Always REDIRECT: the PSU authorises on the bank's SCA page.",
  "X-Sandbox-Replayed":
    "true when this is the stored first answer to an identical earlier request with the same X-Request-ID (a retry).",
  "Access-Control-Allow-Origin":
    "Only with config cors.origins: the browser origin allowed to read the answer.",
  "Access-Control-Expose-Headers": "Only with config cors.origins: the headers a browser app may read.",
  Vary: "Origin, when CORS is on.",
  "X-Sandbox-Fault":
    "Only when a fault rule (PUT /__admin/faults) touched this answer: the rule's id and what it did.",
  "Retry-After":
    "Seconds to wait: on an answer of a fault rule that sets retryAfter, or on the control API's 429 after too many wrong admin tokens.",
  "X-Sandbox-Signature-Warning":
    "Only with signature mode warn: why the signature check failed, although the call was answered.",
  "Cache-Control": "no-store on the SCA page (never cached); an hour for the docs page's files.",
  Pragma: "no-cache.",
  "Set-Cookie":
    "The dashboard's login: a random session id (never the token) in an HttpOnly, SameSite=Strict cookie for /__admin.",
  "X-Frame-Options": "DENY: the SCA page is never framed.",
  "Referrer-Policy":
    "no-referrer on the SCA page; same-origin on the dashboard (its form posts then carry their Origin).",
  "Content-Security-Policy": "No scripts; inline styles only.",
};

export const signingDescription = `Every call under /v1 is signed as interface 5.1 profiles draft-cavage-http-signatures-10:

- **Signature**: \`keyId="SN=<certificate serial, hex>,CA=<issuer DN>",algorithm="rsa-sha256",headers="...",signature="<base64>"\`.
  The keyId names the certificate sent in TPP-Signature-Certificate by its serial number and issuer.
- **headers** lists, in signing order, every one of these the request carries: \`date\`, \`digest\`,
  \`x-request-id\`, \`psu-id\`, \`psu-corporate-id\`, \`tpp-redirect-uri\` (X-Request-ID always;
  \`(request-target)\` may be added).
- The signing string is one \`name: value\` line per listed header, joined by \\n, signed with RSA-SHA256
  by the key of the certificate.
- **Digest** (\`SHA-256=<base64>\` or \`SHA-512=<base64>\` of the body bytes as sent) is required on every
  call with a body, except POST /v1/signing-baskets.
- **TPP-Signature-Certificate**: the certificate, base64 DER (PEM without its armour). The TPP is the
  certificate's organizationIdentifier; resources belong to the TPP that made them.
- A value outside printable ASCII is sent RFC 2047 encoded (\`=?utf-8?B?...?=\`).

A failure answers 400 or 401 with the code of the check that failed (SIGNATURE_MISSING, SIGNATURE_INVALID,
CERTIFICATE_MISSING, CERTIFICATE_INVALID, CERTIFICATE_EXPIRED, HTTP_HEADER_REQUIRED for a missing Digest or
X-Request-ID, FORMAT_ERROR for a Digest that cannot be read, SIGNATURE_INVALID (401) for a Digest that
does not match the body: its message gives the Digest sent and the one computed). \`psd2-sandbox request\` and the exported
\`createTppClient\` sign as the bank expects.`;
