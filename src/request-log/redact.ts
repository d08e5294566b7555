/** What the request log shows instead of a credential. */
export const SECRET_NOT_KEPT = "(secret, not kept)";

/** Headers that carry a credential: the admin token, the dashboard's session cookie. */
const SECRET_HEADERS = new Set(["authorization", "proxy-authorization", "cookie"]);
/** The dashboard's login form: its body is the admin token. */
const LOGIN = "/__admin/login";
/** The dashboard's other forms: their csrf field is the session's CSRF token. */
const DASHBOARD_FORM = /^\/__admin\/(?:ui\/|logout$)/;
const CSRF_FIELD = /(^|&)csrf=[^&]*/g;

/**
 * The header pairs with every credential's value replaced; the array itself when there is none (the
 * common case: nothing is copied). Whoever can read the request log must not learn how to log in.
 */
export function withoutSecretHeaders(pairs: readonly string[]): readonly string[] {
  let out: string[] | undefined;
  for (let i = 0; i + 1 < pairs.length; i += 2) {
    if (!SECRET_HEADERS.has((pairs[i] ?? "").toLowerCase())) continue;
    out ??= pairs.slice();
    out[i + 1] = SECRET_NOT_KEPT;
  }
  return out ?? pairs;
}

/** The request body as the request log keeps it: not the login form's, nor a dashboard form's CSRF token. */
export function withoutSecretBody(
  path: string,
  body: Uint8Array | string | undefined,
): Uint8Array | string | undefined {
  if (body === undefined || body.length === 0) return body;
  if (path === LOGIN) return SECRET_NOT_KEPT;
  if (!DASHBOARD_FORM.test(path)) return body;
  const text = typeof body === "string" ? body : Buffer.from(body).toString("utf8");
  return text.replace(CSRF_FIELD, `$1csrf=${SECRET_NOT_KEPT}`);
}

const CSRF_INPUT = /(name="csrf" value=")[^"]*"/g;

/** A dashboard page's text as the request log keeps it: its forms' CSRF token left out. */
export function withoutSecretAnswer(path: string, text: string | undefined): string | undefined {
  if (text === undefined || !path.startsWith("/__admin/") || !text.includes('name="csrf"')) return text;
  return text.replace(CSRF_INPUT, `$1${SECRET_NOT_KEPT}"`);
}
