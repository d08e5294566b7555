import { truncate } from "node:fs/promises";
import { keepTornTail, setAside } from "./aside.js";
import { checkStore, type StoreCheck } from "./check.js";
import { writeIndexFile } from "./index-file.js";
import { entriesAfter, missingEntries } from "./journal-gap.js";
import type { StoreModel } from "./registry.js";

export interface Repair {
  check: StoreCheck;
  /** What was rebuilt or cut off, and where the file it replaced is kept. */
  did: string[];
  /** What is still wrong, and what to do about it. */
  couldNot: string[];
  /** Acknowledged changes the repaired store does not hold, and where what is left of them is kept. */
  lost: string[];
}

/**
 * Rebuilds what can be rebuilt from what is intact, keeping a copy of everything it replaces: the
 * index from the data file, a journal without its torn last line, a journal cut before its first
 * gap (the entries after it may build on the missing ones; they are kept aside, and said in
 * `lost`). A damaged data file or a journal
 * damaged before its end cannot be rebuilt (what they held is nowhere else): said in `couldNot`.
 * The store must not be open meanwhile (stop the sandbox first).
 */
export async function repairStore(model: StoreModel, file: string): Promise<Repair> {
  const check = await checkStore(model, file);
  const did: string[] = [];
  const couldNot: string[] = [];
  const lost: string[] = [];
  const { data, index, journal, read, gaps } = check;
  if (data.problem)
    couldNot.push(
      `${data.path}: ${data.detail}. What it held is nowhere else: restore it, with ${journal.path}, from a backup, ` +
        "or move the files away to start a new store.",
    );
  if (gaps !== undefined && !data.problem) {
    const keptAs = await keepTornTail(journal.path, gaps.keepBytes, "after-gap");
    await truncate(journal.path, gaps.keepBytes);
    did.push(
      `${journal.path}: cut before its first gap; ${entriesAfter(gaps)} from there on kept as ${keptAs}`,
    );
    lost.push(
      `${journal.path}: ${missingEntries(gaps)}, in no file; and ${entriesAfter(gaps)} after the first gap, ` +
        `no longer in the store (they may build on the missing ones), kept as ${keptAs}`,
    );
  } else if (journal.state === "damaged")
    couldNot.push(
      `${journal.path}: the changes from the damaged line on cannot be trusted, and without them the store would ` +
        "miss acknowledged changes: restore it, with the data file, from a backup, or move both away to start afresh.",
    );
  if (check.tornFrom !== undefined) {
    const keptAs = await keepTornTail(journal.path, check.tornFrom);
    await truncate(journal.path, check.tornFrom);
    did.push(
      `${journal.path}: dropped its torn last line (never acknowledged); the cut-off bytes are kept as ${keptAs}`,
    );
  }
  if (index.state !== "sound" && !data.problem && read?.layout !== undefined) {
    const keptAs = index.state === "missing" ? undefined : await setAside(index.path);
    await writeIndexFile(file, read.journalSeq, read.layout);
    did.push(
      `${index.path}: rebuilt from the data file${keptAs ? `; the one it replaces is kept as ${keptAs}` : ""}`,
    );
  }
  return { check, did, couldNot, lost };
}
