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
