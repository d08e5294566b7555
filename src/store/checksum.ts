import { crc32 as zlibCrc32 } from "node:zlib";

/**
 * The store's checksums: CRC-32 (zlib's, the one gzip and PNG use) as 8 lowercase hex digits. It
 * catches what a disk, a copy or an editor does to a file by accident (a flipped bit, a cut, a
 * shifted block), not what someone does on purpose; it reads at gigabytes per second, so start-up
 * can check every byte of a million-record store.
 */
export const hex = (crc: number): string => crc.toString(16).padStart(8, "0");

/** CRC-32 of `data` continued from `crc`. Node's answers 0 for empty data whatever `crc` was, so that is skipped. */
export const crc32 = (data: string | Uint8Array, crc = 0): number =>
  data.length === 0 ? crc : zlibCrc32(data, crc);

/**
 * A journal line as the writer frames it: the entry's JSON, a tab, and the CRC-32 of the JSON's
 * UTF-8 bytes (`cut -f1` gives the JSON back). `entry` is one serialized entry ending in a newline.
 */
export function frameJournalLine(entry: string): string {
  const json = entry.endsWith("\n") ? entry.slice(0, -1) : entry;
  return `${json}\t${hex(crc32(json))}\n`;
}

const FRAMED = /\t([0-9a-f]{8})$/;

/**
 * The JSON of one journal line (without its newline). A framed line whose checksum does not match
 * throws; a line without a frame is an older sandbox's (`framed` false): JSON ends in `}`, so a frame
 * whose tab was damaged leaves a line that is not JSON either.
 */
export function unframeJournalLine(line: string): { json: string; framed: boolean } {
  const match = FRAMED.exec(line);
  if (match === null) return { json: line, framed: false };
  const json = line.slice(0, match.index);
  const actual = hex(crc32(json));
  if (actual !== match[1]) throw new Error(`checksum ${actual} does not match the line's ${match[1]}`);
  return { json, framed: true };
}

/**
 * The data file's last member, after every collection: the CRC-32 of every byte before this line.
 * A member of the one JSON object, so `JSON.parse`, jq and lowdb still read the file whole.
 */
export const CHECKSUM_KEY = "checksum";

export const checksumLine = (crc: number): string => `"${CHECKSUM_KEY}":"crc32:${hex(crc)}"\n`;

const CHECKSUM_LINE = /^"checksum":"crc32:([0-9a-f]{8})"$/;

/** The checksum a data file's line states, or undefined when the line is not the checksum line. */
export function checksumOf(line: string): string | undefined {
  return CHECKSUM_LINE.exec(line)?.[1];
}

export const isChecksumLine = (line: string): boolean => line.startsWith(`"${CHECKSUM_KEY}":`);
