import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { createSandbox } from "../../src/create-sandbox.js";
import { generateTestCertificates } from "../../src/signing/generate.js";
import { expectError, expectStatus, openBank } from "../helpers/calls.js";
import { newKey } from "../helpers/keys.js";
import { callerOf, opensslCertificate } from "./helpers.js";

const fixtureCa = new URL("../../fixtures/test-tpp/ca.pem", import.meta.url).pathname;

/** A CA made with openssl valid for one day from now, and a TPP certificate it issues for ten years. */
function shortLivedCa(): { caFile: string; certificate: string; privateKey: string } {
  const dir = mkdtempSync(join(tmpdir(), "psd2-ca-"));
  const run = (args: string[]) => execFileSync("openssl", args, { cwd: dir, stdio: "ignore" });
  writeFileSync(join(dir, "ca.key"), newKey());
  writeFileSync(join(dir, "tpp.key"), newKey());
  run(["req", "-x509", "-key", "ca.key", "-out", "ca.pem", "-days", "1", "-subj", "/CN=Short CA"]);
  run([
    "req",
    "-new",
    "-key",
    "tpp.key",
    "-out",
    "tpp.csr",
    "-subj",
    "/O=Short AS/organizationIdentifier=PSDNO-FSA-555000333/CN=Short AS",
  ]);
  run([
    "x509",
    "-req",
    "-in",
    "tpp.csr",
    "-CA",
    "ca.pem",
    "-CAkey",
    "ca.key",
    "-CAcreateserial",
    "-days",
    "3650",
    "-out",
    "tpp.pem",
  ]);
  const read = (name: string) => readFileSync(join(dir, name), "utf8");
  return { caFile: join(dir, "ca.pem"), certificate: read("tpp.pem"), privateKey: read("tpp.key") };
}

describe("trust mode ca", () => {
  it("accepts a certificate issued by a CA of trust.cas", async () => {
    const bank = await openBank({ trust: { mode: "ca", cas: [fixtureCa] } });
    expectStatus(await bank.call("GET", "/v1/sandbox/customers"), 200);
  });

  it("refuses a self-signed openssl certificate: 401 CERTIFICATE_INVALID naming trust.cas", async () => {
    const bank = await openBank({ trust: { mode: "ca", cas: [fixtureCa] } });
    bank.sandbox.ctx.clock.set(new Date());
    const answer = await callerOf(bank, opensslCertificate("PSDNO-FSA-555000444"))(
      "GET",
      "/v1/sandbox/customers",
    );
    const body = expectError(answer, 401, "CERTIFICATE_INVALID", "TPP-Signature-Certificate");
    expect(body.message).toContain("trust.cas");
  });

  it("refuses a certificate of another CA with the same issuer name (its signature does not verify)", async () => {
    const bank = await openBank({ trust: { mode: "ca", cas: [fixtureCa] } });
    const foreign = await generateTestCertificates({ organisationId: "PSDNO-FSA-555000555" });
    expectError(await callerOf(bank, foreign)("GET", "/v1/sandbox/customers"), 401, "CERTIFICATE_INVALID");
  });

  it("refuses a certificate whose CA is not valid on the sandbox clock", async () => {
    const { caFile, ...tpp } = shortLivedCa();
    const bank = await openBank({ trust: { mode: "ca", cas: [caFile] } });
    bank.sandbox.ctx.clock.set(new Date());
    expectStatus(await callerOf(bank, tpp)("GET", "/v1/sandbox/customers"), 200);
    bank.sandbox.ctx.clock.set(new Date(Date.now() + 3 * 24 * 3600 * 1000));
    const body = expectError(
      await callerOf(bank, tpp)("GET", "/v1/sandbox/customers"),
      401,
      "CERTIFICATE_INVALID",
    );
    expect(body.message).toMatch(/issuing CA .* is valid from/);
  });

  it("a trust.cas file that cannot be read stops the start with a message naming it", async () => {
    const missing = join(mkdtempSync(join(tmpdir(), "psd2-ca-")), "nope.pem");
    const config = loadConfig({
      file: false,
      flags: { memory: true, trust: { mode: "ca", cas: [missing] } },
    });
    await expect(createSandbox(config)).rejects.toThrow(`trust.cas: cannot read ${missing}`);
    const empty = join(mkdtempSync(join(tmpdir(), "psd2-ca-")), "empty.pem");
    writeFileSync(empty, "not a certificate");
    const config2 = loadConfig({ file: false, flags: { memory: true, trust: { mode: "ca", cas: [empty] } } });
    await expect(createSandbox(config2)).rejects.toThrow("holds no PEM certificate");
  });

  it("mode ca without trust.cas stops the start with a message naming trust.cas", async () => {
    const config = loadConfig({ file: false, flags: { memory: true, trust: { mode: "ca" } } });
    await expect(createSandbox(config)).rejects.toThrow(/needs at least one PEM file .* in trust\.cas/);
  });

  it("PSD2_SANDBOX_TRUST_MODE sets trust.mode and keeps the file's trust.cas", () => {
    const dir = mkdtempSync(join(tmpdir(), "psd2-cfg-"));
    const file = join(dir, "sandbox.config.json");
    writeFileSync(file, JSON.stringify({ trust: { mode: "pinned", cas: [fixtureCa] } }));
    const config = loadConfig({ file, env: { PSD2_SANDBOX_TRUST_MODE: "ca" } });
    expect(config.trust).toEqual({ mode: "ca", cas: [fixtureCa] });
  });
});
