/**
 * An example with what differs from run to run put aside: generated ids (UUIDs and 22-character
 * tokens), timestamps and dates (also inside links, messages and embedded bodies), generated account
 * numbers, signatures and durations. What stays is the shape, the statuses, codes, amounts and
 * texts, which an example must still show.
 */
const VARYING: readonly [RegExp, string][] = [
  [/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, "<id>"],
  [/(?<![\w-])(?=[\w-]*[A-Z0-9])[\w-]{22}(?![\w-])/g, "<id>"],
  // An account transaction's entryReference: its id without the dashes.
  [/(?<![\w-])[0-9a-f]{32}(?![\w-])/g, "<id>"],
  [/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})?/g, "<time>"],
  [/\d{4}-\d{2}-\d{2}/g, "<date>"],
  [/\w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT/g, "<date>"],
];
/** Field names (any case) whose value differs each run. */
const VARYING_FIELDS = new Set([
  "offsetms",
  "durationms",
  "bban",
  "iban",
  "maskedpan",
  "signature",
  "digest",
]);

export function masked(value: unknown, key?: string): unknown {
  if (key !== undefined && VARYING_FIELDS.has(key.toLowerCase())) return "<varies>";
  if (typeof value === "string")
    return VARYING.reduce((text, [pattern, by]) => text.replace(pattern, by), value);
  if (Array.isArray(value)) return value.map((item) => masked(item));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v, k)]));
  }
  return value;
}
