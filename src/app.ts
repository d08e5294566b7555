import { Hono } from "hono";
import { adminRoutes } from "./admin/index.js";
import { basketRoutes } from "./baskets/index.js";
import type { SandboxContext } from "./context.js";
import { limitBody } from "./http/body-limit.js";
import { durable } from "./http/durable.js";
import type { AppEnv } from "./http/env.js";
import { notFound, onError } from "./http/error-handlers.js";
import { requestId } from "./http/request-id.js";
import { paymentRoutes } from "./payments/index.js";
import { sandboxRoutes } from "./sandbox/index.js";
import { openapiRoutes } from "./openapi/routes.js";
import { scaPageRoutes } from "./sca/page/routes.js";
import { verifySignature } from "./signing/middleware.js";

const MAX_BODY_BYTES = 5 * 1024 * 1024;

/** Builds the sandbox's HTTP app over a context. No side effects: nothing listens, nothing is scheduled. */
export function createApp(ctx: SandboxContext): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use(async function contextMiddleware(c, next) {
    c.set("ctx", ctx);
    await next();
  });
  app.use(requestId());
  app.use(durable);
  app.use("/v1/*", limitBody(MAX_BODY_BYTES));
  app.use(
    "/v1/*",
    verifySignature({ mode: () => ctx.config.signature, clock: ctx.clock, logger: ctx.logger }),
  );
  app.route("/v1/sandbox", sandboxRoutes());
  app.route("/v1", paymentRoutes());
  app.route("/v1", basketRoutes());
  app.route("/__admin", adminRoutes());
  app.route("/sca", scaPageRoutes());
  app.route("/", openapiRoutes());
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
