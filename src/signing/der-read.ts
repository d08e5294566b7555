/**
 * A tiny DER reader: just enough to walk an X.509 certificate for the parts node:crypto does not
 * expose (the raw issuer and subject names, validity times and the QCStatements extension).
 * It reads definite-length, single-byte-tag DER only, which is all a certificate uses.
 */
export class DerError extends Error {
  override readonly name = "DerError";
}

export interface DerNode {
  tag: number;
  /** The value bytes (without tag and length). */
  content: Uint8Array;
  /** The whole encoding, tag and length included. */
  raw: Uint8Array;
}

export const TAG = {
  boolean: 0x01,
  integer: 0x02,
  bitString: 0x03,
  octetString: 0x04,
  null: 0x05,
  oid: 0x06,
  utf8String: 0x0c,
  numericString: 0x12,
  printableString: 0x13,
  teletexString: 0x14,
  ia5String: 0x16,
  utcTime: 0x17,
  generalizedTime: 0x18,
  universalString: 0x1c,
  bmpString: 0x1e,
  sequence: 0x30,
  set: 0x31,
} as const;

/** Reads one TLV starting at `offset` of `bytes`. */
export function readDer(bytes: Uint8Array, offset = 0): DerNode & { next: number } {
  const tag = bytes[offset];
  let lengthByte = bytes[offset + 1];
  if (tag === undefined || lengthByte === undefined) throw new DerError("truncated DER header");
  if ((tag & 0x1f) === 0x1f) throw new DerError("multi-byte DER tags are not supported");
  let length = lengthByte;
  let cursor = offset + 2;
  if (lengthByte & 0x80) {
    const count = lengthByte & 0x7f;
    if (count === 0 || count > 4) throw new DerError("unsupported DER length encoding");
    length = 0;
    for (let i = 0; i < count; i++) {
      lengthByte = bytes[cursor++];
      if (lengthByte === undefined) throw new DerError("truncated DER length");
      length = length * 256 + lengthByte;
    }
  }
  const end = cursor + length;
  if (end > bytes.length) throw new DerError("DER value runs past the end of its container");
  return { tag, content: bytes.subarray(cursor, end), raw: bytes.subarray(offset, end), next: end };
}

/** The TLVs directly inside a constructed node (SEQUENCE, SET, explicit tag). */
export function derChildren(node: DerNode): DerNode[] {
  const out: DerNode[] = [];
  let offset = 0;
  while (offset < node.content.length) {
    const child = readDer(node.content, offset);
    out.push(child);
    offset = child.next;
  }
  return out;
}

export function expectTag(node: DerNode | undefined, tag: number, what: string): DerNode {
  if (node === undefined || node.tag !== tag) throw new DerError(`expected ${what}`);
  return node;
}

export function decodeOid(content: Uint8Array): string {
  const subidentifiers: number[] = [];
  let value = 0;
  for (const byte of content) {
    value = value * 128 + (byte & 0x7f);
    if (!(byte & 0x80)) {
      subidentifiers.push(value);
      value = 0;
    }
  }
  const [first, ...rest] = subidentifiers;
  if (first === undefined) throw new DerError("empty OID");
  // X.690 8.19.4: the first subidentifier packs the first two arcs as 40 * a + b (a is at most 2).
  const head = first < 80 ? [Math.floor(first / 40), first % 40] : [2, first - 80];
  return [...head, ...rest].join(".");
}

/** Decodes the ASN.1 string types used in names and QC statements; undefined for other tags. */
export function decodeString(node: DerNode): string | undefined {
  const { content } = node;
  switch (node.tag) {
    case TAG.utf8String:
      return new TextDecoder("utf-8", { fatal: true }).decode(content);
    case TAG.printableString:
    case TAG.ia5String:
    case TAG.numericString:
    case TAG.teletexString:
      return Buffer.from(content).toString("latin1");
    case TAG.bmpString:
      return Buffer.from(content).swap16().toString("utf16le");
    case TAG.universalString: {
      const points: number[] = [];
      for (let i = 0; i + 3 < content.length; i += 4) points.push(Buffer.from(content).readUInt32BE(i));
      return String.fromCodePoint(...points);
    }
    default:
      return undefined;
  }
}

/** UTCTime (YYMMDDHHMMSSZ) or GeneralizedTime (YYYYMMDDHHMMSSZ), as certificates must encode them. */
export function decodeTime(node: DerNode): Date {
  const text = Buffer.from(node.content).toString("latin1");
  const match =
    node.tag === TAG.utcTime
      ? /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text)
      : /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})Z$/.exec(text);
  if (!match) throw new DerError(`unsupported time encoding "${text}"`);
  const [, y, mo, d, h, mi, s] = match.map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  // RFC 5280 4.1.2.5.1: two-digit years 50..99 are 19xx, 00..49 are 20xx.
  const year = node.tag === TAG.utcTime ? (y >= 50 ? 1900 + y : 2000 + y) : y;
  return new Date(Date.UTC(year, mo - 1, d, h, mi, s));
}
