import type { Context, Handler, Hono, MiddlewareHandler } from "hono";
import type { AppEnv } from "./env.js";
import { type HeaderTable, requireHeaders } from "./headers.js";
import { type BodyRules, type InputSchemas, type InputsOf, inputStep } from "./inputs.js";
import type { OperationDoc } from "./operation-doc.js";
import type { InterfaceFacts, OperationRules } from "./operation-rules.js";

/**
 * One operation, declared once, next to its handler: what the router mounts, what the header check
 * enforces, what the OpenAPI document, the docs page and the contract test describe. Its example (one
 * real request and answer) is data in the folder's examples.json, read only by the document.
 */
/** Answers by status; or, for answer schemas only the document reads, a thunk it resolves then. */
export type Responses = OperationDoc["responses"] | (() => Promise<OperationDoc["responses"]>);

export interface Operation extends Omit<OperationDoc, "responses">, OperationRules {
  responses: Responses;
  /** The interface that serves it, set when the list is resolved (`resolveInterfaces`). */
  within?: InterfaceFacts;
  /**
   * The router's path, only where it differs from `path`: a parameter named otherwise in the handler or
   * held to a pattern (`:service{payments|...}`). Else `path` with `{name}` read as `:name`.
   */
  route?: string;
  /** false: `headers` is described only, and its folder's own middleware checks it. */
  enforceHeaders?: false;
  /** Middleware between the header check and the handler (e.g. the PSU's request). */
  use?: readonly MiddlewareHandler[];
  /** Rules over the JSON body beyond its schema (`./inputs.ts`). */
  bodyRules?: BodyRules<Context<AppEnv>>;
  handle: Handler;
}

/** An OpenAPI path template as the router writes it: `{name}` is `:name`. */
type RouterPath<P extends string> = P extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}:${Name}${RouterPath<Tail>}`
  : P;

/** The router's path: the declared `route`, else the path template's. */
type RouteOf<R extends string | undefined, Path extends string> = R extends string ? R : RouterPath<Path>;

/**
 * An operation as the typed client reads it: its method and path template, as literal types, so a
 * call's parameters are checked against the template (`PathParams`).
 */
export interface Declared<
  M extends OperationDoc["method"] = OperationDoc["method"],
  Path extends string = string,
> {
  readonly method: M;
  readonly path: Path;
}

/** The names of an OpenAPI path template's `{name}` parameters. */
export type PathParamName<P extends string> = P extends `${string}{${infer Name}}${infer Tail}`
  ? Name | PathParamName<Tail>
  : never;

/** A value for each parameter of the template; none for a path without any. */
export type PathParams<P extends string> = [PathParamName<P>] extends [never]
  ? Record<string, never>
  : { readonly [Name in PathParamName<P>]: string };

/**
 * The template with each `{name}` replaced by its value, encoded as one path segment. The callers'
 * signatures hold `params` to the template (`PathParams`); this is the runtime half.
 */
export function fillPath(path: string, params: Readonly<Record<string, string>>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`${path}: no value for {${name}}`);
    return encodeURIComponent(value);
  });
}

/**
 * A route file exports `defineOperation({...})` for each operation it serves. The handler's context
 * knows the path's parameters, what the declared middleware adds (e.g. the PSU's request) and the
 * declared inputs as the input step checked them (`c.req.valid(...)`, `./inputs.ts`); the result
 * keeps the method and path as literal types, which the typed client calls by. They are read from
 * the declaration only (`NoInfer`): a wrapper that takes a plain Operation must not widen them.
 */
export function defineOperation<
  M extends OperationDoc["method"],
  Path extends string,
  R extends string | undefined = undefined,
  E extends AppEnv = AppEnv,
  Params extends InputSchemas["params"] = undefined,
  Query extends InputSchemas["query"] = undefined,
  Body extends InputSchemas["body"] = undefined,
  Optional extends boolean | undefined = undefined,
  Form extends InputSchemas["form"] = undefined,
  H extends HeaderTable | undefined = undefined,
  Enforce extends false | undefined = undefined,
>(
  operation: Omit<OperationDoc, "responses" | "method" | "headers" | keyof InputSchemas> &
    OperationRules & {
      method: M;
      responses: Responses;
      path: Path;
      headers?: H;
      enforceHeaders?: Enforce;
      route?: R;
      params?: Params;
      query?: Query;
      body?: Body;
      bodyOptional?: Optional;
      form?: Form;
      use?: readonly (MiddlewareHandler<E> | MiddlewareHandler<AppEnv>)[];
      bodyRules?: BodyRules<
        Context<E, RouteOf<R, Path>, InputsOf<Params, Query, undefined, Optional, undefined, R>>
      >;
      handle: Handler<
        E,
        RouteOf<R, Path>,
        InputsOf<Params, Query, Body, Optional, Form, R, Enforce extends false ? undefined : H>
      >;
    },
): Operation & Declared<NoInfer<M>, NoInfer<Path>> {
  return operation as unknown as Operation & Declared<M, Path>;
}

/** The router's path of an operation, in full. */
export function fullRouteOf(operation: Operation): string {
  return operation.route ?? operation.path.replace(/\{([^}]+)\}/g, ":$1");
}

/** The router's path of an operation, relative to where its folder's routes are mounted. */
export function routeOf(operation: Operation, under: string): string {
  const full = fullRouteOf(operation);
  if (!full.startsWith(under)) throw new Error(`${operation.operationId}: ${full} is not under ${under}`);
  return full.slice(under.length) || "/";
}

/**
 * Registers each operation on `app` (mounted at `under`), in order: the order decides which of two
 * matching paths answers (a fixed product before `{payment-product}`). A declared header table is
 * enforced before the declared middleware, the declared inputs after it, then the handler.
 */
export function mountOperations(app: Hono<AppEnv>, operations: readonly Operation[], under: string): void {
  for (const op of operations) {
    const checked = op.headers && op.enforceHeaders !== false ? [requireHeaders(op.headers)] : [];
    const inputs = inputStep(op);
    const chain = [...checked, ...(op.use ?? []), ...(inputs ? [inputs] : []), op.handle];
    app.on(op.method.toUpperCase(), routeOf(op, under), ...(chain as [Handler<AppEnv>]));
  }
}

/** An operation as the document reads it: its answers resolved. */
export type DescribedOperation = OperationDoc & Pick<Operation, "within" | "digestExempt">;

/**
 * The operations as the document reads them: each `responses` thunk resolved, which loads the answer
 * schemas that nothing else needs (so a start does not build them).
 */
export async function described(operations: readonly Operation[]): Promise<DescribedOperation[]> {
  // Each interface's schema names and examples, loaded once for all its operations.
  const loaded = new Map<InterfaceFacts, Promise<InterfaceFacts>>();
  const load = (within: InterfaceFacts) => {
    let facts = loaded.get(within);
    if (facts === undefined) {
      facts = Promise.all([within.schemaNames?.(), within.examples?.()]).then(([names, examples]) => ({
        ...within,
        ...(names === undefined ? {} : { loadedSchemaNames: names }),
        ...(examples === undefined ? {} : { loadedExamples: examples }),
      }));
      loaded.set(within, facts);
    }
    return facts;
  };
  return Promise.all(
    operations.map(async (op) => ({
      ...op,
      responses: typeof op.responses === "function" ? await op.responses() : op.responses,
      ...(op.within === undefined ? {} : { within: await load(op.within) }),
    })),
  );
}
