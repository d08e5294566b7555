import type { Change, SingleChange } from "./records.js";

/** A record's JSON text, made once per change: the journal line and memory's text share it. */
export type RecordText = (record: object) => string;

/**
 * `text` as one flat string. V8 builds a long `JSON.stringify` result in parts (a rope) and keeps it
 * so until something reads its characters: a text that memory keeps for long costs about a fifth
 * more as a rope. Reading a character makes V8 flatten it in place.
 */
export function flat(text: string): string {
  void text.charCodeAt(0);
  return text;
}

/** A `RecordText` for one change: each record serialised at most once, however often it is asked for. */
export function recordTexts(): RecordText {
  const made = new Map<object, string>();
  return (record) => {
    let text = made.get(record);
    if (text === undefined) {
      text = JSON.stringify(record);
      made.set(record, text);
    }
    return text;
  };
}

/**
 * The change's JSON as the journal keeps it, its object opened by `lead` (`"s":7,`), each put's
 * record as `textOf` gives it: what `JSON.stringify` of the entry gives, members in the order
 * op, c, b, id, v.
 */
export function changeJson(change: Change, textOf: RecordText, lead = ""): string {
  if (change.op === "all")
    return `{${lead}"op":"all","changes":[${change.changes.map((single) => singleJson(single, textOf)).join(",")}]}`;
  const json = singleJson(change as SingleChange, textOf);
  return lead === "" ? json : `{${lead}${json.slice(1)}`;
}

function singleJson(change: SingleChange, textOf: RecordText): string {
  if (change.op !== "put") return JSON.stringify(change);
  const bank = change.b === undefined ? "" : `,"b":${JSON.stringify(change.b)}`;
  return `{"op":"put","c":${JSON.stringify(change.c)}${bank},"id":${JSON.stringify(change.id)},"v":${textOf(change.v)}}`;
}
