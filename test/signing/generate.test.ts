import { createPrivateKey, createPublicKey, X509Certificate } from "node:crypto";
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  generateTestCertificates,
  parseCertificate,
  TEST_CERTIFICATES_README,
  writeTestCertificates,
} from "../../src/signing/index.js";
import { buildCertificate, extensions, toPem } from "../../src/signing/x509-build.js";
import { newKey } from "../helpers/keys.js";
import { createHarness, type Echo, expectStatus, SEPA_PATH } from "./harness.js";

describe("generateTestCertificates", () => {
  it("makes a CA-issued TPP certificate the verifier accepts, with the org id and role PSP_PI", async () => {
    const made = await generateTestCertificates({
      organisationName: "Fjord Betaling AS",
      organisationId: "PSDNO-FSA-123456789",
      roles: ["PSP_PI"],
    });
    const cert = new X509Certificate(made.certificate);
    const ca = new X509Certificate(made.caCertificate);
    expect(cert.verify(ca.publicKey)).toBe(true);
    expect(cert.checkIssued(ca)).toBe(true);
    expect(cert.ca).toBe(false);
    expect(ca.ca).toBe(true);
    expect(parseCertificate(made.certificate).identity).toEqual({
      id: "PSDNO-FSA-123456789",
      name: "Fjord Betaling AS",
      qcStatement: true,
      roles: ["PSP_PI"],
    });
    expect(made.privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);

    const h = createHarness(new Date().toISOString());
    const client = h.client("tpp", { certificate: made.certificate, privateKey: made.privateKey });
    const response = await client.request("POST", SEPA_PATH, { body: { amount: "5.00" } });
    expect((await expectStatus<Echo>(response, 200)).tpp.roles).toEqual(["PSP_PI"]);
  });

  it("issues from a given CA and honours the validity window", async () => {
    const first = await generateTestCertificates();
    const second = await generateTestCertificates({
      ca: { certificate: first.caCertificate, privateKey: first.caPrivateKey },
      validFrom: new Date("2030-01-01T00:00:00Z"),
      validTo: new Date("2031-01-01T00:00:00Z"),
    });
    expect(second.caCertificate).toBe(first.caCertificate);
    const cert = new X509Certificate(second.certificate);
    expect(cert.verify(new X509Certificate(first.caCertificate).publicKey)).toBe(true);
    const { fields } = parseCertificate(second.certificate);
    expect([fields.notBefore.toISOString(), fields.notAfter.toISOString()]).toEqual([
      "2030-01-01T00:00:00.000Z",
      "2031-01-01T00:00:00.000Z",
    ]);
  });
});

describe("a CA with a non-ASCII name", () => {
  it("makes the client send the Signature RFC 2047 encoded, and the verifier accept it", async () => {
    // Any key will do for this CA: what is tested is its name.
    const privateKey = createPrivateKey(newKey());
    const keys = { privateKey, publicKey: createPublicKey(privateKey) };
    const caDer = buildCertificate({
      subject: [
        { type: "2.5.4.6", value: "NO" },
        { type: "2.5.4.3", value: "Bank Øst Test CA" },
      ],
      publicKey: keys.publicKey,
      signingKey: keys.privateKey,
      notBefore: new Date("2020-01-01T00:00:00Z"),
      notAfter: new Date("2050-01-01T00:00:00Z"),
      extensions: [extensions.basicConstraints(true)],
    });
    const made = await generateTestCertificates({
      ca: {
        certificate: toPem("CERTIFICATE", caDer),
        privateKey: keys.privateKey.export({ type: "pkcs8", format: "pem" }).toString(),
      },
    });
    const h = createHarness(new Date().toISOString());
    const client = h.client("tpp", { certificate: made.certificate, privateKey: made.privateKey });
    expect(client.keyId).toMatch(/,CA=CN=Bank Øst Test CA,C=NO$/);
    expect(client.signHeaders("POST", SEPA_PATH, {}, Buffer.from("{}")).Signature).toMatch(
      /^=\?utf-8\?B\?[A-Za-z0-9+/=]+\?=$/,
    );
    await expectStatus<Echo>(await client.request("POST", SEPA_PATH, { body: {} }), 200);
  });
});

describe("writeTestCertificates", () => {
  it("writes the CA, two TPPs, an expired one and the TEST-ONLY README", async () => {
    const dir = await mkdtemp(join(tmpdir(), "psd2-certs-"));
    try {
      await writeTestCertificates(dir);
      expect((await readdir(dir)).sort()).toEqual([
        "README.md",
        "ca.key.pem",
        "ca.pem",
        "expired.key.pem",
        "expired.pem",
        "tpp.key.pem",
        "tpp.pem",
        "tpp2.key.pem",
        "tpp2.pem",
      ]);
      expect(await readFile(join(dir, "README.md"), "utf8")).toMatch(/TEST-ONLY .* NEVER use in production/);
      const ids = await Promise.all(
        ["tpp", "tpp2", "expired"].map(
          async (n) => parseCertificate(await readFile(join(dir, `${n}.pem`), "utf8")).identity.id,
        ),
      );
      expect(ids).toEqual(["PSDNO-FSA-999999991", "PSDNO-FSA-999999992", "PSDNO-FSA-999999993"]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

it("fixtures/test-tpp/README.md is the generator's README", async () => {
  const readme = await readFile(new URL("../../fixtures/test-tpp/README.md", import.meta.url), "utf8");
  expect(readme).toBe(TEST_CERTIFICATES_README);
});
