import { open } from "node:fs/promises";
import { CHECKSUM_KEY, crc32, hex } from "./checksum.js";

/**
 * What the data file's checksum says: `sound` (every byte as the fold wrote it), `unchecked` (no
 * checksum: written by an older sandbox, by hand or by another tool; read as before, and given one
 * by the next fold) or `damaged`, with why.
 */
export type DataFileCheck = { state: "sound" | "unchecked" } | { state: "damaged"; reason: string };

/** The end of a checksummed data file: its checksum line, then the closing brace. */
const TAIL = /"checksum":"crc32:([0-9a-f]{8})"\n\}\n$/;
/** Bytes of that end: `"checksum":"crc32:` + 8 digits + `"\n}\n`. */
const TAIL_BYTES = 30;
const WINDOW = 4 << 20;

/**
 * Reads the data file once, front to back, and checks it against the checksum on its last lines.
 * Throws what opening or reading it throws (ENOENT for a missing file).
 */
export async function checkDataFile(file: string): Promise<DataFileCheck> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const tail = Buffer.alloc(Math.min(size, 64));
    await handle.read(tail, 0, tail.length, size - tail.length);
    const text = tail.toString("latin1");
    const stated = TAIL.exec(text)?.[1];
    if (stated === undefined) {
      // A file the sandbox wrote ends in its checksum line; one that mentions it but not in that form
      // had its end damaged.
      return text.includes(CHECKSUM_KEY) || text.includes("crc32:")
        ? { state: "damaged", reason: "the checksum line at its end is damaged" }
        : { state: "unchecked" };
    }
    const end = size - TAIL_BYTES;
    const buffer = Buffer.allocUnsafe(Math.min(WINDOW, Math.max(end, 1)));
    let crc = 0;
    for (let at = 0; at < end; ) {
      const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, end - at), at);
      if (bytesRead === 0) return { state: "damaged", reason: "it is shorter than it was" };
      crc = crc32(buffer.subarray(0, bytesRead), crc);
      at += bytesRead;
    }
    const actual = hex(crc);
    return actual === stated
      ? { state: "sound" }
      : { state: "damaged", reason: `its content gives checksum ${actual}, its last line states ${stated}` };
  } finally {
    await handle.close();
  }
}
