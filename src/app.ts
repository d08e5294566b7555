import { type Handler, Hono, type MiddlewareHandler } from "hono";
import type { Router } from "hono/router";
import { TrieRouter } from "hono/router/trie-router";
import type { RouterRoute } from "hono/types";
import type { SandboxContext } from "./context.js";
import { limitBody } from "./http/body-limit.js";
import type { AppEnv } from "./http/env.js";
import { notFound, onError } from "./http/error-handlers.js";
import { RememberingRouter } from "./http/router.js";
import { type InterfaceDeclaration, type ResolvedInterface, resolveInterfaces } from "./http/interface.js";
import { baseUrl } from "./http/links.js";
import { refuseBrokenEscapes, requireRequestId } from "./http/unreadable.js";
import { knownHostOnly } from "./http/hosts.js";
import { keepDiagnosis } from "./http/log-notes.js";
import { matchOperation, rulesByBase } from "./http/operation-router.js";
import { frame } from "./pipeline.js";
import { corsFor } from "./http/cors.js";
import { SCENARIO_HEADER } from "./scenarios/schema.js";
import { injectFaults } from "./faults/middleware.js";
import { requireRole } from "./http/roles.js";
import { rememberedMs } from "./idempotency/fingerprint.js";
import { rememberRequestIds } from "./idempotency/middleware.js";
import { interfaces as sandboxInterfaces } from "./interfaces.js";
import { verifySignature } from "./signing/middleware.js";
import { useBankHolding, useTppBank } from "./tenancy/middleware.js";
import { createTrustCheck } from "./trust/check.js";
import { jsonOnly } from "./http/media-types.js";

const MAX_BODY_BYTES = 5 * 1024 * 1024;
/** How far ahead of real time a TPP's signed Date may be (the common tolerance for clock skew). */
const DATE_SKEW_MS = 5 * 60_000;

/**
 * The paths under which each kind of stage runs, read off the interfaces: every base path of a signed
 * interface that no other one's holds (`/v1/sandbox` is under `/v1`), and of the ones browsers call.
 */
function basesOf(list: readonly ResolvedInterface[], which: (i: ResolvedInterface) => boolean): string[] {
  const bases = [...new Set(list.filter(which).map((i) => i.base))];
  return bases
    .filter((base) => !bases.some((other) => other !== base && base.startsWith(`${other}/`)))
    .map((base) => `${base}/*`);
}

/** Every request header of the browser-called interfaces' header tables, which a browser app may send. */
function browserHeaders(list: readonly ResolvedInterface[]): string[] {
  const names = new Set<string>();
  for (const i of list) {
    if (i.cors)
      for (const op of i.operations) for (const name of Object.keys(op.headers ?? {})) names.add(name);
  }
  return [...names, SCENARIO_HEADER];
}

/** A stage each app has its own of (a closure over its context, or state of its own), by its place. */
type OwnStage = "frame" | "cors" | "signature" | "remember";

/** Where an app's own stage goes in a shared route table; never served itself. */
function placeholder(stage: OwnStage): MiddlewareHandler<AppEnv> {
  return async () => {
    throw new Error(`the route table's place for the ${stage} stage was served as it is`);
  };
}

const places: Readonly<Record<OwnStage, MiddlewareHandler<AppEnv>>> = {
  frame: placeholder("frame"),
  cors: placeholder("cors"),
  signature: placeholder("signature"),
  remember: placeholder("remember"),
};

type Entry = [Handler<AppEnv>, RouterRoute];

interface RouteTable {
  readonly table: Router<Entry>;
  readonly routes: RouterRoute[];
}

/** The route tables built, by resolved list: facts about values, the same for every sandbox. */
const tables = new WeakMap<readonly ResolvedInterface[], RouteTable>();

/**
 * Every route and stage of the app over a resolved list, with a place for each stage an app has its
 * own of: built once per list, as registering every operation's routes in hono's trie is most of
 * building an app. What it holds is the same for every sandbox (the operations' handlers read the
 * context the frame sets).
 */
