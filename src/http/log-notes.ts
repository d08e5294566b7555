import type { Context } from "hono";
import type { FrameEnv, LogNotes } from "./env.js";

function notesOf<E extends FrameEnv>(c: Context<E>): LogNotes {
  let kept = c.get("logNotes");
  if (kept === undefined) {
    kept = { notes: [] };
    c.set("logNotes", kept);
  }
  return kept;
}

/** Marks the request's entry in the request log (an injected fault, say); shown with the entry. */
export function noteForLog<E extends FrameEnv>(c: Context<E>, note: string): void {
  notesOf(c).notes.push(note);
}

/** Keeps the diagnosis of the request's refused (or, in warn mode, only reported) signature. */
export function keepDiagnosis<E extends FrameEnv>(c: Context<E>, diagnosis: object): void {
  notesOf(c).signature = diagnosis;
}
