import { randomInt } from "node:crypto";
import { generateTestCertificates } from "../signing/generate.js";
import { SandboxHttpError } from "./answers.js";
import { type ClientOptions, createSandboxClient, type SandboxClient } from "./client.js";

/** connectSandbox found no sandbox to drive: no URL, nothing answering, another server, a refused token. */
export class SandboxConnectError extends Error {
  override name = "SandboxConnectError";
}

/** Where to find the sandbox, how to call its control API, what `tpp()` signs with. */
export type ConnectOptions = ClientOptions & {
  /**
   * Sign as a test TPP of this client's own, made on connecting (a random organisation id), instead
   * of the shipped one: with tenancy per-tpp (the default) it works on a bank of its own, seeded
   * afresh, and no payment of an earlier run against the same sandbox makes its payments logical
   * duplicates. A test file that connects so passes on every rerun. Not with `certificate`.
   */
  freshTpp?: boolean;
};

/** A new test TPP: an organisation id no earlier run has used, and its certificate. */
async function freshCertificate() {
  const organisationId = `PSDNO-FSA-${randomInt(100_000_000, 1_000_000_000)}`;
  return generateTestCertificates({ organisationId, organisationName: `Test TPP ${organisationId}` });
}

function baseUrl(given: string | undefined): string {
  const url = given ?? process.env.PSD2_SANDBOX_URL;
  if (url === undefined || url.trim() === "")
    throw new SandboxConnectError(
      "connectSandbox: no URL; pass one, or set PSD2_SANDBOX_URL (e.g. http://127.0.0.1:8080)",
    );
  if (!URL.canParse(url) || !/^https?:$/.test(new URL(url).protocol))
    throw new SandboxConnectError(
      `connectSandbox: "${url}" is not an http(s) URL, e.g. http://127.0.0.1:8080`,
    );
  return url.trim().replace(/\/+$/, "");
}

/**
 * A client of a sandbox someone else started (a CI job's background `npx psd2-sandbox`, a container),
 * the same as `startSandbox()`'s handle but for `close()`: the sandbox is not this process's to stop.
 * The URL defaults to PSD2_SANDBOX_URL and the admin token to PSD2_SANDBOX_ADMIN_TOKEN. It asks
 * GET /__admin/health once, so a wrong URL or token fails here, in one message, not in every test.
 * `connectSandbox({ freshTpp: true })` is the same with the URL from PSD2_SANDBOX_URL.
 */
export function connectSandbox(options?: ConnectOptions): Promise<SandboxClient>;
export function connectSandbox(url: string | undefined, options?: ConnectOptions): Promise<SandboxClient>;
export async function connectSandbox(
  urlOrOptions?: string | ConnectOptions,
  given: ConnectOptions = {},
): Promise<SandboxClient> {
  const [url, options] = typeof urlOrOptions === "object" ? [undefined, urlOrOptions] : [urlOrOptions, given];
  const base = baseUrl(url);
  if (options.freshTpp && options.certificate !== undefined)
    throw new SandboxConnectError("connectSandbox: pass either certificate or freshTpp, not both");
  const adminToken = options.adminToken ?? (process.env.PSD2_SANDBOX_ADMIN_TOKEN || undefined);
  const certificate = options.freshTpp ? await freshCertificate() : options.certificate;
  const client = createSandboxClient(base, { adminToken, certificate });
  try {
    const health = await client.health();
    if ((health as { status?: unknown } | undefined)?.status === undefined) throw new TypeError("no status");
  } catch (error) {
    throw new SandboxConnectError(why(base, error, adminToken !== undefined), { cause: error });
  }
  return client;
}

function why(base: string, error: unknown, hasToken: boolean): string {
  const at = `connectSandbox: ${base}`;
  if (error instanceof SandboxHttpError) {
    const fromSandbox = (error.body as { system?: unknown } | undefined)?.system === "psd2-sandbox";
    if (fromSandbox && error.status === 401)
      return hasToken
        ? `${at} refused the admin token; pass the one it was started with (adminToken or PSD2_SANDBOX_ADMIN_TOKEN)`
        : `${at} has an admin token; pass it as adminToken or set PSD2_SANDBOX_ADMIN_TOKEN`;
    if (!fromSandbox)
      return `${at} is not a psd2-sandbox (GET /__admin/health answered ${error.status}); check the URL and port`;
    return `${at}: ${error.message}`;
  }
  if (error instanceof TypeError && error.cause !== undefined)
    return `${at}: no sandbox answers there; start one with \`npx psd2-sandbox\` (${String((error.cause as Error).message ?? error.cause)})`;
  return `${at} is not a psd2-sandbox (GET /__admin/health did not answer its JSON); check the URL and port`;
}
