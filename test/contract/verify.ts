import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { described } from "../../src/http/operation.js";
import { buildDocument } from "../../src/openapi/document.js";
import { operations as declared } from "../../src/operations.js";
import { contractChecker, type Pair } from "./checker.js";

/**
 * The contract test: every pair the suite recorded, held to the document. Returns the report line;
 * throws with every problem (deduplicated) when any pair does not fit.
 */
export async function verifyRecordedPairs(dir: string): Promise<string> {
  const pairs: Pair[] = [];
  for (const file of readdirSync(dir)) {
    for (const line of readFileSync(join(dir, file), "utf8").split("\n")) {
      if (line.trim() !== "") pairs.push(JSON.parse(line) as Pair);
    }
  }
  const checker = await contractChecker(buildDocument("http://sandbox.test", await described(declared)));
  const problems = new Map<string, number>();
  const operations = new Set<string>();
  for (const pair of pairs) {
    const id = checker.operationOf(pair);
    if (id) operations.add(id);
    for (const problem of checker.check(pair)) {
      const key = problem.split("\n")[0] ?? problem;
      if (!problems.has(key)) problems.set(problem, 0);
      problems.set(problem, (problems.get(problem) ?? 0) + 1);
    }
  }
  const line = `contract: ${pairs.length} request/answer pairs checked against the OpenAPI document (${operations.size} operations)`;
  if (problems.size > 0) {
    const seen = new Set<string>();
    const list = [...problems.keys()].filter((p) => {
      const key = p.split("\n")[0] ?? p;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    throw new Error(`${line}: ${list.length} kinds of problem\n${list.join("\n")}`);
  }
  return line;
}
