import type { LoggedRequest } from "../context.js";
import { parseCertificate } from "../signing/certificate.js";
import type { RouteMatcher } from "./routes.js";

/**
 * What the report reads of one logged request: small fields only, no bodies. Built once per report
 * (or once when the request log forgets the request, for the tally).
 */
export interface Seen {
  seq: number;
  /** Sandbox clock, epoch ms. */
  at: number;
  method: string;
  path: string;
  query: string;
  status: number;
  requestId: string;
  tpp?: string;
  /** X-Sandbox-Run. */
  run?: string;
  /** X-Sandbox-Scenario. */
  scenario?: string;
  /** The body's Digest header: two requests with the same one sent the same body. */
  digest?: string;
  /** TPP-Signature-Certificate, as far as the log kept it (a refused request keeps it whole). */
  certificate?: string;
  /** The answer's error codes. */
  codes: string[];
  /** An injected fault: its status, or "latency" for a delay only. */
  fault?: number | "latency";
  /** Seconds of the Retry-After an injected fault sent. */
  retryAfter?: number;
  /** The check of a refused signature (SignatureDiagnosis.check). */
  signatureCheck?: string;
  /** The Date header was the problem of a refusal. */
  dateRefused?: boolean;
  /** transactionStatus of a JSON answer. */
  transactionStatus?: string;
  /** The path of the answer's scaRedirect link. */
  scaRedirect?: string;
  /** The declared operation it called (none for the SCA page or an unknown path). */
  operationId?: string;
  /** Ids the path names or the answer returned (paymentId, basketId, authorisationId). */
  resources: string[];
}

const CODE = /"code"\s*:\s*"([A-Z_]+)"/g;
const STATUS = /"transactionStatus"\s*:\s*"([A-Z]{4})"/;
const REDIRECT = /"scaRedirect"\s*:\s*\{\s*"href"\s*:\s*"(?:https?:\/\/[^/"]+)?(\/[^"?#]*)/;
const IDS = /"(?:paymentId|basketId|authorisationId)"\s*:\s*"([^"]{1,200})"/g;
const DATE_PATH = /"path"\s*:\s*"Date"/i;
const FAULT = /^fault injected: .*?(?:status=(\d{3})|passed)/;
const RETRY_AFTER = /^fault retry-after: (\d+)$/;
const SCA_PAGE = /^\/sca\/([^/?]+)/;
/** Path parameters that name a product or service, not a record. */
const NOT_IDS = new Set(["payment-service", "payment-product"]);

function decodedOr(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The headers the report reads, by lower-case name. */
const READ = new Set(["x-sandbox-run", "x-sandbox-scenario", "digest", "tpp-signature-certificate"]);
/** Their lengths: a name of another length is none of them, without a lower-case copy made. */
const READ_LENGTHS = new Set([...READ].map((name) => name.length));

/** The few headers the report reads, in one pass over the pairs. */
function headersOf(pairs: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const name = pairs[i] ?? "";
    if (!READ_LENGTHS.has(name.length)) continue;
    const lower = name.toLowerCase();
    if (READ.has(lower)) found.set(lower, pairs[i + 1] ?? "");
  }
  return found;
}

function faultOf(notes: readonly string[] | undefined): Pick<Seen, "fault" | "retryAfter"> {
  const out: Pick<Seen, "fault" | "retryAfter"> = {};
  for (const note of notes ?? []) {
    const fault = FAULT.exec(note);
    if (fault) out.fault = fault[1] === undefined ? "latency" : Number(fault[1]);
    const wait = RETRY_AFTER.exec(note);
    if (wait) out.retryAfter = Number(wait[1]);
  }
  return out;
}

/** The organisation id a certificate header names, when it can be read. */
export type Identify = (certificate: string) => string | undefined;

/** Reads certificates at most once per value: a faulted request has no TPP yet, only its certificate. */
export function identifier(): Identify {
  const known = new Map<string, string | undefined>();
  return (certificate) => {
    if (!known.has(certificate)) {
      let id: string | undefined;
      try {
        id = parseCertificate(certificate).identity.id;
      } catch {
        id = undefined;
      }
      known.set(certificate, id);
    }
    return known.get(certificate);
  };
}

/**
 * The report's reading of one logged request, its operation found by `route`. A request answered
 * before its signature was checked (an injected fault) is given the TPP its certificate names.
 */
export function seenOf(r: LoggedRequest, route: RouteMatcher, identify?: Identify): Seen {
  const text = r.text ?? "";
  const json = text.startsWith("{") && text.length < 64 * 1024;
  const resources = new Set<string>();
  const matched = route(r.method, r.path);
  for (const [name, value] of Object.entries(matched?.params ?? {})) {
    if (!NOT_IDS.has(name)) resources.add(decodedOr(value));
  }
  const page = SCA_PAGE.exec(r.path)?.[1];
  if (page !== undefined) resources.add(decodedOr(page));
  if (json) for (const m of text.matchAll(IDS)) if (m[1] !== undefined) resources.add(m[1]);
  const seen: Seen = {
    seq: r.seq,
    at: r.at,
    method: r.method,
    path: r.path,
    query: r.query,
    status: r.status,
    requestId: r.requestId,
    codes: r.status >= 400 && json ? [...new Set([...text.matchAll(CODE)].map((m) => m[1] ?? ""))] : [],
    resources: [...resources],
  };
  // Only a request with notes can have met a fault: no object to spread for the others.
  if (r.notes !== undefined) Object.assign(seen, faultOf(r.notes));
  if (matched !== undefined) seen.operationId = matched.operationId;
  if (r.tpp !== undefined) seen.tpp = r.tpp.id;
  const headers = headersOf(r.headers);
  const run = headers.get("x-sandbox-run");
  if (run !== undefined) seen.run = run;
  const scenario = headers.get("x-sandbox-scenario");
  if (scenario !== undefined) seen.scenario = scenario;
  const digest = headers.get("digest");
  if (digest !== undefined) seen.digest = digest;
  const certificate = headers.get("tpp-signature-certificate");
  if (certificate !== undefined) seen.certificate = certificate;
  if (seen.tpp === undefined && certificate !== undefined && identify !== undefined) {
    const id = identify(certificate);
    if (id !== undefined && id !== "anonymous") seen.tpp = id;
  }
  const check = (r.signature as { check?: unknown; message?: unknown } | undefined)?.check;
  if (typeof check === "string") seen.signatureCheck = check;
  const message = String((r.signature as { message?: unknown } | undefined)?.message ?? "");
  if (
    r.status >= 400 &&
    (check === "date" || (check === "signed-headers" && /\bdate\b/i.test(message)) || DATE_PATH.test(text))
  )
    seen.dateRefused = true;
  if (json && r.status < 400) {
    const status = STATUS.exec(text)?.[1];
    if (status !== undefined) seen.transactionStatus = status;
    const redirect = REDIRECT.exec(text)?.[1];
    if (redirect !== undefined) {
      seen.scaRedirect = redirect;
      const id = SCA_PAGE.exec(redirect)?.[1];
      if (id !== undefined) seen.resources.push(decodedOr(id));
    }
  }
  return seen;
}
