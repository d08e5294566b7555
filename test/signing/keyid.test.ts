import { X509Certificate } from "node:crypto";
import { describe, expect, it } from "vitest";
import { readCertificateFields } from "../../src/signing/cert-fields.js";
import { checkKeyId, parseKeyId } from "../../src/signing/index.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

const cert = new X509Certificate(loadFixtureTpp("tpp").certificate);
const fields = readCertificateFields(cert.raw);
const CA = "CN=psd2-sandbox Test CA - NOT FOR PRODUCTION,O=psd2-sandbox TEST ONLY,C=NO";

describe("parseKeyId", () => {
  it("reads the serial as a number and everything after CA= as the DN", () => {
    const keyId = parseKeyId("SN=00ff,CA=CN=Test CA,O=Bank\\, AS,C=NO");
    expect(keyId.serial).toBe(255n);
    expect(keyId.issuer.map((a) => a.value)).toEqual(["Test CA", "Bank, AS", "NO"]);
  });

  it("tolerates spaces and case around the SN and CA labels", () => {
    expect(parseKeyId(" sn = 1A , ca = CN=x").serial).toBe(26n);
  });

  it.each([
    ["my-key", /is not of the form SN=<certificate serial number in hex>,CA=/],
    ["CA=CN=x,SN=1", /is not of the form/],
    ["SN=12xz,CA=CN=x", /serial "12xz" is not hexadecimal/],
    ["SN=12,CA=", /CA "" is not a distinguished name: the distinguished name is empty/],
    ["SN=12,CA=FOO=bar", /unknown attribute type "FOO"/],
  ])("rejects %j as SIGNATURE_INVALID", (text, message) => {
    expect(() => parseKeyId(text)).toThrow(message);
    expect(() => parseKeyId(text)).toThrow(expect.objectContaining({ code: "SIGNATURE_INVALID" }));
  });
});

describe("checkKeyId against the fixture certificate", () => {
  it.each([
    `SN=${cert.serialNumber},CA=${CA}`,
    `SN=0000${cert.serialNumber.toLowerCase()},CA=C=NO,O=psd2-sandbox TEST ONLY,CN=psd2-sandbox Test CA - NOT FOR PRODUCTION`,
  ])("accepts %s", (text) => {
    expect(() => checkKeyId(parseKeyId(text), cert.serialNumber, fields)).not.toThrow();
  });

  it("names both serials when they differ", () => {
    expect(() => checkKeyId(parseKeyId(`SN=1,CA=${CA}`), cert.serialNumber, fields)).toThrow(
      `keyId serial SN=1 does not match the certificate's serial number ${cert.serialNumber}`,
    );
  });

  it("names both CAs when they differ", () => {
    expect(() =>
      checkKeyId(parseKeyId(`SN=${cert.serialNumber},CA=CN=Other,C=NO`), cert.serialNumber, fields),
    ).toThrow(`keyId CA "CN=Other,C=NO" does not match the certificate's issuer "${CA}"`);
  });
});
