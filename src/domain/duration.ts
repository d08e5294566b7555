/**
 * ISO 8601 durations for moving the sandbox clock (pure): `P3D`, `PT2H`, `P1Y2M10DT2H30M`, `P2W`.
 * Years and months are calendar steps (UTC), the rest fixed lengths. Only positive amounts.
 */
const DURATION =
  /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?=\d)(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

export interface Duration {
  years: number;
  months: number;
  ms: number;
}

export function parseDuration(text: string): Duration | undefined {
  const match = DURATION.exec(text);
  if (!match) return undefined;
  const n = (i: number) => Number(match[i] ?? 0);
  const days = n(3) * 7 + n(4);
  return {
    years: n(1),
    months: n(2),
    ms: ((days * 24 + n(5)) * 60 + n(6)) * 60_000 + Math.round(n(7) * 1000),
  };
}

/** `at` moved forward by `duration`. */
export function addDuration(at: Date, duration: Duration): Date {
  const d = new Date(at.getTime());
  if (duration.years || duration.months) {
    const day = d.getUTCDate();
    d.setUTCDate(1);
    d.setUTCMonth(d.getUTCMonth() + duration.years * 12 + duration.months);
    const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
    d.setUTCDate(Math.min(day, last));
  }
  return new Date(d.getTime() + duration.ms);
}
