import { readFileSync } from "node:fs";
import type { z } from "zod";
import { jsonSyntaxError } from "./json-syntax.js";
import { readRenamedKeys } from "./renamed.js";
import { SandboxConfig, type SandboxConfigInput } from "./schema.js";

/** A setting that cannot be used. The CLI prints `message` as one line and exits with code 2. */
export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Environment variables the sandbox reads, and the setting each one sets. */
export const envNames = {
  PSD2_SANDBOX_PORT: "port",
  PSD2_SANDBOX_HOST: "host",
  PSD2_SANDBOX_DATA: "data",
  PSD2_SANDBOX_MEMORY: "memory",
  PSD2_SANDBOX_SEED: "seed",
  PSD2_SANDBOX_SIGNATURE: "signature",
  PSD2_SANDBOX_STRICTNESS: "strictness",
  PSD2_SANDBOX_PUBLIC_URL: "publicUrl",
  PSD2_SANDBOX_ALLOWED_HOSTS: "allowedHosts",
  PSD2_SANDBOX_ADMIN_TOKEN: "adminToken",
  PSD2_SANDBOX_LOG_LEVEL: "logLevel",
  PSD2_SANDBOX_TRUST_MODE: "trust.mode",
  PSD2_SANDBOX_TENANCY: "tenancy",
} as const;

/** A setting read from the environment, named by its variable: "PSD2_SANDBOX_PORT (port)". */
function envLabel(where: string): string {
  const name = Object.entries(envNames).find(([, key]) => where === key || where.startsWith(`${key}.`))?.[0];
  return name ? `${name} (${where})` : where;
}

const numeric = new Set(["port", "seed"]);
const boolean = new Set(["memory"]);
/** Settings that are lists: the variable holds them separated by commas. */
const list = new Set(["allowedHosts"]);

function fromEnv(env: NodeJS.ProcessEnv): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, key] of Object.entries(envNames)) {
    const raw = env[name];
    // An empty variable means "not set", except for the admin token: an empty one would leave
    // /__admin open while the operator believes it guarded, so it reaches the schema and fails.
    if (raw === undefined || (raw === "" && key !== "adminToken")) continue;
    if (numeric.has(key)) {
      if (!/^\d+$/.test(raw))
        throw new ConfigError(`${name} takes a whole number, not "${raw}"; fix or unset it`);
      out[key] = Number(raw);
    } else if (boolean.has(key)) {
      if (!["true", "1", "false", "0"].includes(raw))
        throw new ConfigError(`${name} takes true, false, 1 or 0, not "${raw}"; fix or unset it`);
      out[key] = raw === "true" || raw === "1";
    } else if (list.has(key)) {
      out[key] = raw
        .split(",")
        .map((item) => item.trim())
        .filter((item) => item !== "");
    } else if (key.includes(".")) {
      // A nested setting (trust.mode): its object is built here and merged below like the others.
      const [outer, inner] = key.split(".") as [string, string];
      out[outer] = { ...(out[outer] as object | undefined), [inner]: raw };
    } else out[key] = raw;
  }
  return out;
}

function readFile(path: string, required: boolean): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (error) {
    if (!required && (error as NodeJS.ErrnoException).code === "ENOENT") return {};
    throw new ConfigError(`cannot read config file ${path}: ${(error as Error).message}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const fault = jsonSyntaxError(text);
    const where = fault
      ? `line ${fault.line}, column ${fault.column}: expected ${fault.expected}`
      : (error as Error).message;
    throw new ConfigError(`config file ${path} is not valid JSON at ${where}; fix or remove it`);
  }
  if (typeof value !== "object" || value === null || Array.isArray(value))
    throw new ConfigError(
      `config file ${path} must be one JSON object of settings ({"port": 8080, ...}), not ${Array.isArray(value) ? "an array" : String(value === null ? "null" : typeof value)}; fix or remove it`,
    );
  return value as Record<string, unknown>;
}

/** One line naming each bad setting, where it came from, and what it must be. */
export function describeIssues(
  issues: z.core.$ZodIssue[],
  source: string,
  label: (where: string) => string = (where) => where,
): string {
  return issues
    .map((issue) => {
      const where = issue.path.length > 0 ? label(issue.path.join(".")) : "(top level)";
      return `${where}: ${issue.message}`;
    })
    .join("; ")
    .replace(/^/, `invalid setting in ${source}: `);
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** A later layer wins key by key; a group (trust) is merged, so env's trust.mode keeps the file's trust.cas. */
function mergeLayer(into: Record<string, unknown>, layer: Record<string, unknown>): Record<string, unknown> {
  const out = { ...into };
  for (const [key, value] of Object.entries(layer)) {
    const before = out[key];
    out[key] = isObject(before) && isObject(value) ? { ...before, ...value } : value;
  }
  return out;
}

export interface LoadConfigOptions {
  /** Settings from command-line flags (highest precedence). */
  flags?: SandboxConfigInput;
  env?: NodeJS.ProcessEnv;
  /** Path of the config file; when absent, ./sandbox.config.json is used if it exists; false: none. */
  file?: string | false;
}

/** One layer's settings: any subset. Built once (each `.partial()` is a new schema to compile). */
const PartialConfig = SandboxConfig.partial();
/**
 * Settings are parsed once per start: zod's compiled fast path (built on an object schema's first
 * parse) costs more than the one parse it would speed up, so it is skipped.
 */
const ONCE = { jitless: true } as const;

/** Settings with precedence flag > env > file > schema defaults, validated once. */
export function loadConfig({ flags = {}, env = {}, file }: LoadConfigOptions = {}): SandboxConfig {
  const path = file === false ? undefined : (file ?? "sandbox.config.json");
  const fromFile = path === undefined ? {} : readFile(path, file !== undefined);
  const layers: [string, Record<string, unknown>][] = [
    [path ?? "no config file", fromFile],
    ["environment", fromEnv(env)],
    ["flags", flags as Record<string, unknown>],
  ];
  // Validate each layer on its own first, so the message names where the bad value came from. An
  // empty layer (no file, no variables) cannot be wrong: skipped, as zod's first parse of a schema
  // costs milliseconds at start-up.
  for (const [source, layer] of layers) {
    if (Object.keys(layer).length === 0) continue;
    const result = PartialConfig.safeParse(layer, ONCE);
    if (!result.success)
      throw new ConfigError(
        describeIssues(result.error.issues, source, source === "environment" ? envLabel : undefined),
      );
  }
  const merged = layers.reduce<Record<string, unknown>>(
    (into, [, layer]) => mergeLayer(into, readRenamedKeys(layer)),
    {},
  );
  const result = SandboxConfig.safeParse(merged, ONCE);
  if (!result.success) throw new ConfigError(describeIssues(result.error.issues, "configuration"));
  return result.data;
}
