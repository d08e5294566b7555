import type { Operation } from "./http/operation.js";
import { resolveInterfaces } from "./http/interface.js";
import { interfaces } from "./interfaces.js";

const resolved = resolveInterfaces(interfaces);

/**
 * Every operation the sandbox serves, by the folder of its interface, whose examples.json holds their
 * examples (one real request and answer each, written by the contract test): a fold over the one list
 * (src/interfaces.ts). The OpenAPI document and the contract test read it.
 */
export const operationsByFolder = Object.fromEntries(resolved.map((i) => [i.folder, i.operations])) as Record<
  (typeof interfaces)[number]["folder"],
  readonly Operation[]
>;

export const operations: readonly Operation[] = resolved.flatMap((i) => i.operations);
