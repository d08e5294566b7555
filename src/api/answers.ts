import type { ErrorBody } from "../errors.js";

/**
 * A call the sandbox answered with an error: the status, the headers and the body a TPP sees. The
 * message names the call and the bank's own message, so a failing test says what went wrong.
 */
export class SandboxHttpError extends Error {
  override name = "SandboxHttpError";
  constructor(
    readonly method: string,
    readonly url: string,
    readonly status: number,
    readonly headers: Headers,
    /** The interface's Error body; for a 401 Challenge the `_links.scaRedirect` body; or the text. */
    readonly body: unknown,
  ) {
    const error = body as Partial<ErrorBody> | undefined;
    const detail = typeof error?.code === "string" ? `${error.code}: ${error.message}` : String(body ?? "");
    super(`${method} ${url} answered ${status} ${detail}`.trim());
  }

  /** The Error body, when the answer had one. */
  get error(): ErrorBody | undefined {
    const body = this.body as Partial<ErrorBody> | undefined;
    return typeof body?.code === "string" ? (body as ErrorBody) : undefined;
  }
}

/** The body of a 2xx answer (undefined for an empty one), or the SandboxHttpError of any other. */
export async function readAnswer<T>(method: string, url: string, response: Response): Promise<T> {
  const text = await response.text();
  let body: unknown = text === "" ? undefined : text;
  if (text !== "" && /json/i.test(response.headers.get("content-type") ?? "")) body = JSON.parse(text);
  if (!response.ok) throw new SandboxHttpError(method, url, response.status, response.headers, body);
  return body as T;
}
