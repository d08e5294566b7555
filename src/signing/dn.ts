/**
 * Distinguished names as sets of (attribute OID, value) pairs, so a DN written by hand in a keyId
 * (RFC 4514 text, most specific first, aliases like E/EMAILADDRESS or S/ST) can be compared with the
 * issuer name inside a certificate (DER, least specific first) attribute by attribute.
 */
export interface DnAttribute {
  /** Dotted OID of the attribute type. */
  type: string;
  value: string;
}

/** OID -> names, the first name being the one we print. Lookup of names is case-insensitive. */
const ATTRIBUTE_NAMES: Record<string, string[]> = {
  "2.5.4.3": ["CN", "commonName"],
  "2.5.4.4": ["SN", "surname"],
  "2.5.4.5": ["serialNumber", "SERIALNUMBER"],
  "2.5.4.6": ["C", "countryName"],
  "2.5.4.7": ["L", "localityName"],
  "2.5.4.8": ["ST", "S", "stateOrProvinceName"],
  "2.5.4.9": ["STREET", "streetAddress"],
  "2.5.4.10": ["O", "organizationName"],
  "2.5.4.11": ["OU", "organizationalUnitName"],
  "2.5.4.12": ["T", "title"],
  "2.5.4.17": ["postalCode"],
  "2.5.4.42": ["GN", "givenName", "G"],
  "2.5.4.43": ["initials"],
  "2.5.4.46": ["dnQualifier"],
  "2.5.4.65": ["pseudonym"],
  "2.5.4.97": ["organizationIdentifier"],
  "1.2.840.113549.1.9.1": ["emailAddress", "E", "EMAIL"],
  "0.9.2342.19200300.100.1.1": ["UID", "userId"],
  "0.9.2342.19200300.100.1.25": ["DC", "domainComponent"],
};

const OID_BY_NAME = new Map<string, string>(
  Object.entries(ATTRIBUTE_NAMES).flatMap(([oid, names]) =>
    names.map((n) => [n.toLowerCase(), oid] as const),
  ),
);

/** The OID for an attribute type written as a name, a dotted OID or `OID.<dotted>` (Java, Windows). */
export function attributeOid(type: string): string | undefined {
  const trimmed = type.trim();
  const dotted = trimmed.replace(/^oid\./i, "");
  if (/^\d+(\.\d+)+$/.test(dotted)) return dotted;
  return OID_BY_NAME.get(trimmed.toLowerCase());
}

export function attributeName(oid: string): string {
  return ATTRIBUTE_NAMES[oid]?.[0] ?? oid;
}

/** Escapes a value for RFC 4514 text. */
function escapeValue(value: string): string {
  return value
    .replace(/[\\,+"<>;=]/g, (ch) => `\\${ch}`)
    .replace(/^[ #]/, (ch) => `\\${ch}`)
    .replace(/ $/, "\\ ");
}

/** RFC 4514 text: most specific attribute first (the reverse of the DER order). */
export function formatDn(attributes: DnAttribute[]): string {
  return [...attributes]
    .reverse()
    .map((a) => `${attributeName(a.type)}=${escapeValue(a.value)}`)
    .join(",");
}

/** X.520 caseIgnoreMatch, roughly: compare without case, outer spaces or repeated inner spaces. */
function matchKey(a: DnAttribute): string {
  const value = a.value.normalize("NFC").trim().replace(/\s+/g, " ").toLowerCase();
  return `${a.type}=${value}`;
}

/** True when both names hold the same attributes, in any order. */
export function sameDn(a: DnAttribute[], b: DnAttribute[]): boolean {
  if (a.length !== b.length) return false;
  const left = a.map(matchKey).sort();
  const right = b.map(matchKey).sort();
  return left.every((key, i) => key === right[i]);
}
