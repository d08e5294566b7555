import type { LogSecrets } from "../http/operation-rules.js";

/** What the request log shows instead of a credential. */
export const SECRET_NOT_KEPT = "(secret, not kept)";

/** Headers that carry a credential: the admin token, the dashboard's session cookie. */
const SECRET_HEADERS = new Set(["authorization", "proxy-authorization", "cookie"]);
/** Their lengths: a name of another length is none of them, without a lower-case copy made. */
const SECRET_LENGTHS = new Set([...SECRET_HEADERS].map((name) => name.length));
/** A dashboard form's csrf field: the session's CSRF token. */
const CSRF_FIELD = /(^|&)csrf=[^&]*/g;

/**
 * The header pairs with every credential's value replaced; the array itself when there is none (the
 * common case: nothing is copied). Whoever can read the request log must not learn how to log in.
 */
export function withoutSecretHeaders(pairs: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    const name = pairs[i] ?? "";
    if (!SECRET_LENGTHS.has(name.length) || !SECRET_HEADERS.has(name.toLowerCase())) continue;
    out ??= pairs.slice();
    out[i + 1] = SECRET_NOT_KEPT;
  }
  return out ?? pairs;
}

/**
 * The request body as the request log keeps it, by its operation's `logSecrets`: none of the login
 * form's (the admin token), no dashboard form's CSRF token.
 */
export function withoutSecretBody(
  secrets: LogSecrets | undefined,
  body: Uint8Array | string | undefined,
): Uint8Array | string | undefined {
  if (body === undefined || body.length === 0) return body;
  if (secrets === "login") return SECRET_NOT_KEPT;
  if (secrets !== "form") return body;
  const text = typeof body === "string" ? body : Buffer.from(body).toString("utf8");
  return text.replace(CSRF_FIELD, `$1csrf=${SECRET_NOT_KEPT}`);
}

const CSRF_INPUT = /(name="csrf" value=")[^"]*"/g;

/** A dashboard page's text as the request log keeps it (any `logSecrets`): its forms' CSRF token left out. */
export function withoutSecretAnswer(
  secrets: LogSecrets | undefined,
  text: string | undefined,
): string | undefined {
  if (text === undefined || secrets === undefined || !text.includes('name="csrf"')) return text;
  return text.replace(CSRF_INPUT, `$1${SECRET_NOT_KEPT}"`);
}
