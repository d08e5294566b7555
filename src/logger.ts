/**
 * A small levelled logger writing JSON lines to stderr, so stdout stays free for the one
 * "listening" line that scripts wait for. Created per sandbox, never global.
 */
export type LogLevel = "silent" | "error" | "warn" | "info" | "debug";
const rank: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3, debug: 4 };

export interface Logger {
  error(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  debug(msg: string, fields?: Record<string, unknown>): void;
}

export function createLogger(
  level: LogLevel,
  write: (line: string) => void = (line) => process.stderr.write(line),
): Logger {
  const at =
    (lvl: Exclude<LogLevel, "silent">) =>
    (msg: string, fields?: Record<string, unknown>): void => {
      if (rank[lvl] > rank[level]) return;
      write(`${JSON.stringify({ time: new Date().toISOString(), level: lvl, msg, ...fields })}\n`);
    };
  return { error: at("error"), warn: at("warn"), info: at("info"), debug: at("debug") };
}
