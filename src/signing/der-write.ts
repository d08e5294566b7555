/**
 * A tiny DER writer for the test-certificate generator: TLV encoding of the handful of types a
 * certificate with a PSD2 QCStatements extension needs. Inputs are trusted (we build them).
 */
import { TAG } from "./der-read.js";

function encodeLength(length: number): Uint8Array {
  if (length < 0x80) return Uint8Array.of(length);
  const bytes: number[] = [];
  for (let rest = length; rest > 0; rest = Math.floor(rest / 256)) bytes.unshift(rest & 0xff);
  return Uint8Array.of(0x80 | bytes.length, ...bytes);
}

export function tlv(tag: number, ...parts: Uint8Array[]): Uint8Array {
  const content = Buffer.concat(parts);
  return Buffer.concat([Uint8Array.of(tag), encodeLength(content.length), content]);
}

export const sequence = (...parts: Uint8Array[]): Uint8Array => tlv(TAG.sequence, ...parts);
export const set = (...parts: Uint8Array[]): Uint8Array => tlv(TAG.set, ...parts);
export const explicit = (n: number, ...parts: Uint8Array[]): Uint8Array => tlv(0xa0 | n, ...parts);
export const implicit = (n: number, content: Uint8Array): Uint8Array => tlv(0x80 | n, content);
export const utf8 = (text: string): Uint8Array => tlv(TAG.utf8String, Buffer.from(text, "utf8"));
export const printable = (text: string): Uint8Array => tlv(TAG.printableString, Buffer.from(text, "latin1"));
export const octetString = (content: Uint8Array): Uint8Array => tlv(TAG.octetString, content);
export const derNull = (): Uint8Array => tlv(TAG.null);
export const boolean = (value: boolean): Uint8Array => tlv(TAG.boolean, Uint8Array.of(value ? 0xff : 0));
/** A BIT STRING with no unused bits. */
export const bitString = (content: Uint8Array): Uint8Array => tlv(TAG.bitString, Uint8Array.of(0), content);

/** A non-negative INTEGER from its big-endian magnitude, minimally encoded. */
export function unsignedInteger(magnitude: Uint8Array): Uint8Array {
  let start = 0;
  while (start < magnitude.length - 1 && magnitude[start] === 0) start++;
  const trimmed = magnitude.subarray(start);
  const needsPad = (trimmed[0] ?? 0) & 0x80;
  return tlv(TAG.integer, needsPad ? Buffer.concat([Uint8Array.of(0), trimmed]) : trimmed);
}

/** X.690 8.19: base-128 subidentifiers, the first packing the first two arcs as 40 * a + b. */
export function oid(dotted: string): Uint8Array {
  const [a = 0, b = 0, ...rest] = dotted.split(".").map(Number);
  const bytes: number[] = [];
  for (const subidentifier of [a * 40 + b, ...rest]) {
    const chunk: number[] = [subidentifier & 0x7f];
    for (let v = Math.floor(subidentifier / 128); v > 0; v = Math.floor(v / 128))
      chunk.unshift(0x80 | (v & 0x7f));
    bytes.push(...chunk);
  }
  return tlv(TAG.oid, Uint8Array.from(bytes));
}

/** RFC 5280 4.1.2.5: UTCTime through 2049, GeneralizedTime from 2050. */
export function time(at: Date): Uint8Array {
  const iso = at.toISOString();
  const digits = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z`;
  const year = at.getUTCFullYear();
  if (year >= 1950 && year < 2050) return tlv(TAG.utcTime, Buffer.from(digits.slice(2), "latin1"));
  return tlv(TAG.generalizedTime, Buffer.from(digits, "latin1"));
}
