import type { DescribedOperation } from "../http/operation.js";
import type { Example, Examples } from "../http/operation-rules.js";

/**
 * One recorded call per operation, shown as its example: data in each interface's folder
 * (examples.json, declared as its `examples`), written by the scripted run
 * (OPENAPI_EXAMPLES=write npx vitest run test/openapi/contract.test.ts), which also fails when one no
 * longer matches what the sandbox answers. Loaded with the document, which is built on first request,
 * so start-up reads none of it.
 */
export type { Example };

/** The recorded example of an operation, from its interface's (`described` loaded them). */
export function exampleOf(op: DescribedOperation): Example | undefined {
  return op.within?.loadedExamples?.[op.operationId];
}

/** Every example of the operations' interfaces, by operationId. */
export function examplesOf(operations: readonly DescribedOperation[]): Examples {
  const interfaces = new Set(operations.flatMap((op) => (op.within ? [op.within] : [])));
  return Object.assign({}, ...[...interfaces].map((within) => within.loadedExamples ?? {}));
}
