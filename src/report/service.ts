import type { SandboxContext } from "../context.js";
import { apiError } from "../errors.js";
import { parseWith } from "../http/validate.js";
import { tppsOf } from "../request-log/read.js";
import type { Operation } from "../http/operation.js";
import { buildReport, type ReportQuery as Window } from "./build.js";
import { buildCatalogue, type Outcome } from "./catalogue.js";
import { type Classifier, classifier } from "./classify.js";
import { declarations, tppRoutes } from "./declarations.js";
import type { AuthorisationFacts, ExecutionFacts, PaymentFacts } from "./lifecycle.js";
import { type RouteMatcher, routeMatcher } from "./routes.js";
import { type ReadinessReport, ReportQuery } from "./schema.js";

export interface Reader {
  catalogue: readonly Outcome[];
  classify: Classifier;
  route: RouteMatcher;
}

/**
 * The catalogue and its lookups, built on first use from the declarations (the same for every
 * sandbox: they depend on the code, not on a sandbox's data).
 */
export function readerOf(
  all: () => readonly Operation[],
  refusals: readonly string[],
): () => Promise<Reader> {
  let reader: Promise<Reader> | undefined;
  return () => {
    reader ??= declarations(all(), refusals).then((d) => {
      const areas = new Map(d.operations.map((op) => [op.operationId, op.area]));
      const catalogue = buildCatalogue(d);
      return {
        catalogue,
        classify: classifier(catalogue, (id) => areas.get(id) ?? ""),
        route: routeMatcher(tppRoutes(all())),
      };
    });
    return reader;
  };
}

function* values<T>(
  ctx: SandboxContext,
  collection: "payments" | "authorisations" | "executions",
): Generator<T> {
  // Every bank: with tenancy per-tpp a TPP's records are in its own, else in the sandbox's.
  for (const store of ctx.tenancy.all()) for (const v of store.values(collection)) yield v as T;
}

/** One TPP's report over the sandbox's request log, tally and records. */
export function reportOf(ctx: SandboxContext, reader: Reader, query: Window): ReadinessReport {
  return buildReport(
    {
      ...reader,
      logged: ctx.requestLog.newestFirst(),
      forgotten: ctx.requestLog.forgotten,
      payments: values<PaymentFacts>(ctx, "payments"),
      authorisations: values<AuthorisationFacts>(ctx, "authorisations"),
      executions: values<ExecutionFacts>(ctx, "executions"),
    },
    query,
  );
}

/** The report the query asks for; the TPP is named by the query or is the log's only one. */
export function answerReport(ctx: SandboxContext, reader: Reader, raw: Record<string, string>) {
  const query = parseWith(ReportQuery, raw);
  let tpp = query.tpp;
  if (tpp === undefined) {
    const known = [...tppsOf(ctx.requestLog).keys()];
    if (known.length !== 1) {
      throw apiError(
        "QUERY_PARAMETER_REQUIRED",
        `send tpp=<organisation id>: the request log holds ${known.length === 0 ? "no TPP" : `${known.length} TPPs (${known.join(", ")})`}`,
        "tpp",
      );
    }
    tpp = known[0] ?? "";
  }
  return reportOf(ctx, reader, {
    tpp,
    run: query.run,
    area: query.area,
    since: query.since === undefined ? undefined : Date.parse(query.since),
  });
}
