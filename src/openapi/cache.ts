import { described, type Operation } from "../http/operation.js";
import type { OpenApiDocument } from "./document.js";

type Built = { json: string; document: OpenApiDocument; yaml?: string };

/**
 * The document is built on first request and kept per list of operations (an app's, the same array
 * every call) and server URL (one, unless publicUrl is unset and the sandbox is reached under several
 * names), so neither start-up nor later calls pay for it, and two apps never share one.
 */
const built = new WeakMap<readonly Operation[], Map<string, Built>>();

/** `operations`: every operation the app serves (its interfaces' fold), the same list each call. */
export async function documentFor(serverUrl: string, operations: readonly Operation[]) {
  let byUrl = built.get(operations);
  if (!byUrl) {
    byUrl = new Map();
    built.set(operations, byUrl);
  }
  let entry = byUrl.get(serverUrl);
  if (!entry) {
    const { buildDocument } = await import("./document.js");
    const document = buildDocument(serverUrl, await described(operations));
    entry = { document, json: JSON.stringify(document, null, 2) };
    byUrl.set(serverUrl, entry);
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
