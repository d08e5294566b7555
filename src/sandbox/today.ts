import type { Context } from "hono";
import { localDate } from "../domain/iso-date.js";
import type { AppEnv } from "../http/env.js";

/** Today on the sandbox clock, in the bank's time zone: the date "before the current time" ends at. */
export function sandboxToday(c: Context<AppEnv>): string {
  const { clock, config } = c.get("ctx");
  return localDate(clock.now(), config.timeZone);
}
