import type { Context, HonoRequest, MiddlewareHandler } from "hono";
import type { z } from "zod";
import { ApiError } from "../errors.js";
import type { AppEnv } from "./env.js";
import type { HeaderTable } from "./headers.js";
import { type BodyRule, jsonBody, parseJsonText, parseWith, summaryCode, toViolations } from "./validate.js";

/**
 * An operation's inputs, declared once: the schemas the OpenAPI document describes are the ones the
 * input step checks before the handler, and the handler reads what they made of the request, typed
 * from them (`c.req.valid("json" | "query" | "param" | "form")`, hono's accessor).
 */
export interface InputSchemas {
  /** Path parameters, by the path template's names. */
  params?: z.ZodObject | undefined;
  query?: z.ZodObject | undefined;
  /** JSON request body. */
  body?: z.ZodType | undefined;
  /** The body may be left out (an explicit authorisation start). */
  bodyOptional?: boolean | undefined;
  /** application/x-www-form-urlencoded request body (an HTML page's form). */
  form?: z.ZodType | undefined;
}

/**
 * Rules over the raw JSON body beyond its schema (the clock, the data, the fixes adopted): every
 * violation of both goes into one answer. Made per request, before the body is read, so a record it
 * needs is looked up first and an unknown one answers before a bad body does.
 */
export type BodyRules<C> = (c: C) => BodyRule | undefined | Promise<BodyRule | undefined>;

/**
 * A posted form's fields by the declared names, as sent; undefined when the post is not a form.
 * A page checks the values itself, in the order its answers need (an HTML page answers its own
 * errors, not the interface's error body); a field the form does not declare cannot be read.
 */
export type PostedForm<F> =
  F extends z.ZodObject<infer Shape>
    ? { readonly [K in keyof Shape]?: string }
    : Readonly<Record<string, string>>;

/**
 * A header table's headers as its check passed them (trimmed): a required one is there, any other may
 * be absent. Only the table's names can be read.
 */
export type CheckedHeaders<T> = { readonly [K in keyof T]: T[K] extends "R" ? string : string | undefined };

/** No input of a kind: nothing for `c.req.valid` to read. */
type Nothing = Record<never, never>;

type Part<Target extends string, S, Value> = S extends z.ZodType ? { [K in Target]: Value } : Nothing;

/**
 * What the declared inputs give the handler, as hono's `Input` (its `c.req.valid` reads `out`). Path
 * parameters are there only when the router's path is the template's; an operation with a `route` of
 * its own (renamed or patterned parameters, or values its handler refuses with a 404 of its own)
 * reads the router's (`c.req.param`, typed from the route).
 */
export interface InputsOf<
  Params,
  Query,
  Body,
  Optional extends boolean | undefined,
  Form,
  Route extends string | undefined,
  Headers = undefined,
> {
  out: (Route extends undefined ? Part<"param", Params, z.output<Params & z.ZodType>> : Nothing) &
    Part<"query", Query, z.output<Query & z.ZodType>> &
    Part<
      "json",
      Body,
      Optional extends true ? z.output<Body & z.ZodType> | undefined : z.output<Body & z.ZodType>
    > &
    Part<"form", Form, PostedForm<Form> | undefined> &
    (Headers extends HeaderTable ? { header: CheckedHeaders<Headers> } : Nothing);
}

const utf8 = new TextDecoder();

/** The JSON body: of a signed request from the signed bytes, else (the control API) as sent. */
async function readJson(c: Context<AppEnv>): Promise<unknown> {
  return c.get("rawBody") === undefined ? parseJsonText(await c.req.text()) : jsonBody(c);
}

function bodyLeftOut(c: Context<AppEnv>): boolean {
  const raw = c.get("rawBody");
  return !raw || utf8.decode(raw).trim() === "";
}

function validJson(schema: z.ZodType, raw: unknown, rule: BodyRule | undefined): unknown {
  if (!rule) return parseWith(schema, raw);
  const result = schema.safeParse(raw, { reportInput: true });
  const violations = result.success ? [] : toViolations(result.error.issues);
  violations.push(...rule(raw));
  if (violations.length > 0 || !result.success) throw new ApiError(summaryCode(violations), violations);
  return result.data;
}

/** The fields of a urlencoded post that the form declares; undefined for any other body. */
async function postedForm(c: Context<AppEnv>, names: readonly string[] | undefined) {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/x-www-form-urlencoded") return undefined;
  const sent = new URLSearchParams(await c.req.text());
  const fields: Record<string, string> = {};
  for (const [name, value] of sent) {
    if ((names === undefined || names.includes(name)) && !(name in fields)) fields[name] = value;
  }
  return fields;
}

/** The path template's parameter names, in order. */
function templateNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1] ?? "");
}

/**
 * The table's headers read on demand from the request: a handler reads two or three of a table of
 * twenty, so none is read before it asks.
 */
function headerView(table: HeaderTable): (req: HonoRequest) => object {
  const names: PropertyDescriptorMap = {};
  for (const name of Object.keys(table)) {
    names[name] = {
      enumerable: true,
      get(this: { [REQUEST]: HonoRequest }) {
        return this[REQUEST].header(name)?.trim();
      },
    };
  }
  // A constructor with the getters on its prototype: a view per request is then one small object, where
  // `Object.create` with a descriptor would define a property on each.
  function View(this: { [REQUEST]: HonoRequest }, req: HonoRequest) {
    this[REQUEST] = req;
  }
  View.prototype = Object.create(null, names) as object;
  const Made = View as unknown as new (req: HonoRequest) => object;
  return (req) => new Made(req);
}

/** Where a header view keeps its request: a symbol, so the view's own keys are the table's alone. */
const REQUEST = Symbol("request");

export interface InputDeclaration extends InputSchemas {
  path: string;
  headers?: HeaderTable | undefined;
  enforceHeaders?: false | undefined;
  route?: string | undefined;
  bodyRules?: BodyRules<Context<AppEnv>> | undefined;
}

/**
 * The step that checks an operation's declared inputs before its handler, in the order the answers
 * need: path, query, body (its rules first), form. Each failure is the interface's error body, with
 * the offending field's path. The header table was checked before the declared middleware; its
 * headers are handed over as checked. None when the operation declares no input.
 */
export function inputStep(op: InputDeclaration): MiddlewareHandler<AppEnv> | undefined {
  const { query, body, form, bodyRules } = op;
  const params = op.route === undefined ? op.params : undefined;
  const table = op.enforceHeaders === false ? undefined : op.headers;
  const headers = table && Object.keys(table).length > 0 ? headerView(table) : undefined;
  if (!params && !query && !body && !form && !headers) return undefined;
  const names = params ? templateNames(op.path) : [];
  const fields = form && "shape" in form ? Object.keys((form as z.ZodObject).shape) : undefined;
  return async function checkInputs(c, next) {
    if (headers) c.req.addValidatedData("header", headers(c.req));
    if (params) {
      const sent: Record<string, string | undefined> = {};
      for (const name of names) sent[name] = c.req.param(name);
      c.req.addValidatedData("param", parseWith(params, sent));
    }
    if (query) c.req.addValidatedData("query", parseWith(query, c.req.query()));
    if (body && !(op.bodyOptional && bodyLeftOut(c))) {
      const rule = bodyRules ? await bodyRules(c) : undefined;
      c.req.addValidatedData("json", validJson(body, await readJson(c), rule) as object);
    }
    if (form) {
      const posted = await postedForm(c, fields);
      if (posted) c.req.addValidatedData("form", posted);
    }
    await next();
  };
}
