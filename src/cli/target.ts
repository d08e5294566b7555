import { httpFetch } from "./http-fetch.js";

/** Where the CLI's client verbs find the sandbox, and the one line they print when nothing answers. */
export function sandboxUrl(flag: string | undefined): string {
  return (flag ?? process.env.PSD2_SANDBOX_URL ?? "http://127.0.0.1:8080").replace(/\/+$/, "");
}

/** Nothing listens at the URL (or the name does not resolve): exit code 1, one line, no stack. */
export class UnreachableError extends Error {
  override name = "UnreachableError";
  constructor(url: string) {
    super(`no sandbox answers at ${url} — start one with \`npx psd2-sandbox\``);
  }
}

/** Runs `call`; a connection that cannot be made becomes UnreachableError. */
export async function reaching<T>(url: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    // fetch() rejects with a TypeError ("fetch failed") whose cause is the socket error.
    if (error instanceof TypeError && (error as { cause?: unknown }).cause !== undefined) {
      throw new UnreachableError(url);
    }
    throw error;
  }
}

/** Whether an answer came from a sandbox: every one of its answers carries X-Request-ID. */
export function fromSandbox(response: Response): boolean {
  return response.headers.has("x-request-id");
}

/** Something answers at the URL, but not a sandbox (another service on the port): exit code 1, one line. */
export class NotASandboxError extends Error {
  override name = "NotASandboxError";
  constructor(url: string, response: Response) {
    const type = response.headers.get("content-type")?.split(";")[0];
    super(
      `the server at ${url} is not a psd2-sandbox (it answered ${response.status}${type ? ` ${type}` : ""} without X-Request-ID); check --url or PSD2_SANDBOX_URL`,
    );
  }
}

/** fetch for the client verbs: an answer from anything but a sandbox becomes NotASandboxError. */
export function sandboxFetch(url: string) {
  return async (input: string, init: RequestInit): Promise<Response> => {
    const response = await httpFetch(input, init);
    if (!fromSandbox(response)) {
      await response.body?.cancel();
      throw new NotASandboxError(url, response);
    }
    return response;
  };
}
