import type { Hono } from "hono";
import { FaultRulesRequest } from "../faults/schema.js";
import type { AppEnv } from "../http/env.js";
import { parseJsonText, parseWith } from "../http/validate.js";

/**
 * PUT /__admin/faults replaces the fault rules (docs/faults.md); GET lists them with their hits and
 * what is left of `times`; DELETE clears them. POST /__admin/reset clears them too.
 */
export function registerFaults(app: Hono<AppEnv>): void {
  app.put("/faults", async (c) => {
    const { rules } = parseWith(FaultRulesRequest, parseJsonText(await c.req.text()));
    return c.json({ rules: c.get("ctx").faults.set(rules) });
  });
  app.get("/faults", (c) => c.json({ rules: c.get("ctx").faults.list() }));
  app.delete("/faults", (c) => {
    c.get("ctx").faults.clear();
    return c.body(null, 204);
  });
}
