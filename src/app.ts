import { Hono } from "hono";
import { TrieRouter } from "hono/router/trie-router";
import { dashboardHome } from "./admin/dashboard/index.js";
import { adminRoutes } from "./admin/index.js";
import { basketRoutes } from "./baskets/index.js";
import type { SandboxContext } from "./context.js";
import { limitBody } from "./http/body-limit.js";
import type { AppEnv } from "./http/env.js";
import { notFound, onError } from "./http/error-handlers.js";
import { baseUrl } from "./http/links.js";
import { refuseUnreadable } from "./http/unreadable.js";
import { knownHostOnly } from "./http/hosts.js";
import { keepDiagnosis } from "./http/log-notes.js";
import { frame } from "./pipeline.js";
import { corsFor } from "./http/cors.js";
import { basketHeaders } from "./baskets/headers.js";
import { bulkHeaders, periodicHeaders, sepaHeaders } from "./payments/headers.js";
import { startHeaders } from "./sca/start.js";
import { SCENARIO_HEADER } from "./scenarios/schema.js";
import { injectFaults } from "./faults/middleware.js";
import { requireRole } from "./http/roles.js";
import { rememberedMs } from "./idempotency/fingerprint.js";
import { rememberRequestIds } from "./idempotency/middleware.js";
import { paymentRoutes } from "./payments/index.js";
import { sandboxRoutes } from "./test-data/index.js";
import { basketAuthorisations } from "./baskets/authorisations.js";
import { basketSubject } from "./baskets/sca-subject.js";
import { cancellationSubject } from "./payments/authorisations/cancellation-subject.js";
import { cancellationAuthorisations, paymentAuthorisations } from "./payments/authorisations/parents.js";
import { paymentSubject } from "./payments/authorisations/payment-subject.js";
import { authorisationRoutes } from "./sca/index.js";
import { openapiRoutes } from "./openapi/routes.js";
import { operations, readiness } from "./operations.js";
import { mountOperations } from "./http/operation.js";
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
  // The stages of every request, outermost first. The order is the design; each says why it is where.
  // Stages 1-5 are typed by `FrameEnv` (`src/http/env.ts`): the caller is not known yet, so `c.var.tpp`
  // may be missing there; from the signature check (6) on, `AppEnv` holds the TPP and the signed bytes.
  // 1. The frame: context, X-Request-ID read once, every answer kept as built; at the end the
  //    X-Request-ID memory settled, the store durable, the access line and the request log written.
  //    Outermost, so it sees the final answer (errors included) and the whole time taken.
  app.use(frame(ctx));
  // 2. CORS, before any check: a browser's preflight carries no signature and no X-Request-ID.
  if (ctx.config.cors.origins.length > 0) app.use("/v1/*", corsFor(ctx.config.cors.origins, browserHeaders));
  // 3. What a request cannot be taken by: under /v1 a missing or non-UUID X-Request-ID (after CORS:
  //    a preflight carries none), anywhere a broken percent-encoding (before anything decodes the path).
  app.use(refuseUnreadable);
  //    And on the surfaces that act, a Host the sandbox does not answer to (a rebound name).
  app.use("/__admin/*", knownHostOnly);
  app.use("/sca/*", knownHostOnly);
  // 4. Faults: a faulted request gets the rule's answer and nothing else (no signature check, no change).
  app.use(injectFaults);
  // 5. The body's size, before the signature check reads it (`c.var.rawBody`).
  app.use("/v1/*", limitBody(MAX_BODY_BYTES));
  app.use("/__admin/*", limitBody(MAX_BODY_BYTES));
  // 6. The signature: from here on `c.var.tpp` and `c.var.rawBody` hold the TPP and the signed bytes.
  app.use(
    "/v1/*",
    verifySignature({
      mode: () => ctx.config.signature,
      strictness: () => ctx.config.strictness,
      clock: ctx.clock,
      logger: ctx.logger,
      onRefusal: (c, diagnosis) => {
        keepDiagnosis(c, diagnosis);
        if (ctx.requestLog.size === 0) return undefined;
        const href = `${baseUrl(c)}/__admin/requests/${encodeURIComponent(c.get("requestId"))}`;
        return `the sandbox's diagnosis of this refusal (signing string, keyId, Digest, certificate): GET ${href}`;
      },
      trust: createTrustCheck({ mode: () => ctx.config.trust.mode, cas: ctx.trustedCas, store: ctx.store }),
      freshness: {
        windowMs: () =>
          rememberedMs(
            ctx.config.idempotency.window,
            new Date(ctx.clock.now().getTime() - ctx.clock.offsetMs()),
          ),
        skewMs: DATE_SKEW_MS,
      },
    }),
  );
  // 7. Media types: needs the body the signature check read (`c.var.rawBody`); an unsigned request
  //    hears of its signature first.
  app.use("/v1/*", jsonOnly());
  // 8. The TPP's bank (tenancy per-tpp): needs `c.var.tpp`; everything after works on that bank.
  app.use("/v1/*", useTppBank);
  // 9. X-Request-ID memory: needs the TPP (ids are per TPP) and its bank; a remembered request gets its
  //    first answer here, a new one opens `c.var.replay`, which the frame settles with the answer.
  app.use("/v1/*", rememberRequestIds());
  // 10. Roles from the certificate's QC statement: a refusal is an answer, remembered like any other.
  for (const service of PAYMENT_INITIATION) app.use(service, requireRole("PSP_PI", "payment initiation"));
  // 11. The operation: its header table (requireHeaders), the PSU's (psuRequest), then its handler.
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
  // After the control API: its origin check and guard (registered for /__admin/*) run first.
  const report = new Hono<AppEnv>();
  mountOperations(report, readiness, "/__admin");
  app.route("/__admin", report);
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
