/**
 * A small levelled logger writing to stderr, so stdout stays free for the one "listening" line
 * that scripts wait for. JSON lines, or short human lines when stderr is a terminal. Created per
 * sandbox, never global.
 */
export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";
const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
  /** Whether a line at `level` is written: a caller may skip building its fields (a logger may not say). */
  enabled?(level: Exclude<LogLevel, "silent">): boolean;
}

export interface LoggerOptions {
  /** Human-readable lines instead of JSON; by default when stderr is a terminal. */
  pretty?: boolean;
}

/** `12:00:01.234 INFO  request POST /v1/payments/… 201 3.1ms requestId=…`: fields in their order. */
function humanLine(level: string, msg: string, fields: Record<string, unknown> | undefined): string {
  const time = new Date().toISOString().slice(11, 23);
  const parts = [time, level.toUpperCase().padEnd(5), msg];
  for (const [key, value] of Object.entries(fields ?? {})) {
    if (value === undefined) continue;
    const text = typeof value === "string" ? value : JSON.stringify(value);
    parts.push(key === "method" || key === "path" || key === "status" ? text : `${key}=${text}`);
  }
  return `${parts.join(" ")}\n`;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stderr.write(line),
  { pretty = process.stderr.isTTY === true }: LoggerOptions = {},
): Logger {
  const at =
    (lvl: Exclude<LogLevel, "silent">) =>
    (msg: string, fields?: Record<string, unknown>): void => {
      if (rank[lvl] > rank[level]) return;
      write(
        pretty
          ? humanLine(lvl, msg, fields)
          : `${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`,
      );
    };
  return {
    error: at("error"),
    warn: at("warn"),
    info: at("info"),
    debug: at("debug"),
    enabled: (lvl) => rank[lvl] <= rank[level],
  };
}
