import { describe, expect, it } from "vitest";
import { parseDigest } from "../../src/signing/digest.js";
import { computeDigest, verifyDigest } from "../../src/signing/index.js";

const body = Buffer.from('{"amount":"1.00"}');
const sha256 = computeDigest("SHA-256", body);
const sha512 = computeDigest("SHA-512", body);

describe("parseDigest", () => {
  it("splits instances at the first = so Base64 padding stays in the value", () => {
    expect(parseDigest("SHA-256=YWJj=, unixsum=30637")).toEqual([
      { algorithm: "SHA-256", value: "YWJj=" },
      { algorithm: "unixsum", value: "30637" },
    ]);
  });
});

describe("verifyDigest", () => {
  it.each([
    `SHA-256=${sha256}`,
    `sha-256=${sha256}`,
    `SHA-512=${sha512}`,
    `SHA-256=${sha256},SHA-512=${sha512}`,
    `MD5=whatever, SHA-256=${sha256}`,
    ` Sha-512 = ${sha512} `,
  ])("accepts %s", (header) => {
    expect(() => verifyDigest(header, body)).not.toThrow();
  });

  it.each([
    [
      `SHA-256=${computeDigest("SHA-256", Buffer.from("other"))}`,
      `the 17 bytes received hash to SHA-256=${sha256} (computed)`,
    ],
    [`SHA-256=${sha256},SHA-512=${sha256}`, `the 17 bytes received hash to SHA-512=${sha512} (computed)`],
  ])("rejects %s, a Digest of another body, as SIGNATURE_INVALID on Digest", (header, message) => {
    expect(() => verifyDigest(header, body)).toThrow(message);
    expect(() => verifyDigest(header, body)).toThrow(
      expect.objectContaining({
        code: "SIGNATURE_INVALID",
        violations: [expect.objectContaining({ path: "Digest", text: expect.stringContaining("(sent)") })],
      }),
    );
  });

  it.each([
    ["SHA256=abc", "has no supported algorithm; send SHA-256=<base64> or SHA-512=<base64> of the body"],
    ["MD5=abc", "has no supported algorithm"],
    ["SHA-256", 'Digest instance "SHA-256" is not of the form SHA-256=<base64> or SHA-512=<base64>'],
    ["SHA-256=not base64!", `value "not base64!" is not Base64; the body's SHA-256 is ${sha256}`],
  ])("rejects %s, a Digest it cannot read, as FORMAT_ERROR on Digest", (header, message) => {
    expect(() => verifyDigest(header, body)).toThrow(message);
    expect(() => verifyDigest(header, body)).toThrow(
      expect.objectContaining({
        code: "FORMAT_ERROR",
        violations: [expect.objectContaining({ path: "Digest" })],
      }),
    );
  });
});
