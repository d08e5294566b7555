import type { OperationDoc } from "../http/operation-doc.js";
import { type Declared, fillPath, type PathParamName, type PathParams } from "../http/operation.js";
import { createTppClient } from "../signing/client.js";
import { readAnswer } from "./answers.js";
import { testTppCertificate } from "./certificates.js";
import { defaultCustomers } from "../test-data/default-customers.js";

export interface TppOptions {
  /** PEM of the signing certificate; the shipped test TPP's by default (or one from generateTestCertificates()). */
  certificate?: string | Uint8Array;
  privateKey?: string | Uint8Array;
  /** The PSU the TPP acts for: PSU-ID, and PSU-Corporate-ID for a corporate one. defaultCustomers.private by default. */
  psu?: { customerId: string; agreementId?: string };
  /** TPP-Redirect-URI of initiations; https://tpp.example/callback by default. */
  redirectUri?: string;
  /** PSU-IP-Address; 192.0.2.10 (a documentation address) by default. */
  psuIpAddress?: string;
  /** TPP-Session-ID; a fresh UUID per client by default. */
  sessionId?: string;
}

export type Headers = Record<string, string>;

export type Query = Record<string, string | number | boolean | undefined>;
export interface CallOptions {
  body?: unknown;
  headers?: Headers;
  query?: Query;
}

/** A declared operation's path parameters, then the call's options; the parameters may be left out when it has none. */
export type OperationArgs<P extends string, Options = CallOptions> = [PathParamName<P>] extends [never]
  ? [params?: PathParams<P>, options?: Options]
  : [params: PathParams<P>, options?: Options];

/**
 * What every typed method sends through: a signed call of a declared operation (its method, its path
 * template filled with `params`), whose 2xx body it returns, else throws.
 */
export interface Caller {
  <T, P extends string>(
    operation: Declared<OperationDoc["method"], P>,
    ...args: OperationArgs<P>
  ): Promise<T>;
  /** The PSU and session headers an initiation needs (interface 5.3), under `extra`. */
  initiation(extra?: Headers, acceptFix?: boolean): Headers;
  raw: ReturnType<typeof createTppClient>;
}

export function createCaller(baseUrl: string, options: TppOptions): Caller {
  const shipped = options.certificate === undefined ? testTppCertificate() : undefined;
  const raw = createTppClient({
    baseUrl,
    certificate: options.certificate ?? (shipped?.certificate as string),
    privateKey: options.privateKey ?? (shipped?.privateKey as string),
  });
  const psu: { customerId: string; agreementId?: string } = options.psu ?? defaultCustomers.private;
  const session = options.sessionId ?? crypto.randomUUID();
  const call = (async (
    operation: Declared,
    params: Readonly<Record<string, string>> = {},
    { body, headers, query }: CallOptions = {},
  ) => {
    const method = operation.method.toUpperCase();
    const path = fillPath(operation.path, params);
    const response = await raw.request(method, path, {
      body,
      ...(headers ? { headers } : {}),
      ...(query ? { query } : {}),
    });
    return readAnswer(method, `${baseUrl}${path}`, response);
  }) as Caller;
  call.initiation = (extra = {}, acceptFix = false) => {
    const defaults: Headers = {
      "PSU-ID": psu.customerId,
      ...(psu.agreementId ? { "PSU-Corporate-ID": psu.agreementId } : {}),
      "PSU-IP-Address": options.psuIpAddress ?? "192.0.2.10",
      "TPP-Session-ID": session,
      "TPP-Redirect-URI": options.redirectUri ?? "https://tpp.example/callback",
      ...(acceptFix ? { "x-accept-fix": "" } : {}),
    };
    // A header given by the caller replaces the default of the same name, whatever its case.
    const given = new Set(Object.keys(extra).map((name) => name.toLowerCase()));
    for (const name of Object.keys(defaults)) if (given.has(name.toLowerCase())) delete defaults[name];
    return { ...defaults, ...extra };
  };
  call.raw = raw;
  return call;
}
