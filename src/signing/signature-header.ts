/**
 * Parses the `Signature` header of draft-cavage-http-signatures-10:
 * `keyId="…",algorithm="…",headers="…",signature="…"`. Values are quoted strings (or bare tokens,
 * which later drafts use for `created`); unknown parameters are ignored, as the draft requires.
 */
import type { Strictness } from "../config/schema.js";
import { apiError } from "../errors.js";
import { decodeRfc2047, isEncoded, Rfc2047Error } from "./rfc2047.js";

export const SIGNATURE_HEADER = "Signature";
const FORM = 'keyId="SN=…,CA=…",algorithm="rsa-sha256",headers="digest x-request-id …",signature="<base64>"';

export interface SignatureParams {
  keyId: string;
  algorithm?: string;
  /** Lowercased header names, in signing order. Defaults to `["date"]` when absent (draft 2.1.6). */
  headers: string[];
  signature: string;
}

const invalid = (text: string) => apiError("SIGNATURE_INVALID", text, SIGNATURE_HEADER);

const unquote = (quoted: string) => (quoted.includes("\\") ? quoted.replace(/\\(.)/g, "$1") : quoted);

function scanParams(value: string): Map<string, string> {
  const params = new Map<string, string>();
  // The quoted string as an unrolled loop ([^"\\]* runs, then escapes): the plain alternation
  // backtracks per character, a cost every signed request would pay.
  const scanner = /\s*([A-Za-z][A-Za-z0-9_-]*)\s*=\s*(?:"([^"\\]*(?:\\.[^"\\]*)*)"|([^\s,"]*))\s*(,|$)/gy;
  let at = 0;
  while (at < value.length) {
    scanner.lastIndex = at;
    const match = scanner.exec(value);
    if (!match || match[0] === "") throw invalid(`Signature "${value}" could not be parsed; send ${FORM}`);
    const [, name = "", quoted, bare = ""] = match;
    const key = name.toLowerCase();
    if (params.has(key)) throw invalid(`Signature has the parameter ${name} twice; send it once`);
    params.set(key, quoted === undefined ? bare : unquote(quoted));
    at = scanner.lastIndex;
  }
  return params;
}

const formatError = (text: string) => apiError("FORMAT_ERROR", text, SIGNATURE_HEADER);

export interface ParseOptions {
  /** `bank` (default): a raw non-ASCII value and a missing `algorithm` are refused; `lenient` takes both. */
  strictness?: Strictness;
}

/** Decodes an RFC 2047 encoded value (interface 5.1 point 4), then parses the parameters. */
export function parseSignatureHeader(
  rawValue: string,
  { strictness = "bank" }: ParseOptions = {},
): SignatureParams {
  let value = rawValue.trim();
  // Header values arrive as Latin-1 characters, so a raw ISO-8859-1 or UTF-8 byte shows as one above 0x7E.
  if (strictness === "bank" && !isEncoded(value) && /[^\x20-\x7e\t]/.test(value)) {
    throw formatError(
      "Signature carries non-ASCII characters unencoded; MIME-encode the whole value as =?utf-8?B?<base64 of the value>?= (interface 5.1 point 4: RFC 2047)",
    );
  }
  if (isEncoded(value)) {
    try {
      const decoded = decodeRfc2047(value).trim();
      if (decoded === value) {
        throw new Rfc2047Error(
          "it is not of the form =?charset?B|Q?text?= (no spaces inside; in Q use _ for a space)",
        );
      }
      value = decoded;
    } catch (error) {
      if (!(error instanceof Rfc2047Error)) throw error;
      throw invalid(`Signature is RFC 2047 encoded but cannot be decoded: ${error.message}`);
    }
  }
  const params = scanParams(value);
  const keyId = params.get("keyid");
  const signature = params.get("signature");
  if (!keyId) throw invalid(`Signature lacks keyId; send ${FORM}`);
  if (!signature) throw invalid(`Signature lacks the signature parameter; send ${FORM}`);
  const headers = params.get("headers");
  const parsed: SignatureParams = {
    keyId,
    signature,
    headers: (headers ?? "date").toLowerCase().split(/\s+/).filter(Boolean),
  };
  const algorithm = params.get("algorithm");
  if (algorithm === undefined && strictness === "bank") {
    throw invalid(
      'Signature lacks algorithm; send algorithm="rsa-sha256" (interface 5.1: algorithm identifies the same algorithm as the certificate; rsa-sha256 is expected)',
    );
  }
  if (algorithm !== undefined) parsed.algorithm = algorithm;
  return parsed;
}
