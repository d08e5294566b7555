import { existsSync } from "node:fs";
import { model } from "../collections.js";
import { loadConfig } from "../config/load.js";
import { checkStore, type FileReport, type StoreCheck } from "../store/check.js";
import { indexPathOf } from "../store/index-file.js";
import { repairStore } from "../store/repair.js";
import { parseStoreArgs, UsageError } from "./args.js";

function line({ path, state, detail }: FileReport): string {
  return `${path}: ${state}: ${detail}`;
}

const reportsOf = (check: StoreCheck): FileReport[] => [check.data, check.index, check.journal];

/**
 * `psd2-sandbox store check|repair [--data FILE]`: one line per file on stdout. `check` changes
 * nothing and exits 1 when a file is damaged (what start-up would refuse or repair); `repair` says
 * what it rebuilt and, on stderr, what it could not (exit 1). No file there at all: exit 2.
 */
export async function storeCommand(argv: string[]): Promise<void> {
  const { action, data } = parseStoreArgs(argv);
  const file = data ?? loadConfig({ env: process.env }).data;
  // Nothing there is most likely the wrong --data, not a sound store: saying "sound" would hide it.
  if (![file, indexPathOf(file), `${file}.journal`].some((path) => existsSync(path))) {
    throw new UsageError(
      `no store at ${file}: no data file, index or journal there, nothing to ${action}; pass the --data FILE the sandbox runs with`,
    );
  }
  if (action === "check") {
    const reports = reportsOf(await checkStore(model, file));
    process.stdout.write(`${reports.map(line).join("\n")}\n`);
    if (reports.some((r) => r.problem)) {
      process.stdout.write(
        `damaged: psd2-sandbox store repair --data ${file} rebuilds what can be rebuilt\n`,
      );
      process.exitCode = 1;
    } else process.stdout.write("sound\n");
    return;
  }
  const repaired = await repairStore(model, file);
  const { did, couldNot, lost } = repaired;
  process.stdout.write(`${reportsOf(repaired.check).map(line).join("\n")}\n`);
  for (const done of did) process.stdout.write(`repaired: ${done}\n`);
  for (const gone of lost) process.stderr.write(`psd2-sandbox: lost: ${gone}\n`);
  for (const left of couldNot) process.stderr.write(`psd2-sandbox: could not repair ${left}\n`);
  if (couldNot.length > 0) process.exitCode = 1;
  else process.stdout.write(did.length > 0 ? "repaired\n" : "sound: nothing to repair\n");
}
