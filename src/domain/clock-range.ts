/**
 * The instants the sandbox clock may show. A clock outside it breaks what reads it (a year-1 clock
 * made every certificate "not yet valid", and a date past year 275760 is no date at all), so every
 * way to set or move the clock is held to it: the control API, the dashboard, the CLI through them,
 * and the offset stored for a restart.
 */
export const CLOCK_EARLIEST = new Date("2000-01-01T00:00:00.000Z");
export const CLOCK_LATEST = new Date("2100-12-31T23:59:59.999Z");
export const CLOCK_RANGE_TEXT = "2000-01-01T00:00:00Z to 2100-12-31T23:59:59Z";

/** Whether `at` is a valid instant within the clock's range (an invalid Date is not). */
export function isInClockRange(at: Date): boolean {
  const ms = at.getTime();
  return ms >= CLOCK_EARLIEST.getTime() && ms <= CLOCK_LATEST.getTime();
}

/**
 * Why `field` cannot move the clock to `target`, or undefined when it can. `target` is an invalid
 * Date when the move overflows (a duration beyond any date).
 */
export function clockRangeProblem(field: string, target: Date): string | undefined {
  if (isInClockRange(target)) return undefined;
  const where = Number.isNaN(target.getTime()) ? "beyond any date" : `to ${target.toISOString()}`;
  return `${field} would put the sandbox clock ${where}; it must stay in its range, ${CLOCK_RANGE_TEXT}`;
}

/**
 * The offset a clock may start with: `stored` when it is a number that puts real time `realMs` in
 * the range, else 0 (real time), so a damaged or out-of-range offset never starts a broken clock.
 */
export function startOffset(stored: unknown, realMs: number): { offsetMs: number; repaired: boolean } {
  const valid = typeof stored === "number" && Number.isFinite(stored);
  if (valid && isInClockRange(new Date(realMs + stored))) return { offsetMs: stored, repaired: false };
  return { offsetMs: 0, repaired: !(valid && stored === 0) };
}
