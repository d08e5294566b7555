import { isIP } from "node:net";
import { createMiddleware } from "hono/factory";
import { ApiError, type Violation } from "../errors.js";
import type { AppEnv } from "./env.js";
import { acceptFixNames } from "./accept-fix.js";
import { headerReader } from "./sent-headers.js";

/**
 * Header rules per operation (interface 5.3), declared as data: each operation lists its headers as
 * required or optional. `unless` names a header that may stand in for a required one (X-PSU-IDENTITY
 * for PSU-ID, interface 5.2). Signing headers (Signature, TPP-Signature-Certificate, Digest) and
 * X-Request-ID are checked by their own middleware for every signed call, so no table lists them.
 */
export type HeaderRule = "R" | "O" | { required: true; unless: string };
export type HeaderTable = Readonly<Record<string, HeaderRule>>;

/** The PSU's device and browser headers (interface 5.3): optional wherever the PSU takes part. */
export const psuDeviceHeaders = {
  "PSU-IP-Port": "O",
  "PSU-User-Agent": "O",
  "PSU-Accept": "O",
  "PSU-Accept-Charset": "O",
  "PSU-Accept-Encoding": "O",
  "PSU-Accept-Language": "O",
  "PSU-HTTP-Method": "O",
  "PSU-Device-ID": "O",
  "PSU-Geo-Location": "O",
} as const satisfies HeaderTable;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const psuHttpMethods = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * An absolute http(s) URL written with its authority (`scheme://host`). The WHATWG parser also takes
 * `http:/evil.example`, `https:evil.example` or backslashes and guesses a host; a browser given such
 * a Location resolves it against the sandbox instead, so they are refused rather than guessed.
 */
export function absoluteHttpUrl(value: string): boolean {
  if (!/^https?:\/\/[^/\\?#\s]/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** Format of a header wherever it appears (header names as the interface spells them; lookups ignore case). */
const formats: Record<string, (value: string) => string | undefined> = {
  "PSU-ID": (v) => (UUID.test(v) ? undefined : "PSU-ID must be the customer's customerId, a UUID"),
  "PSU-Device-ID": (v) => (UUID.test(v) ? undefined : "PSU-Device-ID must be a UUID"),
  "PSU-Context": (v) =>
    v === "PRIVATE" || v === "CORPORATE" ? undefined : "PSU-Context must be PRIVATE or CORPORATE",
  "PSU-HTTP-Method": (v) =>
    psuHttpMethods.includes(v) ? undefined : `PSU-HTTP-Method must be one of ${psuHttpMethods.join(", ")}`,
  "PSU-IP-Address": (v) => (isIP(v) ? undefined : "PSU-IP-Address must be an IPv4 or IPv6 address"),
  "PSU-IP-Port": (v) =>
    /^\d{1,5}$/.test(v) && Number(v) <= 65535 ? undefined : "PSU-IP-Port must be a port number 0-65535",
  "TPP-Redirect-URI": (v) =>
    absoluteHttpUrl(v)
      ? undefined
      : "TPP-Redirect-URI must be an absolute http(s) URL, e.g. https://tpp.example/cb",
  "TPP-Nok-Redirect-URI": (v) =>
    absoluteHttpUrl(v)
      ? undefined
      : "TPP-Nok-Redirect-URI must be an absolute http(s) URL, e.g. https://tpp.example/nok",
  "TPP-Redirect-Preferred": (v) =>
    v === "true" || v === "false" ? undefined : "TPP-Redirect-Preferred must be true or false",
  "TPP-Explicit-Authorisation-Preferred": (v) =>
    v === "true" || v === "false" ? undefined : "TPP-Explicit-Authorisation-Preferred must be true or false",
  "x-accept-fix": (v) => {
    const unknown = parseAcceptFix(v).filter((name) => !acceptFixNames.includes(name));
    if (unknown.length === 0) return undefined;
    return `x-accept-fix names unknown fix ${unknown.join(", ")}; known: ${acceptFixNames.join(", ")}`;
  },
};

/** Required headers whose empty value means something (x-accept-fix: no fix adopted). */
const emptyAllowed = new Set(["x-accept-fix"]);

/** What to send instead, for required headers whose value is not obvious. */
const missingHints: Record<string, string> = {
  "x-accept-fix": `: send the fixes you adopt, comma-separated (${acceptFixNames.join(", ")}), or an empty value for none`,
};

/** The fix names in an x-accept-fix value (comma-separated; an empty value adopts none). */
export function parseAcceptFix(value: string | undefined): string[] {
  if (!value) return [];
  return value
    .split(",")
    .map((name) => name.trim())
    .filter((name) => name !== "");
}

/** A table's rules as the check walks them, made once per table. */
interface CompiledTable {
  readonly rules: readonly (readonly [string, HeaderRule])[];
  /** Whether `name` has a rule other than "O" in the table (an empty value of it is no value). */
  readonly required: ReadonlySet<string>;
}

const compiled = new WeakMap<HeaderTable, CompiledTable>();
const formatChecks = Object.entries(formats);

function compile(table: HeaderTable): CompiledTable {
  let known = compiled.get(table);
  if (known === undefined) {
    const rules = Object.entries(table);
    const required = new Set(rules.filter(([, rule]) => rule !== "O").map(([name]) => name));
    known = { rules, required };
    compiled.set(table, known);
  }
  return known;
}

/** Every problem with the request's headers against `table`, plus format checks of any known header. */
export function headerViolations(table: HeaderTable, get: (name: string) => string | undefined): Violation[] {
  const { rules, required } = compile(table);
  const violations: Violation[] = [];
  // An empty value of a required header is no value (Berlin Group): 400 HTTP_HEADER_REQUIRED.
  const given = (name: string) => {
    const value = get(name);
    return value !== undefined && (value.trim() !== "" || emptyAllowed.has(name.toLowerCase()));
  };
  for (const [name, rule] of rules) {
    if (rule === "O" || given(name)) continue;
    if (typeof rule === "object" && given(rule.unless)) continue;
    const hint = typeof rule === "object" ? ` (or ${rule.unless})` : "";
    const empty = get(name) !== undefined ? " (it was sent empty)" : "";
    violations.push({
      code: "HTTP_HEADER_REQUIRED",
      path: name,
      text: `${name}${hint} is required for this operation${empty}${missingHints[name.toLowerCase()] ?? ""}`,
    });
  }
  for (const [name, check] of formatChecks) {
    const value = get(name);
    if (value === undefined || (value.trim() === "" && required.has(name))) continue;
    const problem = check(value.trim());
    if (problem) violations.push({ code: "FORMAT_ERROR", path: name, text: problem });
  }
  return violations;
}

/** Middleware enforcing one operation's header table. */
export function requireHeaders(table: HeaderTable) {
  return createMiddleware<AppEnv>(function requireHeadersMiddleware(c, next) {
    const violations = headerViolations(table, headerReader(c));
    if (violations.length > 0) {
      const missing = violations.some((v) => v.code === "HTTP_HEADER_REQUIRED");
      throw new ApiError(missing ? "HTTP_HEADER_REQUIRED" : "FORMAT_ERROR", violations);
    }
    return next();
  });
}
