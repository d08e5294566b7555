import type { Context } from "hono";
import type { AppEnv, LogNotes } from "./env.js";

function notesOf(c: Context<AppEnv>): LogNotes {
  let kept = c.get("logNotes");
  if (kept === undefined) {
    kept = { notes: [] };
    c.set("logNotes", kept);
  }
  return kept;
}

/** Marks the request's entry in the request log (an injected fault, say); shown with the entry. */
export function noteForLog(c: Context<AppEnv>, note: string): void {
  notesOf(c).notes.push(note);
}

/** Keeps the diagnosis of the request's refused (or, in warn mode, only reported) signature. */
export function keepDiagnosis(c: Context<AppEnv>, diagnosis: object): void {
  notesOf(c).signature = diagnosis;
}
