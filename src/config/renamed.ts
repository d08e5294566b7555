import type { SandboxConfig } from "./schema.js";

type Settings = Record<string, unknown>;

const isObject = (v: unknown): v is Settings => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * One layer's settings (a file, the environment, the flags) with the old spelling `journal.size` read
 * as `requestLog.size` unless the layer sets that too. Per layer, so that a later layer still wins
 * whichever name either uses. `journal` stays in, for the warning at start.
 */
export function readRenamedKeys(layer: Settings): Settings {
  const size = isObject(layer.journal) ? layer.journal.size : undefined;
  const requestLog = isObject(layer.requestLog) ? layer.requestLog : {};
  if (size === undefined || requestLog.size !== undefined) return layer;
  return { ...layer, requestLog: { ...requestLog, size } };
}

/** What the start warns about: an old key used, naming the new one and which value counts. */
export function renamedKeyWarnings(config: Pick<SandboxConfig, "journal" | "requestLog">): string[] {
  if (config.journal === undefined) return [];
  const { size } = config.requestLog;
  if (config.journal.size === undefined)
    return [
      "journal is the old name of requestLog, accepted until the next release: rename it to requestLog",
    ];
  if (config.journal.size === size)
    return [
      `journal.size is the old name of requestLog.size, accepted until the next release: rename it to requestLog.size (the request log keeps ${size} requests)`,
    ];
  return [
    `journal.size (${config.journal.size}) is ignored: requestLog.size (${size}) is set too and wins; journal.size is its old name, accepted until the next release: remove it`,
  ];
}
