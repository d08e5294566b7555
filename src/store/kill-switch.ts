import type { JournalFile } from "./files.js";

/** Where a test may have the process killed, around the journal append that holds its marker. */
const STAGES = ["before-append", "mid-append", "after-append"] as const;
type Stage = (typeof STAGES)[number];

/** The environment variable naming the stage and the marker: `<stage>:<text>`. */
export const KILL_AT = "PSD2_SANDBOX_KILL_AT";

/**
 * A test-only fault point for the crash tests: with `PSD2_SANDBOX_KILL_AT=<stage>:<text>` the process
 * SIGKILLs itself at that stage of the first journal append whose text contains `<text>` (before it,
 * after half of its bytes, or once it is flushed). Unset (always, outside those tests), the file is
 * returned as it is.
 */
export function withKillSwitch(file: JournalFile, setting = process.env[KILL_AT]): JournalFile {
  const colon = setting?.indexOf(":") ?? -1;
  const stage = setting?.slice(0, colon) as Stage;
  const marker = setting?.slice(colon + 1) ?? "";
  if (colon < 0 || !STAGES.includes(stage) || marker === "") return file;
  const die = (): Promise<never> => {
    process.kill(process.pid, "SIGKILL");
    return new Promise(() => {});
  };
  return {
    get size() {
      return file.size;
    },
    async append(text) {
      if (!text.includes(marker)) return file.append(text);
      if (stage === "mid-append") await file.append(text.slice(0, text.length >> 1));
      else if (stage === "after-append") await file.append(text);
      return die();
    },
    truncate: (size) => file.truncate(size),
    keepFrom: (offset) => file.keepFrom(offset),
    close: () => file.close(),
  };
}
