/** Certificates for trust tests: made with plain openssl (as a TPP developer would) or by the sandbox's generator. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createTppClient, type TppClient } from "../../src/signing/client.js";
import { generateTestCertificates } from "../../src/signing/generate.js";
import type { Psd2Role } from "../../src/signing/qc-statements.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { BASE } from "../helpers/bank.js";
import { newKey } from "../helpers/keys.js";
import type { Bank, Caller } from "../helpers/calls.js";

export interface Pem {
  certificate: string;
  privateKey: string;
}

const openssl = (args: string[]) => execFileSync("openssl", args, { stdio: ["ignore", "pipe", "pipe"] });

/**
 * `openssl req -x509` for an organisation: a self-signed certificate with no QC statement, on a new
 * key (`newKey`) unless `key` (PEM) is given. `days` and the start date are the sandbox's test
 * clock's era.
 */
export function opensslCertificate(
  orgId: string,
  options: { key?: string; cn?: string; days?: number } = {},
): Pem {
  const dir = mkdtempSync(join(tmpdir(), "psd2-trust-"));
  const keyFile = join(dir, "key.pem");
  writeFileSync(keyFile, options.key ?? newKey());
  const certFile = join(dir, "cert.pem");
  openssl([
    "req",
    "-x509",
    "-key",
    keyFile,
    "-out",
    certFile,
    "-days",
    String(options.days ?? 36500),
    "-subj",
    `/O=Impostor AS/organizationIdentifier=${orgId}/CN=${options.cn ?? "Impostor AS"}`,
  ]);
  return { certificate: readFileSync(certFile, "utf8"), privateKey: readFileSync(keyFile, "utf8") };
}

/** Calls the in-process bank signed with `pem`, answers read as `Bank.call` reads them. */
export function callerOf(bank: Bank, pem: Pem): Caller {
  const client: TppClient = createTppClient({
    baseUrl: BASE,
    ...pem,
    fetch: (url, init) => bank.sandbox.app.request(url, init),
  });
  return async (method, path, options = {}) => {
    const response = await client.request(method, path, options);
    const text = await response.text();
    let body: unknown;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      body = text;
    }
    return { status: response.status, headers: response.headers, text, body };
  };
}

/**
 * A certificate of the fixture CA (which the sandbox trusts) whose QC statement carries only `roles`:
 * for the role checks (ROLE_INVALID) of payment initiation and account information.
 */
export function certificateWithRoles(roles: Psd2Role[], organisationId: string) {
  return generateTestCertificates({
    organisationId,
    roles,
    ca: {
      certificate: loadFixtureTpp().caCertificate,
      privateKey: readFileSync(new URL("../../fixtures/test-tpp/ca.key.pem", import.meta.url), "utf8"),
    },
    validFrom: new Date("2025-01-01T00:00:00Z"),
  });
}
