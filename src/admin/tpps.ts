import type { Hono } from "hono";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";

/**
 * The TPP registry: `GET /__admin/tpps` lists the TPPs seen; `DELETE /__admin/tpps/{organisationId}`
 * forgets one, so in trust mode `pinned` its next certificate binds a new key (a key rotation).
 */
export function registerTpps(app: Hono<AppEnv>): void {
  app.get("/tpps", (c) => {
    const tpps = c.get("ctx").store.values("tpps");
    return c.json({ tpps: [...tpps].sort((a, b) => a.firstSeen.localeCompare(b.firstSeen)) });
  });
  app.delete("/tpps/:organisationId", (c) => {
    const { store } = c.get("ctx");
    const id = c.req.param("organisationId");
    if (store.get("tpps", id) === undefined) {
      throw apiError(
        "RESOURCE_UNKNOWN",
        `no TPP ${id} has been seen; GET /__admin/tpps lists the organisation ids`,
        "organisationId",
      );
    }
    store.remove("tpps", id);
    return c.body(null, 204);
  });
}
