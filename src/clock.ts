/**
 * The sandbox clock: real time plus an offset that tests and QA can move. Every "now" in the
 * sandbox comes from one Clock instance owned by the sandbox (never a module global), so
 * certificate validity, execution dates and batch runs all agree on what time it is.
 */
export interface Clock {
  now(): Date;
  /** Milliseconds the sandbox clock runs ahead of (or behind) real time. */
  offsetMs(): number;
  set(at: Date): void;
  advance(ms: number): void;
}

export function createClock(initialOffsetMs = 0, realNow: () => number = Date.now): Clock {
  let offset = initialOffsetMs;
  return {
    now: () => new Date(realNow() + offset),
    offsetMs: () => offset,
    set(at) {
      offset = at.getTime() - realNow();
    },
    advance(ms) {
      offset += ms;
    },
  };
}
