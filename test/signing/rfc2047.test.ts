import { describe, expect, it } from "vitest";
import { decodeRfc2047 } from "../../src/signing/index.js";
import { parseSignatureHeader } from "../../src/signing/signature-header.js";

describe("decodeRfc2047", () => {
  it.each([
    ["=?utf-8?B?w5hzdCBCYW5r?=", "Øst Bank"],
    ["=?UTF-8?b?w5hzdCBCYW5r?=", "Øst Bank"],
    ["=?utf-8?Q?=C3=98st_Bank?=", "Øst Bank"],
    ["=?iso-8859-1?Q?=D8st_Bank?=", "Øst Bank"],
    ["=?ISO-8859-1?B?2HN0IEJhbms=?=", "Øst Bank"],
    ["=?utf-8*no?q?=C3=98st?=", "Øst"],
    ["=?utf-8?B?w5hz?= =?utf-8?B?dA==?=", "Øst"],
    ['keyId="=?utf-8?Q?=C3=98?="', 'keyId="Ø"'],
    ["no encoded words here", "no encoded words here"],
  ])("decodes %j", (encoded, decoded) => {
    expect(decodeRfc2047(encoded)).toBe(decoded);
  });

  it.each([
    ["=?koi8-r?B?AAAA?=", /charset "koi8-r" is not supported; use utf-8 or iso-8859-1/],
    ["=?utf-8?Q?bad=ZZ?=", /"=ZZ" in a Q-encoded word is not a hex escape/],
    ["=?utf-8?B?no*base64?=", /is not Base64/],
  ])("rejects %j", (encoded, message) => {
    expect(() => decodeRfc2047(encoded)).toThrow(message);
  });
});

describe("parseSignatureHeader", () => {
  const plain = 'keyId="SN=1,CA=CN=Ø",algorithm="rsa-sha256",headers="Digest X-Request-ID",signature="c2ln"';

  it("decodes a wholly RFC 2047 encoded value before parsing", () => {
    const encoded = `=?utf-8?B?${Buffer.from(plain).toString("base64")}?=`;
    expect(parseSignatureHeader(encoded)).toEqual(parseSignatureHeader(plain, { strictness: "lenient" }));
    expect(parseSignatureHeader(encoded)).toEqual({
      keyId: "SN=1,CA=CN=Ø",
      algorithm: "rsa-sha256",
      headers: ["digest", "x-request-id"],
      signature: "c2ln",
    });
  });

  it("ignores unknown parameters, allows spaces and escaped quotes, defaults headers to date", () => {
    const parsed = parseSignatureHeader(
      ' keyId = "SN=1,CA=O=\\"x\\"" , created=1700000000, signature="c2ln"',
      { strictness: "lenient" },
    );
    expect(parsed).toEqual({ keyId: 'SN=1,CA=O="x"', headers: ["date"], signature: "c2ln" });
  });

  it.each([
    ['signature="c2ln"', /lacks keyId/],
    ['keyId="SN=1,CA=CN=x"', /lacks the signature parameter/],
    ['keyId="a",keyId="b",signature="c"', /has the parameter keyId twice/],
    ['keyId="a" signature="c"', /could not be parsed; send keyId=/],
    ["=?utf-8?Q?keyId=3D=22a b=22?=", /cannot be decoded: it is not of the form =\?charset\?B\|Q\?text\?=/],
    ['keyId="a",signature="c"', /lacks algorithm; send algorithm="rsa-sha256" \(interface 5\.1/],
  ])("rejects %j as SIGNATURE_INVALID", (value, message) => {
    expect(() => parseSignatureHeader(value)).toThrow(message);
  });

  it("rejects a raw non-ASCII value as FORMAT_ERROR unless lenient (interface 5.1 point 4)", () => {
    expect(() => parseSignatureHeader(plain)).toThrow(/non-ASCII characters unencoded/);
    expect(parseSignatureHeader(plain, { strictness: "lenient" }).keyId).toBe("SN=1,CA=CN=Ø");
  });
});
