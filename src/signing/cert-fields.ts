/**
 * The fields of an X.509 certificate that node:crypto's X509Certificate does not give in a
 * comparable form, read from its DER with @peculiar/asn1-x509: issuer and subject as attribute
 * lists, validity as Dates (`validFromDate` only exists from Node 22) and extensions by OID.
 */
import type { AttributeValue, Name } from "@peculiar/asn1-x509";
import { asn1, once, recentReads } from "./asn1.js";
import type { DnAttribute } from "./dn.js";

export interface CertificateFields {
  issuer: DnAttribute[];
  subject: DnAttribute[];
  notBefore: Date;
  notAfter: Date;
  /** Extension OID -> the extension's value (the content of its OCTET STRING). */
  extensions: Map<string, Uint8Array>;
}

/** NumericString, the one X.520 string type asn1-x509's AttributeValue leaves to `anyValue`. */
const numericText = once(() => {
  const { AsnProp, AsnPropTypes, AsnType, AsnTypeTypes } = asn1().schema;
  class NumericText {
    numericString = "";
  }
  AsnProp({ type: AsnPropTypes.NumericString })(NumericText.prototype, "numericString");
  AsnType({ type: AsnTypeTypes.Choice })(NumericText);
  return NumericText;
});

/** A string type's text; any other value as RFC 4514 `#` and the hex of its whole encoding. */
function valueText(value: AttributeValue): string {
  if (value.anyValue === undefined) return value.toString();
  try {
    return asn1().schema.AsnConvert.parse(value.anyValue, numericText()).numericString;
  } catch {
    return `#${Buffer.from(value.anyValue).toString("hex")}`;
  }
}

/** A Name's attributes in encoding order (least specific first). */
function nameAttributes(name: Name): DnAttribute[] {
  // A plain array: the library's Name is an Array subclass, whose map would make another Name.
  return Array.from(name).flatMap((rdn) =>
    Array.from(rdn, (atv) => ({ type: atv.type, value: valueText(atv.value) })),
  );
}

/** The fields of the certificate whose DER is `der`; the result is shared, never to be changed. */
export const readCertificateFields: (der: Uint8Array) => CertificateFields = recentReads(readFields);

function readFields(der: Uint8Array): CertificateFields {
  const { schema, x509 } = asn1();
  const { tbsCertificate: tbs } = schema.AsnConvert.parse(der, x509.Certificate);
  const extensions = new Map<string, Uint8Array>();
  for (const extension of tbs.extensions ?? []) {
    extensions.set(extension.extnID, new Uint8Array(extension.extnValue.buffer));
  }
  return {
    issuer: nameAttributes(tbs.issuer),
    subject: nameAttributes(tbs.subject),
    notBefore: tbs.validity.notBefore.getTime(),
    notAfter: tbs.validity.notAfter.getTime(),
    extensions,
  };
}
