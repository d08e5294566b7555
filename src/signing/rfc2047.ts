/**
 * RFC 2047 encoded words (`=?charset?B|Q?text?=`). Interface 5.1 point 4: when any part of the
 * Signature header is non-ASCII, the WHOLE Signature value is MIME-encoded this way, so it is
 * decoded before it is parsed. Only the Signature value is decoded: the signing string uses every
 * other header exactly as sent on the wire, because those bytes are what the client signed.
 */
export class Rfc2047Error extends Error {
  override readonly name = "Rfc2047Error";
}

const ENCODED_WORD = /=\?([^?\s]+)\?([bBqQ])\?([^?\s]*)\?=/g;
/** A Map, as the charset's name is the sender's: `constructor` must be no charset. */
const CHARSETS = new Map<string, BufferEncoding>([
  ["utf-8", "utf8"],
  ["utf8", "utf8"],
  ["iso-8859-1", "latin1"],
  ["latin1", "latin1"],
  ["us-ascii", "latin1"],
]);

function decodeQ(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    const hex = text.slice(i + 1, i + 3);
    if (ch === "_") bytes.push(0x20);
    else if (ch === "=" && /^[0-9a-fA-F]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else if (ch === "=") throw new Rfc2047Error(`"=${hex}" in a Q-encoded word is not a hex escape`);
    else bytes.push(ch.charCodeAt(0) & 0xff);
  }
  return Buffer.from(bytes);
}

function decodeWord(charset: string, encoding: string, text: string): string {
  // RFC 2231 allows a language suffix: utf-8*en.
  const name = charset.toLowerCase().replace(/\*.*$/, "");
  const target = CHARSETS.get(name);
  if (target === undefined) {
    throw new Rfc2047Error(`charset "${charset}" is not supported; use utf-8 or iso-8859-1`);
  }
  if (encoding.toUpperCase() === "B") {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new Rfc2047Error(`"${text}" is not Base64`);
    return Buffer.from(text, "base64").toString(target);
  }
  return decodeQ(text).toString(target);
}

/** True when the whole value (not just a part of it) is MIME-encoded, as interface 5.1 describes. */
export function isEncoded(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.startsWith("=?") && trimmed.endsWith("?=");
}

/** Decodes every encoded word; whitespace between adjacent encoded words is dropped (RFC 2047 6.2). */
export function decodeRfc2047(value: string): string {
  let out = "";
  let last = 0;
  let previousWasWord = false;
  for (const match of value.matchAll(ENCODED_WORD)) {
    const between = value.slice(last, match.index);
    if (!(previousWasWord && /^\s*$/.test(between))) out += between;
    const [, charset = "", encoding = "", text = ""] = match;
    out += decodeWord(charset, encoding, text);
    last = match.index + match[0].length;
    previousWasWord = true;
  }
  return out + value.slice(last);
}
