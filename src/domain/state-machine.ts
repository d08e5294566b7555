/** Where every record's history starts, before its first event: the `from` of a creation. */
export const NEW = "NEW";

/** One move of a status table: from a status (or NEW), on an event, to a status. */
export interface Move<S extends string, E extends string> {
  from: S | typeof NEW;
  event: E;
  to: S;
}

/** What a status table answers: the move an event makes, that move or an error, and which statuses are final. */
export interface StateMachine<S extends string, E extends string> {
  /** The status after `event`; undefined when the table has no such move. */
  allowed(from: S | typeof NEW, event: E): S | undefined;
  /** The status after `event`; throws when the table has no such move. */
  transition(from: S | typeof NEW, event: E): S;
  /** A status no move leaves: the record never changes again. */
  isFinal(status: S): boolean;
}

/** The rules of a status table (`what` names its records in the error of a move it lacks). */
export function stateMachine<S extends string, E extends string>(
  what: string,
  table: readonly Move<S, E>[],
): StateMachine<S, E> {
  const leaving = new Set<string>(table.map((t) => t.from));
  const allowed = (from: S | typeof NEW, event: E) =>
    table.find((t) => t.from === from && t.event === event)?.to;
  return {
    allowed,
    transition(from, event) {
      const to = allowed(from, event);
      if (to === undefined) throw new Error(`no ${what} status transition from ${from} on ${event}`);
      return to;
    },
    isFinal: (status) => !leaving.has(status),
  };
}
