/**
 * How fresh a signed request must be. The signature covers neither the method nor the path, so a
 * captured request could be sent again as another operation once the bank forgets its X-Request-ID;
 * a signed `Date` bounds how long a captured request is worth anything, and these rules keep that
 * shorter than the X-Request-ID memory:
 *
 * - `Date` is the TPP's real time, so it is compared with real time (the sandbox clock less its
 *   offset), never with the movable bank clock; the memory counts real time too, so a clock move
 *   neither ages a Date nor forgets an id;
 * - at most `skewMs` ahead, and at most the window less that skew old: a request accepted at the
 *   edge of the skew is still remembered until it is too old.
 */
export const DATE_HEADER = "Date";

export interface Freshness {
  /** Real time now, epoch ms. */
  realNow: number;
  /** How long the bank remembers an X-Request-ID. */
  windowMs: number;
  /** How far ahead of real time a TPP's clock may run. */
  skewMs: number;
}

/** An IMF-fixdate (RFC 9110 5.6.7), e.g. `Tue, 03 Mar 2026 10:00:00 GMT`, as `Date.toUTCString()` writes. */
export function parseHttpDate(value: string): number | undefined {
  const ms = Date.parse(value);
  return Number.isNaN(ms) || new Date(ms).toUTCString() !== value ? undefined : ms;
}

/** What is wrong with the Date of a signed request, or undefined when it is fresh (or absent). */
export function dateProblem(value: string | null, rules: Freshness): string | undefined {
  if (value === null) return undefined;
  const at = parseHttpDate(value.trim());
  if (at === undefined) {
    return `Date "${value.slice(0, 64)}" is not an HTTP-date; send the time of signing as new Date().toUTCString() writes it, e.g. "${new Date(rules.realNow).toUTCString()}"`;
  }
  const resign = "sign each request when it is sent (a retry may reuse its X-Request-ID, with a new Date)";
  if (at > rules.realNow + rules.skewMs) {
    return `Date ${value} is more than ${span(rules.skewMs)} ahead of real time (${iso(rules.realNow)}); ${resign}`;
  }
  const oldest = rules.realNow - (rules.windowMs - rules.skewMs);
  if (at < oldest) {
    return `Date ${value} is older than ${span(rules.windowMs - rules.skewMs)} (real time ${iso(rules.realNow)}): a signed request is accepted only while the bank remembers its X-Request-ID; ${resign}`;
  }
  return undefined;
}

function iso(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, "Z");
}

/** 5 minutes, 24 hours, 23 h 55 min. */
function span(ms: number): string {
  const total = Math.round(ms / 60_000);
  const [h, m] = [Math.floor(total / 60), total % 60];
  if (h === 0) return `${m} minutes`;
  return m === 0 ? `${h} hours` : `${h} h ${m} min`;
}
