import type { Bank } from "./calls.js";

/** The CSRF token a dashboard page's forms carry, if the page has any. */
export function csrfIn(page: string): string | undefined {
  return /name="csrf" value="([^"]+)"/.exec(page)?.[1];
}

/** The CSRF token a browser sending these headers (its cookie) finds on the dashboard's overview. */
export async function csrfToken(
  bank: Bank,
  headers: Record<string, string> = {},
): Promise<string | undefined> {
  const overview = await bank.sandbox.app.request("http://sandbox.test/__admin/", { headers });
  return csrfIn(await overview.text());
}

/** A dashboard form post as the browser sends it: with the token of the page the form is on. */
export async function postForm(
  bank: Bank,
  path: string,
  form: Record<string, string> = {},
  headers: Record<string, string> = {},
) {
  const csrf = path === "/__admin/login" ? undefined : await csrfToken(bank, headers);
  const response = await bank.sandbox.app.request(`http://sandbox.test${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams({ ...(csrf === undefined ? {} : { csrf }), ...form }).toString(),
  });
  return { status: response.status, text: await response.text(), headers: response.headers };
}
