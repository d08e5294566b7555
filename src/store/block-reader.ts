import { readSync } from "node:fs";

const WINDOW = 4 << 20;

/** Reads the old data file front to back through a window of a few MB: one read per window, not per record. */
export class BlockReader {
  private window = Buffer.alloc(0);
  private start = 0;

  constructor(private readonly fd: number) {}

  /** `length` bytes at `position`; valid until the next call. */
  read(position: number, length: number): Buffer {
    if (position < this.start || position + length > this.start + this.window.length) {
      const size = Math.max(WINDOW, length);
      if (this.window.length < size) this.window = Buffer.allocUnsafe(size);
      this.start = position;
      const got = readSync(this.fd, this.window, 0, size, position);
      if (got < length) throw new Error("the data file is shorter than its index says");
      return this.window.subarray(0, length);
    }
    return this.window.subarray(position - this.start, position - this.start + length);
  }
}
