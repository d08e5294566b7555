import { writeFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { buildDocument } from "../../src/openapi/document.js";
import { operations } from "../../src/openapi/operations.js";
import { type Pair, contractChecker } from "../contract/checker.js";
import { recording } from "../contract/capture.js";
import { openBank } from "../helpers/calls.js";
import { journey } from "./journey.js";

/**
 * The scripted run: all three products, SCA, baskets, the data API, errors. Each pair must fit the
 * document, and each documented operation must be met. OPENAPI_EXAMPLES=write npx vitest run
 * test/openapi/contract.test.ts rewrites src/openapi/examples.generated.ts from this run.
 */
describe("a scripted run through every operation", () => {
  test("answers only what the OpenAPI document describes, and meets every operation", async () => {
    const bank = await openBank();
    const pending: Promise<Pair>[] = [];
    bank.sandbox.app.fetch = recording(bank.sandbox.app.fetch, (pair) => pending.push(pair));
    await journey(bank);
    const pairs = await Promise.all(pending);
    const checker = await contractChecker(buildDocument("http://sandbox.test"));
    expect(pairs.flatMap((pair) => checker.check(pair))).toEqual([]);
    const met = new Set(pairs.map((pair) => checker.operationOf(pair)));
    const unmet = operations.map((op) => op.operationId).filter((id) => !met.has(id));
    expect(unmet).toEqual([]);
    if (process.env.OPENAPI_EXAMPLES === "write") writeExamples(pairs, checker.operationOf);
  });
});

function writeExamples(pairs: Pair[], operationOf: (pair: Pair) => string | undefined): void {
  const examples: Record<string, { request?: unknown; status: number; response?: unknown }> = {};
  const json = (text: string) => {
    try {
      return text === "" ? undefined : JSON.parse(text);
    } catch {
      return undefined;
    }
  };
  for (const pair of pairs) {
    const id = operationOf(pair);
    if (!id || examples[id] || id.startsWith("getOpenApi")) continue;
    const request = json(pair.requestBody);
    const response = json(pair.responseBody);
    examples[id] = {
      ...(request !== undefined ? { request } : {}),
      status: pair.status,
      ...(response !== undefined ? { response } : {}),
    };
  }
  const file = new URL("../../src/openapi/examples.generated.ts", import.meta.url);
  writeFileSync(
    file,
    `// Written by the scripted run (test/openapi/contract.test.ts with OPENAPI_EXAMPLES=write): one real\n// request and answer per operation. Do not edit by hand; run it again after changing an operation.\nimport type { Example } from "./examples.js";\n\nexport const examples: Record<string, Example> = ${JSON.stringify(examples, null, 2)};\n`,
  );
}
