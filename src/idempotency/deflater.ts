import { constants, createDeflateRaw, type DeflateRaw, deflateRawSync, type ZlibOptions } from "node:zlib";

/**
 * The parts of Node's zlib stream that its own synchronous calls (`deflateRawSync`) drive: the native
 * handle, which deflates into a given buffer and can be reset, and the counts it leaves behind
 * (output space, then input left). Not typed by Node; looked up, and not used when absent.
 */
interface NativeDeflate {
  writeSync(
    flush: number,
    input: Uint8Array,
    inOffset: number,
    inLength: number,
    output: Uint8Array,
    outOffset: number,
    outLength: number,
  ): void;
  reset(): void;
}
interface Engine {
  stream: DeflateRaw;
  handle: NativeDeflate;
  state: Uint32Array;
}

const OUTPUT = 16 * 1024;

/** What makes the stream whose native deflate is driven: Node's, unless a test hands another. */
export type MakeDeflate = (options: ZlibOptions) => DeflateRaw;

function engineOf(options: ZlibOptions, make: MakeDeflate): Engine | undefined {
  const stream = make(options);
  // A failing write destroys the stream and reports on it later: heard here, so it never goes unheard.
  stream.on("error", () => {});
  const { _handle: handle, _writeState: state } = stream as unknown as {
    _handle?: Partial<NativeDeflate>;
    _writeState?: unknown;
  };
  if (typeof handle?.writeSync !== "function" || typeof handle.reset !== "function") return undefined;
  if (!(state instanceof Uint32Array) || state.length < 2) return undefined;
  return { stream, handle: handle as NativeDeflate, state };
}

/** `input` deflated by `engine` to its end, in `output`'s size of chunks; the engine reset after. */
function deflateOn({ stream, handle, state }: Engine, input: Buffer, output: Buffer): Buffer {
  const chunks: Buffer[] = [];
  let inOffset = 0;
  let inLength = input.length;
  for (;;) {
    handle.writeSync(constants.Z_FINISH, input, inOffset, inLength, output, 0, output.length);
    if (stream.destroyed) throw new Error("deflate failed");
    const outLeft = state[0] ?? 0;
    const inLeft = state[1] ?? 0;
    const made = output.length - outLeft;
    if (outLeft !== 0) {
      handle.reset();
      if (chunks.length === 0) return output.subarray(0, made);
      chunks.push(output.subarray(0, made));
      return Buffer.concat(chunks);
    }
    chunks.push(Buffer.from(output));
    inOffset += inLength - inLeft;
    inLength = inLeft;
  }
}

/**
 * `deflateRawSync` with fixed options, the same bytes, without the stream Node builds and closes
 * for each call (a Transform with its buffers and a fresh native state): one native deflate is made
 * once and reset after each use, which puts the dictionary back. What it returns is valid until the
 * next call. Where Node's internals are not as expected, or a deflate fails, each call is Node's own.
 */
export function reusableDeflate(
  options: ZlibOptions,
  make: MakeDeflate = createDeflateRaw,
): (text: string) => Buffer {
  let engine: Engine | undefined | null;
  const output = Buffer.allocUnsafe(OUTPUT);
  return (text) => {
    if (engine === undefined) engine = engineOf(options, make) ?? null;
    if (engine !== null) {
      try {
        return deflateOn(engine, Buffer.from(text, "utf8"), output);
      } catch {
        engine.stream.destroy();
        engine = null;
      }
    }
    return deflateRawSync(text, options);
  };
}