function routeTableOf(list: readonly ResolvedInterface[]): RouteTable {
  const known = tables.get(list);
  if (known !== undefined) return known;
  const signed = basesOf(list, (i) => i.signed === true);
  const browsed = basesOf(list, (i) => i.cors === true);
  // Hono's default router tries its RegExpRouter first, on the first request: it refuses this route
  // set (a parameter with a pattern beside wildcard middleware paths), but only after building it.
  // The trie, then; each app remembers what it found for the paths asked lately (`RememberingRouter`).
  const table = new TrieRouter<Entry>();
  const app = new Hono<AppEnv>({ router: table });
  // The stages of every request, outermost first. The order is the design; each says why it is where.
  // Stages 1-5 are typed by `FrameEnv` (`src/http/env.ts`): the caller is not known yet, so `c.var.tpp`
  // may be missing there; from the signature check (6) on, `AppEnv` holds the TPP and the signed bytes.
  // The bank's stages run under the signed interfaces' base paths; an operation's own rules are read
  // from the declaration it matched (`c.var.operation`), never from its path.
  // 1. The frame: context, X-Request-ID read once, every answer kept as built; at the end the
  //    X-Request-ID memory settled, the store durable, the access line and the request log written.
  //    Outermost, so it sees the final answer (errors included) and the whole time taken.
  app.use(places.frame);
  //    Which declared operation the request is (first match in the list's order, as the routes).
  //    A request none matches takes the defaults of the interface whose base holds its path.
  app.use(
    matchOperation(
      list.flatMap((i) => i.operations),
      rulesByBase(list),
    ),
  );
  // 2. CORS, before any check: a browser's preflight carries no signature and no X-Request-ID.
  for (const base of browsed) app.use(base, places.cors);
  // 3. What a request cannot be taken by: on the bank's interface a missing or non-UUID X-Request-ID
  //    (after CORS: a preflight carries none), anywhere a broken percent-encoding (before anything
  //    decodes the path). In that order, so a request with both hears of its id.
  for (const base of signed) app.use(base, requireRequestId);
  app.use(refuseBrokenEscapes);
  //    And on the surfaces that act, a Host the sandbox does not answer to (a rebound name).
  for (const base of basesOf(list, (i) => i.knownHostOnly === true)) app.use(base, knownHostOnly);
  // 4. Faults: a faulted request gets the rule's answer and nothing else (no signature check, no change).
  app.use(injectFaults);
  // 5. The body's size, before the signature check reads it (`c.var.rawBody`).
  const limited = basesOf(list, (i) => i.signed === true || i.limitBody === true);
  for (const base of limited) app.use(base, limitBody(MAX_BODY_BYTES));
  // 6. The signature: from here on `c.var.tpp` and `c.var.rawBody` hold the TPP and the signed bytes.
  for (const base of signed) app.use(base, places.signature);
  // 7. Media types: needs the body the signature check read (`c.var.rawBody`); an unsigned request
  //    hears of its signature first.
  for (const base of signed) app.use(base, jsonOnly());
  // 8. The TPP's bank (tenancy per-tpp): needs `c.var.tpp`; everything after works on that bank.
  for (const base of signed) app.use(base, useTppBank);
  // 9. X-Request-ID memory: needs the TPP (ids are per TPP) and its bank; a remembered request gets its
  //    first answer here, a new one opens `c.var.replay`, which the frame settles with the answer.
  for (const base of signed) app.use(base, places.remember);
  // 10. Roles from the certificate's QC statement (the operation's `role`): a refusal is an answer,
  //     remembered like any other.
  for (const base of signed) app.use(base, requireRole);
  //     A page or view that serves every bank: the bank holding the record the operation names (`heldBy`).
  app.use(useBankHolding);
  // 11. The operation: its header table (requireHeaders), the PSU's (psuRequest), then its handler.
  for (const i of list) i.mount(app, i.operations);
  const built = { table, routes: app.routes };
  tables.set(list, built);
  return built;
}

/** The signature check (stage 6) over a context. */
function signatureOf(ctx: SandboxContext): MiddlewareHandler<AppEnv> {
  return verifySignature({
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
  }) as MiddlewareHandler<AppEnv>;
}

/**
 * Builds the sandbox's HTTP app over a context, from its interfaces (the one list, src/interfaces.ts,
 * unless a test hands another). Nothing listens, nothing is scheduled, nothing is registered beyond it.
 * The routes are the list's table (`routeTableOf`); the app brings its own frame, CORS (none without
 * origins), signature check and X-Request-ID memory, in their places.
 */
export function createApp(
  ctx: SandboxContext,
  interfaces: readonly InterfaceDeclaration[] = sandboxInterfaces,
): Hono<AppEnv> {
  const list = resolveInterfaces(interfaces);
  const { table, routes } = routeTableOf(list);
  const own = new Map<Handler<AppEnv>, Handler<AppEnv> | undefined>([
    [places.frame, frame(ctx) as MiddlewareHandler<AppEnv>],
    [
      places.cors,
      ctx.config.cors.origins.length > 0 ? corsFor(ctx.config.cors.origins, browserHeaders(list)) : undefined,
    ],
    [places.signature, signatureOf(ctx)],
    [places.remember, rememberRequestIds() as MiddlewareHandler<AppEnv>],
  ]);
  const place = (entry: Entry): Entry | undefined => {
    if (!own.has(entry[0])) return entry;
    const stage = own.get(entry[0]);
    return stage === undefined ? undefined : [stage, entry[1]];
  };
  const app = new Hono<AppEnv>({ router: new RememberingRouter<Entry>({ table, place }) });
  app.routes = routes;
  app.notFound(notFound);
  app.onError(onError);
  return app;
}
