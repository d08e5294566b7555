import { describe, expect, it } from "vitest";
import { type DnAttribute, formatDn, parseDn, sameDn } from "../../src/signing/index.js";

/** As a certificate encodes it: least specific first. */
const issuer: DnAttribute[] = [
  { type: "2.5.4.6", value: "NO" },
  { type: "2.5.4.10", value: "Bank, Norge ASA" },
  { type: "2.5.4.97", value: "NTRNO-123456789" },
  { type: "1.2.840.113549.1.9.1", value: "ca@bank.example" },
  { type: "2.5.4.8", value: "Oslo" },
  { type: "2.5.4.5", value: "42" },
  { type: "2.5.4.3", value: "Bank Øst CA" },
];

describe("parseDn + sameDn against a certificate issuer", () => {
  it.each([
    [
      "RFC 4514 order",
      "CN=Bank Øst CA,SERIALNUMBER=42,ST=Oslo,E=ca@bank.example,2.5.4.97=NTRNO-123456789,O=Bank\\, Norge ASA,C=NO",
    ],
    [
      "OpenSSL order with spaces",
      "C=NO, O=Bank\\, Norge ASA, organizationIdentifier=NTRNO-123456789, emailAddress=ca@bank.example, S=Oslo, serialNumber=42, CN=Bank Øst CA",
    ],
    [
      "semicolons, quotes and OID. prefix",
      'C=NO; O="Bank, Norge ASA"; OID.2.5.4.97=NTRNO-123456789; EMAILADDRESS=ca@bank.example; stateOrProvinceName=Oslo; 2.5.4.5=42; commonName=Bank Øst CA',
    ],
    [
      "other case and extra inner spaces",
      "cn=bank  øst ca,serialnumber=42,st=OSLO,e=CA@BANK.EXAMPLE,organizationidentifier=ntrno-123456789,o=BANK\\, NORGE ASA,c=no",
    ],
    [
      "hex escapes of UTF-8",
      "CN=Bank \\C3\\98st CA,SERIALNUMBER=42,ST=Oslo,E=ca@bank.example,2.5.4.97=NTRNO-123456789,O=Bank\\2C Norge ASA,C=NO",
    ],
  ])("matches when written in %s", (_name, text) => {
    expect(sameDn(parseDn(text), issuer)).toBe(true);
  });

  it.each([
    [
      "a different value",
      "CN=Bank Vest CA,SERIALNUMBER=42,ST=Oslo,E=ca@bank.example,2.5.4.97=NTRNO-123456789,O=Bank\\, Norge ASA,C=NO",
    ],
    [
      "a missing attribute",
      "CN=Bank Øst CA,SERIALNUMBER=42,ST=Oslo,E=ca@bank.example,O=Bank\\, Norge ASA,C=NO",
    ],
    [
      "an unescaped comma splitting O",
      "CN=Bank Øst CA,SERIALNUMBER=42,ST=Oslo,E=ca@bank.example,2.5.4.97=NTRNO-123456789,O=Bank, Norge ASA,C=NO",
    ],
    [
      "SN (surname) instead of serialNumber",
      "CN=Bank Øst CA,SN=42,ST=Oslo,E=ca@bank.example,2.5.4.97=NTRNO-123456789,O=Bank\\, Norge ASA,C=NO",
    ],
  ])("does not match with %s", (_name, text) => {
    let parsed: DnAttribute[] = [];
    try {
      parsed = parseDn(text);
    } catch {
      return;
    }
    expect(sameDn(parsed, issuer)).toBe(false);
  });

  it.each([
    ["", /empty/],
    ["CN", /not of the form TYPE=value/],
    ["XYZ=1,C=NO", /unknown attribute type "XYZ"/],
    ['O="unterminated,C=NO', /unterminated quoted value/],
  ])("rejects %j", (text, message) => {
    expect(() => parseDn(text)).toThrow(message);
  });

  it("formatDn writes RFC 4514 text, most specific first, that parses back to the same name", () => {
    const text = formatDn(issuer);
    expect(text).toBe(
      "CN=Bank Øst CA,serialNumber=42,ST=Oslo,emailAddress=ca@bank.example,organizationIdentifier=NTRNO-123456789,O=Bank\\, Norge ASA,C=NO",
    );
    expect(sameDn(parseDn(text), issuer)).toBe(true);
    expect(formatDn([{ type: "2.5.4.3", value: ' #a+b"<>; ' }])).toBe('CN=\\ #a\\+b\\"\\<\\>\\;\\ ');
    expect(formatDn([{ type: "2.5.4.3", value: "#1" }])).toBe("CN=\\#1");
  });
});
