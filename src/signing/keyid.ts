/**
 * The Signature's keyId names the signing certificate as `SN=<hex serial>,CA=<issuer DN>`
 * (interface 5.1). The DN itself contains commas, so everything after `CA=` is the DN.
 */
import { apiError } from "../errors.js";
import type { CertificateFields } from "./cert-fields.js";
import { type DnAttribute, formatDn, sameDn } from "./dn.js";
import { parseDn } from "./dn-parse.js";

export interface KeyId {
  serial: bigint;
  /** The serial as written, for messages. */
  serialText: string;
  issuer: DnAttribute[];
  issuerText: string;
}

const FORM = "SN=<certificate serial number in hex>,CA=<issuer distinguished name>";
const invalid = (text: string) => apiError("SIGNATURE_INVALID", text, "Signature");

export function parseKeyId(keyId: string): KeyId {
  const match = /^\s*SN\s*=\s*([^,]*?)\s*,\s*CA\s*=(.*)$/is.exec(keyId);
  if (!match) throw invalid(`keyId "${keyId}" is not of the form ${FORM}`);
  const [, serialText = "", issuerText = ""] = match;
  if (!/^[0-9a-f]+$/i.test(serialText)) {
    throw invalid(`keyId serial "${serialText}" is not hexadecimal; send SN=<serial in hex>, e.g. SN=1A2B3C`);
  }
  let issuer: DnAttribute[];
  try {
    issuer = parseDn(issuerText);
  } catch (error) {
    throw invalid(`keyId CA "${issuerText.trim()}" is not a distinguished name: ${(error as Error).message}`);
  }
  return { serial: BigInt(`0x${serialText}`), serialText, issuer, issuerText: issuerText.trim() };
}

/** The certificate's serial as node:crypto prints it (hex), compared as a number. */
export function checkKeyId(keyId: KeyId, certificateSerialHex: string, fields: CertificateFields): void {
  const serial = BigInt(`0x${certificateSerialHex}`);
  if (keyId.serial !== serial) {
    throw invalid(
      `keyId serial SN=${keyId.serialText} does not match the certificate's serial number ${certificateSerialHex}`,
    );
  }
  if (!sameDn(keyId.issuer, fields.issuer)) {
    throw invalid(
      `keyId CA "${keyId.issuerText}" does not match the certificate's issuer "${formatDn(fields.issuer)}"`,
    );
  }
}
