import { described, type Operation } from "../http/operation.js";
import type { OpenApiDocument } from "./document.js";

/**
 * The document is built on first request and kept per server URL (one, unless publicUrl is unset and
 * the sandbox is reached under several names), so neither start-up nor later calls pay for it.
 */
const built = new Map<string, { json: string; document: OpenApiDocument; yaml?: string }>();

/** `operations`: every operation the sandbox serves (src/operations.ts), the same list each call. */
export async function documentFor(serverUrl: string, operations: readonly Operation[]) {
  let entry = built.get(serverUrl);
  if (!entry) {
    const { buildDocument } = await import("./document.js");
    const document = buildDocument(serverUrl, await described(operations));
    entry = { document, json: JSON.stringify(document, null, 2) };
    built.set(serverUrl, entry);
  }
  return entry;
}

export async function yamlFor(serverUrl: string, operations: readonly Operation[]): Promise<string> {
  const entry = await documentFor(serverUrl, operations);
  if (entry.yaml === undefined) {
    const { stringify } = await import("yaml");
    entry.yaml = stringify(entry.document, { aliasDuplicateObjects: false, lineWidth: 0 });
  }
  return entry.yaml;
}
