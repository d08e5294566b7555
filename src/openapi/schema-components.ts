import type { z } from "zod";
import { type JsonSchema, jsonSchema } from "./json-schema.js";

type Io = "input" | "output";

/** Keywords whose value is one schema, a list of schemas, or a map of name to schema. */
const one = ["items", "additionalProperties", "not", "propertyNames", "contains"];
const list = ["anyOf", "oneOf", "allOf", "prefixItems"];
const map = ["properties", "patternProperties", "$defs"];

const PREFIX = "#/components/schemas/";
/** Separates a name from its reading in a ref until `finish` names the component. */
const MARK = "~io~";

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A schema's identity for matching: what it allows, its description aside. */
function keyOf(schema: JsonSchema): string {
  const { description: _, ...rest } = schema;
  return JSON.stringify(rest);
}

/**
 * The document's named schemas. Each named zod schema is converted both ways (as a request reads it and
 * as an answer writes it); any schema in the document that allows exactly what a named one allows
 * becomes a `$ref` to it, however it was built (a field's `.strict()` copy, a union spelled again in a
 * declaration). Matching by content, not by object identity, keeps the schema files free of names.
 * A name used in both readings that differ (an answer's objects are closed) is declared twice: the
 * request's reading keeps the name, the answer's gets `_answer`; `finish` settles the refs.
 */
export class SchemaComponents {
  private readonly byKey: Record<Io, Map<string, string>> = { input: new Map(), output: new Map() };
  private readonly raw = new Map<string, Record<Io, JsonSchema>>();
  private readonly twoReadings = new Set<string>();
  readonly schemas: Record<string, JsonSchema> = {};

  constructor(names: readonly (readonly [string, z.ZodType])[], fixed: Record<string, JsonSchema> = {}) {
    for (const [name, schema] of names) {
      const readings = { input: jsonSchema(schema, "input"), output: jsonSchema(schema, "output") };
      this.raw.set(name, readings);
      if (keyOf(readings.input) !== keyOf(readings.output)) this.twoReadings.add(name);
      for (const io of ["input", "output"] as const) {
        const key = keyOf(readings[io]);
        const other = this.byKey[io].get(key);
        if (other) throw new Error(`schemas ${other} and ${name} allow the same (${io}): name one of them`);
        this.byKey[io].set(key, name);
      }
    }
    for (const [name, schema] of Object.entries(fixed)) this.schemas[name] = this.children(schema, "output");
  }

  /** Which readings of each name the document uses, as `name` + marker + io until `finish`. */
  private readonly used = new Set<string>();

  /** `schema` with every part that a named schema allows replaced by a `$ref` (declaring it). */
  private refs(schema: JsonSchema, io: Io): JsonSchema {
    const name = this.byKey[io].get(keyOf(schema));
    if (name) {
      const ref = this.declare(name, io);
      return schema.description ? { $ref: ref, description: schema.description } : { $ref: ref };
    }
    return this.children(schema, io);
  }

  /** A zod schema as the document shows it: a `$ref` where it is named, else with its named parts as refs. */
  of(schema: z.ZodType, io: Io): JsonSchema {
    return this.refs(jsonSchema(schema, io), io);
  }

  /** The `$ref` to `name` as read for `io`, declaring it on first use. */
  private declare(name: string, io: Io): string {
    const reading = `${name}${MARK}${io}`;
    if (!this.used.has(reading)) {
      this.used.add(reading); // before its parts, so a schema that contains itself ends
      this.readings.set(reading, this.children(this.raw.get(name)?.[io] ?? {}, io));
    }
    return `#/components/schemas/${reading}`;
  }

  private readonly readings = new Map<string, JsonSchema>();

  /**
   * Gives each used reading its component name and rewrites the refs in `document` to them: the plain
   * name, unless both readings are used and differ, when the answer's is `<name>_answer`.
   */
  finish(document: JsonSchema): void {
    const final = new Map<string, string>();
    for (const reading of this.used) {
      const [name = "", io] = reading.split(MARK);
      const both = this.used.has(`${name}${MARK}input`) && this.used.has(`${name}${MARK}output`);
      final.set(reading, both && io === "output" && this.twoReadings.has(name) ? `${name}_answer` : name);
    }
    const rename = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(rename);
      else if (isObject(node))
        for (const [key, value] of Object.entries(node)) {
          if (key === "$ref" && typeof value === "string" && value.includes(MARK)) {
            const reading = value.slice(PREFIX.length);
            node.$ref = PREFIX + (final.get(reading) ?? reading);
          } else rename(value);
        }
    };
    for (const [reading, schema] of this.readings) this.schemas[final.get(reading) ?? reading] = schema;
    rename(document);
  }

  private children(schema: JsonSchema, io: Io): JsonSchema {
    const out: JsonSchema = {};
    for (const [key, value] of Object.entries(schema)) {
      if (one.includes(key) && isObject(value)) out[key] = this.refs(value, io);
      else if (list.includes(key) && Array.isArray(value))
        out[key] = value.map((item) => (isObject(item) ? this.refs(item, io) : item));
      else if (map.includes(key) && isObject(value))
        out[key] = Object.fromEntries(
          Object.entries(value).map(([k, v]) => [k, isObject(v) ? this.refs(v, io) : v]),
        );
      else out[key] = value;
    }
    return out;
  }

  /** A body no name matched: declared under `fallback` (once per content), so every body is named. */
  lift(schema: JsonSchema, fallback: string): JsonSchema {
    if (typeof schema.$ref === "string") return schema;
    const content = JSON.stringify(schema);
    const same = [...this.lifted].find((name) => JSON.stringify(this.schemas[name]) === content);
    const name = same ?? fallback;
    this.schemas[name] = schema;
    this.lifted.add(name);
    return { $ref: `#/components/schemas/${name}` };
  }

  /** Names `lift` had to make up: a test holds this empty, so each body has a chosen name. */
  readonly lifted = new Set<string>();
}
