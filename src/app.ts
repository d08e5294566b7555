import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { dashboardHome } from "./admin/dashboard/index.js";
import { adminRoutes } from "./admin/index.js";
import { basketRoutes } from "./baskets/index.js";
import type { SandboxContext } from "./context.js";
import { limitBody } from "./http/body-limit.js";
import { durable } from "./http/durable.js";
import type { AppEnv } from "./http/env.js";
import { notFound, onError } from "./http/error-handlers.js";
import { baseUrl } from "./http/links.js";
import { refuseBadEscapes } from "./http/percent-encoding.js";
import { requestId } from "./http/request-id.js";
import { keepSignatureDiagnosis, observeRequests } from "./journal/middleware.js";
import { corsFor } from "./http/cors.js";
import { basketHeaders } from "./baskets/headers.js";
import { bulkHeaders, periodicHeaders, sepaHeaders } from "./payments/headers.js";
import { startHeaders } from "./sca/start.js";
import { SCENARIO_HEADER } from "./scenarios/schema.js";
import { injectFaults } from "./faults/middleware.js";
import { requireRole } from "./http/roles.js";
import { model } from "./collections.js";
import { rememberedMs } from "./idempotency/fingerprint.js";
import { rememberRequestIds } from "./idempotency/middleware.js";
import { paymentRoutes } from "./payments/index.js";
import { sandboxRoutes } from "./sandbox/index.js";
import { basketAuthorisations } from "./baskets/authorisations.js";
import { basketSubject } from "./baskets/sca-subject.js";
import { cancellationSubject } from "./payments/authorisations/cancellation-subject.js";
import { cancellationAuthorisations, paymentAuthorisations } from "./payments/authorisations/parents.js";
import { paymentSubject } from "./payments/authorisations/payment-subject.js";
import { authorisationRoutes } from "./sca/index.js";
import { openapiRoutes } from "./openapi/routes.js";
import { operations } from "./operations.js";
import { pageRoutes } from "./pages/routes.js";
import { scaPageRoutes } from "./sca/page/routes.js";
import { psuSubject } from "./sca/psu-subject.js";
import { registerScaSubjects } from "./sca/subject.js";
import { verifySignature } from "./signing/middleware.js";
import { useBankHolding, useTppBank } from "./tenancy/middleware.js";
import { createTrustCheck } from "./trust/check.js";
import { jsonOnly } from "./http/media-types.js";

const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** How far ahead of real time a TPP's signed Date may be (the common tolerance for clock skew). */
const DATE_SKEW_MS = 5 * 60_000;
/** Every request header of the interface's header tables, which a browser app may send (CORS). */
const browserHeaders = [
  ...Object.keys({ ...sepaHeaders, ...periodicHeaders, ...bulkHeaders, ...basketHeaders, ...startHeaders }),
  SCENARIO_HEADER,
];
/** The payment initiation service's paths (signing baskets group its payments). */
const PAYMENT_INITIATION = [
  "/v1/payments/*",
  "/v1/bulk-payments/*",
  "/v1/periodic-payments/*",
  "/v1/signing-baskets/*",
];

/**
 * Builds the sandbox's HTTP app over a context. Nothing listens, nothing is scheduled; the one thing
 * registered beyond the app is what each kind of authorisation is about (the SCA subjects, the same
 * code for every sandbox).
 */
export function createApp(ctx: SandboxContext): Hono<AppEnv> {
  registerScaSubjects(paymentSubject, cancellationSubject, basketSubject, psuSubject);
  // Hono's default router tries its RegExpRouter first, on the first request: it refuses this route
  // set (a parameter with a pattern beside wildcard middleware paths), but only after building it.
  const app = new Hono<AppEnv>({ router: new TrieRouter() });
  app.use(async function contextMiddleware(c, next) {
    c.set("ctx", ctx);
    await next();
  });
  app.use(observeRequests);
  if (ctx.config.cors.origins.length > 0) app.use("/v1/*", corsFor(ctx.config.cors.origins, browserHeaders));
  app.use(requestId());
  app.use(refuseBadEscapes);
  app.use(injectFaults);
  app.use(durable);
  app.use("/v1/*", limitBody(MAX_BODY_BYTES));
  app.use("/__admin/*", limitBody(MAX_BODY_BYTES));
  app.use(
    "/v1/*",
    verifySignature({
      mode: () => ctx.config.signature,
      strictness: () => ctx.config.strictness,
      clock: ctx.clock,
      logger: ctx.logger,
      onRefusal: (c, diagnosis) => {
        keepSignatureDiagnosis(c, diagnosis);
        if (ctx.journal.size === 0) return undefined;
        const href = `${baseUrl(c)}/__admin/requests/${encodeURIComponent(c.get("requestId"))}`;
        return `the sandbox's diagnosis of this refusal (signing string, keyId, Digest, certificate): GET ${href}`;
      },
      trust: createTrustCheck({ mode: () => ctx.config.trust.mode, cas: ctx.trustedCas, store: ctx.store }),
      freshness: {
        windowMs: () => rememberedMs(ctx.config.idempotency.window, ctx.clock.now()),
        skewMs: DATE_SKEW_MS,
        movedAt: () => ctx.store.meta.clockMovedAt,
      },
    }),
  );
  app.use("/v1/*", jsonOnly());
  app.use("/v1/*", useTppBank);
  app.use("/v1/*", rememberRequestIds(model));
  for (const service of PAYMENT_INITIATION) app.use(service, requireRole("PSP_PI", "payment initiation"));
  app.route("/v1/sandbox", sandboxRoutes());
  app.route("/v1", paymentRoutes());
  app.route("/v1", basketRoutes());
  app.route("/v1", authorisationRoutes(paymentAuthorisations));
  app.route("/v1", authorisationRoutes(cancellationAuthorisations));
  app.route("/v1", authorisationRoutes(basketAuthorisations));
  app.use("/__admin/payments/:paymentId", useBankHolding("payments", "paymentId"));
  app.use("/__admin/baskets/:basketId", useBankHolding("baskets", "basketId"));
  app.use("/__admin/ui/payments/:paymentId", useBankHolding("payments", "paymentId"));
  app.use("/__admin/ui/authorisations/:authorisationId", useBankHolding("authorisations", "authorisationId"));
  app.route("/__admin", adminRoutes());
  app.route("/__admin/", dashboardHome());
  app.use("/sca/:authorisationId", useBankHolding("authorisations", "authorisationId"));
  app.route("/sca", scaPageRoutes());
  app.route(
    "/",
    openapiRoutes(() => operations),
  );
  app.route("/", pageRoutes());
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
