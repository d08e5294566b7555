/**
 * A signing HTTP client for TPP test suites: every request carries X-Request-ID, Digest (for a
 * body), TPP-Signature-Certificate and a draft-cavage-10 Signature as interface 5.1 profiles it.
 * `fetch` defaults to the global one; pass `(url, init) => app.request(url, init)` to stay in process.
 */
import { createPrivateKey, randomUUID, sign, X509Certificate } from "node:crypto";
import { recentlyUsed } from "./asn1.js";
import { readCertificateFields } from "./cert-fields.js";
import { formatDn } from "./dn.js";
import { parseDn } from "./dn-parse.js";
import { computeDigest, type DigestAlgorithm, SIGNED_WHEN_PRESENT } from "./parts.js";

export type FetchLike = (url: string, init: RequestInit) => Promise<Response> | Response;

export interface TppClientOptions {
  baseUrl: string;
  /** PEM (or DER bytes) of the TPP's signing certificate. */
  certificate: string | Uint8Array;
  /** PEM (PKCS#8 or PKCS#1) of the matching private key. */
  privateKey: string | Uint8Array;
  fetch?: FetchLike;
  digestAlgorithm?: DigestAlgorithm;
  /** Also sign `(request-target)`; interface 5.1 does not ask for it, the draft allows it. */
  signRequestTarget?: boolean;
}

export interface TppRequestOptions {
  /** An object is sent as JSON; a string or bytes are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
}

export interface TppClient {
  /** `SN=<hex serial>,CA=<issuer DN>` of the certificate. */
  readonly keyId: string;
  request(method: string, path: string, options?: TppRequestOptions): Promise<Response>;
  /** The headers to send: the given ones plus X-Request-ID, Digest, certificate and Signature. */
  signHeaders(
    method: string,
    pathWithQuery: string,
    headers: Record<string, string>,
    body?: Uint8Array,
  ): Record<string, string>;
}

function has(headers: Record<string, string>, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  return key === undefined ? undefined : headers[key];
}

function encodeBody(body: unknown, headers: Record<string, string>): Uint8Array | undefined {
  if (body === undefined) return undefined;
  if (body instanceof Uint8Array) return body;
  if (typeof body === "string") return Buffer.from(body, "utf8");
  if (has(headers, "content-type") === undefined) headers["Content-Type"] = "application/json";
  return Buffer.from(JSON.stringify(body), "utf8");
}

/** A line of node:crypto's issuer text that means one thing: a known name, a plain ASCII value. */
const PLAIN_LINE = /^[A-Za-z][A-Za-z0-9]*=[A-Za-z0-9.\-_:/()@'][A-Za-z0-9 .\-_:/()@']*$/;

/**
 * The certificate's issuer as the keyId names it (`formatDn`). node:crypto prints the issuer one
 * attribute per line; when every line is plain, that text is the DN, and a process that only signs
 * (the CLI's `request`, a TPP's client) does not load the ASN.1 libraries. Anything else (escapes,
 * multi-valued RDNs, other scripts) is read from the certificate's DER.
 */
export function issuerOf(certificate: X509Certificate): string {
  const lines = certificate.issuer.split("\n");
  if (lines.every((line) => PLAIN_LINE.test(line) && !line.endsWith(" "))) {
    try {
      return formatDn(parseDn(lines.join(",")));
    } catch {
      // A name parseDn does not know: the DER has its OID.
    }
  }
  return formatDn(readCertificateFields(certificate.raw).issuer);
}

type Credentials = Pick<TppClientOptions, "certificate" | "privateKey">;
const text = (pem: string | Uint8Array) =>
  typeof pem === "string" ? pem : Buffer.from(pem).toString("latin1");

/**
 * The key parsed, and the keyId and certificate header made from the certificate: one per process
 * for the same certificate and key (a test suite makes a client per sandbox it starts). Immutable,
 * so clients share them.
 */
const signer = recentlyUsed(
  ({ certificate, privateKey }: Credentials) => {
    const parsed = new X509Certificate(certificate);
    return {
      key: createPrivateKey(typeof privateKey === "string" ? privateKey : Buffer.from(privateKey)),
      certificateHeader: parsed.raw.toString("base64"),
      keyId: `SN=${parsed.serialNumber},CA=${issuerOf(parsed)}`,
    };
  },
  ({ certificate, privateKey }: Credentials) => `${text(certificate)}\n${text(privateKey)}`,
  16,
);

export function createTppClient(options: TppClientOptions): TppClient {
  const { key, certificateHeader, keyId } = signer(options);
  const doFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const digestAlgorithm = options.digestAlgorithm ?? "SHA-256";

  function signHeaders(method: string, target: string, given: Record<string, string>, body?: Uint8Array) {
    // Header values travel trimmed; sign exactly what the server will see.
    const headers = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v.trim()]));
    if (has(headers, "x-request-id") === undefined) headers["X-Request-ID"] = randomUUID();
    if (body !== undefined && body.length > 0 && has(headers, "digest") === undefined) {
      headers.Digest = `${digestAlgorithm}=${computeDigest(digestAlgorithm, body)}`;
    }
    headers["TPP-Signature-Certificate"] = certificateHeader;
    const present = SIGNED_WHEN_PRESENT.filter((name) => has(headers, name) !== undefined);
    const names: string[] = options.signRequestTarget ? ["(request-target)", ...present] : present;
    const signingString = names
      .map((name) =>
        name === "(request-target)"
          ? `${name}: ${method.toLowerCase()} ${target}`
          : `${name}: ${has(headers, name)}`,
      )
      .join("\n");
    const signature = sign("sha256", Buffer.from(signingString, "latin1"), key).toString("base64");
    const quotedKeyId = keyId.replace(/["\\]/g, "\\$&");
    const value = `keyId="${quotedKeyId}",algorithm="rsa-sha256",headers="${names.join(" ")}",signature="${signature}"`;
    // Interface 5.1 point 4: a non-ASCII value (say, an issuer named "Bank Øst") is sent RFC 2047 encoded.
    headers.Signature = /^[\x20-\x7e]*$/.test(value)
      ? value
      : `=?utf-8?B?${Buffer.from(value, "utf8").toString("base64")}?=`;
    return headers;
  }

  return {
    keyId,
    signHeaders,
    async request(method, path, { body, headers = {}, query } = {}) {
      const url = new URL(`${options.baseUrl.replace(/\/+$/, "")}${path}`);
      for (const [name, value] of Object.entries(query ?? {})) {
        if (value !== undefined) url.searchParams.append(name, String(value));
      }
      const outgoing = { ...headers };
      // A signed Date bounds how long a captured request is worth anything (docs/signing.md).
      if (has(outgoing, "date") === undefined) outgoing.Date = new Date().toUTCString();
      const bytes = encodeBody(body, outgoing);
      const signed = signHeaders(method, url.pathname + url.search, outgoing, bytes);
      const init: RequestInit = { method: method.toUpperCase(), headers: signed };
      if (bytes !== undefined) init.body = bytes;
      return doFetch(url.href, init);
    },
  };
}
