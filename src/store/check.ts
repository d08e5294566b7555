import { readFile, stat } from "node:fs/promises";
import { checkDataFile } from "./data-file-check.js";
import { fileTrouble } from "./file-trouble.js";
import { isErrno } from "./files.js";
import { indexPathOf, readIndexFile } from "./index-file.js";
import { NotLineForm, parseDataFile, readLineForm, type TableLayout } from "./line-form.js";
import { entriesAfter, type JournalGaps, JournalGapError, missingEntries } from "./journal-gap.js";
import { collectionsOf } from "./records.js";
import type { StoreModel } from "./registry.js";
import { replayJournalFile } from "./replay.js";

/**
 * What `store check` found in one file: `problem` when start-up would refuse it or repair it
 * (a damaged file, a torn journal tail, a journal without its data file).
 */
export interface FileReport {
  path: string;
  state: "sound" | "unchecked" | "missing" | "stale" | "damaged" | "torn";
  detail: string;
  problem: boolean;
}

export interface StoreCheck {
  data: FileReport;
  index: FileReport;
  journal: FileReport;
  /** What a line-form data file holds, for rebuilding its index; undefined when it could not be read. */
  read?: { journalSeq: number; layout?: TableLayout[] };
  /** Bytes of the journal from which a torn tail starts (what start-up would cut off). */
  tornFrom?: number;
  /** Where the journal skips sequence numbers (start-up refuses it; `store repair` cuts it there). */
  gaps?: JournalGaps;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));
/** Why `path` could not be read: a file system error says which file and what to do. */
const trouble = (error: unknown, path: string) => reason(fileTrouble(error, path));

/** Verifies the data file, its index and its journal as start-up does, changing nothing. */
export async function checkStore(model: StoreModel, file: string): Promise<StoreCheck> {
  const journalBytes = await sizeOf(`${file}.journal`);
  const { data, read } = await checkData(model, file, journalBytes);
  const index = await checkIndex(file, read?.journalSeq);
  const { journal, tornFrom, gaps } = await checkJournal(model, file, journalBytes, read?.journalSeq);
  return {
    data,
    index,
    journal,
    ...(read ? { read } : {}),
    ...(tornFrom === undefined ? {} : { tornFrom }),
    ...(gaps === undefined ? {} : { gaps }),
  };
}

async function sizeOf(path: string): Promise<number | undefined> {
  try {
    return (await stat(path)).size;
  } catch (error) {
    if (isErrno(error, "ENOENT")) return undefined;
    throw error;
  }
}

async function checkData(
  model: StoreModel,
  path: string,
  journalBytes: number | undefined,
): Promise<{ data: FileReport; read?: StoreCheck["read"] }> {
  const report = (state: FileReport["state"], detail: string, problem: boolean) => ({
    data: { path, state, detail, problem },
  });
  let check: Awaited<ReturnType<typeof checkDataFile>>;
  try {
    check = await checkDataFile(path);
  } catch (error) {
    if (!isErrno(error, "ENOENT")) return report("damaged", `cannot be read: ${trouble(error, path)}`, true);
    return journalBytes
      ? report(
          "missing",
          `missing, but its journal holds ${journalBytes} bytes of changes that complete it`,
          true,
        )
      : report("missing", "none yet: the first start writes it", false);
  }
  if (check.state === "damaged") return report("damaged", check.reason, true);
  try {
    const { journalSeq, layout } = await readLineForm(model, path);
    const detail = check.state === "sound" ? "its checksum matches" : "no checksum (an older sandbox's)";
    return {
      ...report(check.state, `${detail}; journalSeq ${journalSeq}`, false),
      read: { journalSeq, layout },
    };
  } catch (error) {
    if (!(error instanceof NotLineForm))
      return report("damaged", `cannot be read: ${trouble(error, path)}`, true);
  }
  try {
    const { journalSeq } = parseDataFile(model, await readFile(path, "utf8"));
    const detail = `in an older form, without a checksum; the next start rewrites it; journalSeq ${journalSeq}`;
    return { ...report("unchecked", detail, false), read: { journalSeq } };
  } catch (error) {
    return report("damaged", `not a psd2-sandbox data file: ${reason(error)}`, true);
  }
}

async function checkIndex(file: string, journalSeq: number | undefined): Promise<FileReport> {
  const path = indexPathOf(file);
  const report = (state: FileReport["state"], detail: string, problem = false) => ({
    path,
    state,
    detail,
    problem,
  });
  let index: Awaited<ReturnType<typeof readIndexFile>>;
  try {
    index = await readIndexFile(file, journalSeq ?? -1);
  } catch (error) {
    return report("damaged", `cannot be read: ${trouble(error, path)}`, true);
  }
  if (index === undefined) return report("missing", "none: the next start writes one (only a speed-up)");
  if (index === "damaged")
    return report(
      "damaged",
      "its checksum does not match: the next start rebuilds it from the data file",
      true,
    );
  if (index === "stale") return report("stale", "describes another data file: the next start writes it anew");
  return report("sound", `its checksum matches; ${index.header.tables.length} tables`);
}

async function checkJournal(
  model: StoreModel,
  file: string,
  bytes: number | undefined,
  journalSeq: number | undefined,
): Promise<{ journal: FileReport; tornFrom?: number; gaps?: JournalGaps }> {
  const path = `${file}.journal`;
  const report = (state: FileReport["state"], detail: string, problem: boolean) => ({
    path,
    state,
    detail,
    problem,
  });
  if (bytes === undefined) return { journal: report("missing", "none: nothing since the last fold", false) };
  try {
    // Checked, not applied.
    const names = new Set<string>(collectionsOf(model));
    const { entries, torn } = await replayJournalFile(undefined, path, journalSeq, names);
    if (torn === undefined) return { journal: report("sound", `${entries} entries, each as written`, false) };
    const detail = `its last line was cut short by a crash (${torn.reason}): the next start drops it; ${entries} whole entries`;
    return { journal: report("torn", detail, true), tornFrom: torn.keepBytes };
  } catch (error) {
    if (!(error instanceof JournalGapError))
      return { journal: report("damaged", trouble(error, path), true) };
    const detail =
      `missing ${missingEntries(error.found)}, with ${entriesAfter(error.found)} after the first gap: ` +
      "acknowledged changes were taken out of it; start-up refuses it";
    return { journal: report("damaged", detail, true), gaps: error.found };
  }
}
