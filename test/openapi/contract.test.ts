import { writeFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { beforeAll, describe, expect, test } from "vitest";
import { described } from "../../src/http/operation.js";
import { buildDocument } from "../../src/openapi/document.js";
import { type Example, examplesOf } from "../../src/openapi/examples.js";
import { operations, operationsByFolder } from "../../src/operations.js";
import { type Checker, type Pair, contractChecker } from "../contract/checker.js";
import { recording } from "../contract/capture.js";
import { openBank } from "../helpers/calls.js";
import { masked } from "./examples-mask.js";
import { journey } from "./journey.js";

/**
 * The scripted run: all three products, SCA, baskets, the data API, errors. Each pair must fit the
 * document, each documented operation must be met, and each operation's example (its folder's
 * examples.json) must still be what the run answers, ids and times aside.
 * OPENAPI_EXAMPLES=write npx vitest run test/openapi/contract.test.ts rewrites the examples from this run.
 */
describe("a scripted run through every operation", () => {
  let pairs: Pair[];
  let checker: Checker;
  // Each interface's examples, as the document shows them.
  let examples: Readonly<Record<string, Example>>;
  beforeAll(async () => {
    const bank = await openBank();
    const pending: Promise<Pair>[] = [];
    bank.sandbox.app.fetch = recording(bank.sandbox.app.fetch, (pair) => pending.push(pair));
    await journey(bank);
    pairs = await Promise.all(pending);
    const documented = await described(operations);
    examples = examplesOf(documented);
    checker = await contractChecker(buildDocument("http://sandbox.test", documented));
  });

  test("answers only what the OpenAPI document describes, and meets every operation", () => {
    expect(pairs.flatMap((pair) => checker.check(pair))).toEqual([]);
    const met = new Set(pairs.map((pair) => checker.operationOf(pair)));
    const unmet = operations.map((op) => op.operationId).filter((id) => !met.has(id));
    expect(unmet).toEqual([]);
  });

  test("shows as each operation's example what the run answers (ids, times and dates aside)", () => {
    const recorded = firstCalls(pairs, checker.operationOf);
    if (process.env.OPENAPI_EXAMPLES === "write") writeExamples(recorded);
    const ids = operations.map((op) => op.operationId).filter((id) => recorded[id] || examples[id]);
    const stale = ids.filter((id) => !isDeepStrictEqual(masked(recorded[id]), masked(examples[id])));
    const show = (from: Record<string, Example | undefined>) =>
      Object.fromEntries(stale.map((id) => [id, masked(from[id])]));
    expect(show(examples), "OPENAPI_EXAMPLES=write npx vitest run test/openapi/contract.test.ts").toEqual(
      show(recorded),
    );
  });
});

/** The first request and answer of each operation (the document itself is no example of itself). */
function firstCalls(pairs: Pair[], operationOf: (pair: Pair) => string | undefined): Record<string, Example> {
  const calls: Record<string, Example> = {};
  const json = (text: string) => {
    try {
      return text === "" ? undefined : JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  for (const pair of pairs) {
    const id = operationOf(pair);
    if (!id || calls[id] || id.startsWith("getOpenApi")) continue;
    const request = json(pair.requestBody);
    const response = json(pair.responseBody);
    calls[id] = {
      ...(request !== undefined ? { request } : {}),
      status: pair.status,
      ...(response !== undefined ? { response } : {}),
    };
  }
  return calls;
}

/** Each folder's examples.json, in the order of its operations. */
function writeExamples(recorded: Record<string, Example>): void {
  for (const [folder, ops] of Object.entries(operationsByFolder)) {
    const own = ops.flatMap((op) => {
      const example = recorded[op.operationId];
      return example ? [[op.operationId, example] as const] : [];
    });
    if (own.length === 0) continue;
    const file = new URL(`../../src/${folder}/examples.json`, import.meta.url);
    writeFileSync(file, `${JSON.stringify(Object.fromEntries(own), null, 2)}\n`);
  }
}
