/**
 * Parses a distinguished name written as text. Accepts RFC 4514 (`CN=x,O=y\, z,C=NO`) and the
 * looser forms people type into a keyId: spaces around separators, `;` as a separator, quoted
 * values (`O="y, z"`), `\XX` hex escapes of UTF-8 bytes and type aliases (see dn.ts).
 */
import { attributeOid, type DnAttribute } from "./dn.js";

export class DnSyntaxError extends Error {
  override readonly name = "DnSyntaxError";
}

/** Splits on unescaped, unquoted separators (`,`, `;` and `+` of multi-valued RDNs). */
function splitAttributes(text: string): string[] {
  const parts: string[] = [];
  let current = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (ch === "\\" && i + 1 < text.length) {
      current += ch + text[++i];
    } else if (ch === '"') {
      quoted = !quoted;
      current += ch;
    } else if (!quoted && (ch === "," || ch === ";" || ch === "+")) {
      parts.push(current);
      current = "";
    } else {
      current += ch;
    }
  }
  if (quoted) throw new DnSyntaxError("unterminated quoted value");
  parts.push(current);
  return parts;
}

/** Removes quotes and resolves escapes; `\XX` pairs are collected as bytes and decoded as UTF-8. */
function unescapeValue(raw: string): string {
  // Outer spaces are insignificant, but an escaped trailing space (`\ `) is part of the value.
  const text = raw.replace(/^\s+/, "").replace(/(?<!\\)\s+$/, "");
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  const chars = Array.from(text);
  const bytes: number[] = [];
  for (let i = 0; i < chars.length; i++) {
    const ch = chars[i] as string;
    const pair = `${chars[i + 1] ?? ""}${chars[i + 2] ?? ""}`;
    if (ch === "\\" && /^[0-9a-fA-F]{2}$/.test(pair)) {
      bytes.push(Number.parseInt(pair, 16));
      i += 2;
    } else if (ch === "\\" && i + 1 < chars.length) {
      bytes.push(...Buffer.from(chars[++i] as string, "utf8"));
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

export function parseDn(text: string): DnAttribute[] {
  if (text.trim() === "") throw new DnSyntaxError("the distinguished name is empty");
  return splitAttributes(text).map((part) => {
    const eq = part.indexOf("=");
    if (eq <= 0) throw new DnSyntaxError(`"${part.trim()}" is not of the form TYPE=value`);
    const typeText = part.slice(0, eq).trim();
    const type = attributeOid(typeText);
    if (type === undefined) throw new DnSyntaxError(`unknown attribute type "${typeText}"`);
    return { type, value: unescapeValue(part.slice(eq + 1)) };
  });
}
