import { readdirSync, readFileSync, watch } from "node:fs";
import { join } from "node:path";
import { described } from "../../src/http/operation.js";
import { buildDocument } from "../../src/openapi/document.js";
import { operations as declared } from "../../src/operations.js";
import { type Checker, contractChecker, type Pair } from "./checker.js";

/** A finished file of pairs (test/contract/record.ts renames each into place when written whole). */
export const PAIRS_FILE = /\.jsonl$/;

/**
 * The contract test: every pair the suite recorded, held to the document. Files are checked as they
 * land in `dir`, while the tests still run, so that the run's end waits only for the last ones;
 * `report()` checks what is left and returns the report line, or throws with every problem
 * (deduplicated) when any pair does not fit.
 */
export function contractVerifier(dir: string): { report(): Promise<string> } {
  let checker: Promise<Checker> | undefined;
  const done = new Set<string>();
  const problems = new Map<string, number>();
  const operations = new Set<string>();
  let count = 0;
  let queue = Promise.resolve();

  const checkFile = async (file: string) => {
    if (done.has(file) || !PAIRS_FILE.test(file)) return;
    done.add(file);
    checker ??= described(declared).then((ops) => contractChecker(buildDocument("http://sandbox.test", ops)));
    const check = await checker;
    for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
      if (line.trim() === "") continue;
      const pair = JSON.parse(line) as Pair;
      count++;
      const id = check.operationOf(pair);
      if (id) operations.add(id);
      for (const problem of check.check(pair)) problems.set(problem, (problems.get(problem) ?? 0) + 1);
    }
  };
  // One file at a time, in the order they came; an error is kept for the report.
  const enqueue = (file: string) => {
    queue = queue.then(() => checkFile(file));
    // Reported by report(), which awaits the queue; not an unhandled rejection meanwhile.
    queue.catch(() => {});
  };
  const watcher = watch(dir, (_event, file) => {
    if (file !== null) enqueue(file);
  });

  return {
    async report() {
      watcher.close();
      for (const file of readdirSync(dir)) enqueue(file);
      await queue;
      const line = `contract: ${count} request/answer pairs checked against the OpenAPI document (${operations.size} operations)`;
      if (problems.size === 0) return line;
      const seen = new Set<string>();
      const list = [...problems.keys()].filter((p) => {
        const key = p.split("\n")[0] ?? p;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      throw new Error(`${line}: ${list.length} kinds of problem\n${list.join("\n")}`);
    },
  };
}
