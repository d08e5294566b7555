import { type ParseArgsConfig, parseArgs } from "node:util";
import type { SandboxConfigInput } from "../config/schema.js";
import { commandNamed, commands } from "./commands.js";
import { didYouMean } from "./suggest.js";

/** A command line that cannot be used: printed as one line, exit code 2, nothing written. */
export class UsageError extends Error {
  override name = "UsageError";
}

type Options = NonNullable<ParseArgsConfig["options"]>;

/** parseArgs options of a command, from the one table of commands (src/cli/commands.ts). */
function optionsOf(name: string): Options {
  const command = commandNamed(name);
  if (!command) throw new Error(`no command ${name} in the table`);
  return Object.fromEntries(
    command.options.map((o) => [
      o.name,
      { type: o.type, ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) },
    ]),
  );
}

/**
 * parseArgs' refusal as one line: an unknown option names the closest one the command has; an option
 * left without its value shows how to give one.
 */
function usageError(error: Error & { code?: string }, name: string): UsageError {
  const help = name === "serve" ? "psd2-sandbox --help" : `psd2-sandbox help ${name}`;
  const options = commandNamed(name)?.options ?? [];
  const option = /'(-[^' ,]+)/.exec(error.message)?.[1] ?? "";
  if (error.code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
    const flags = options.map((o) => `--${o.name}`);
    return new UsageError(`unknown option ${option}${didYouMean(option, flags)} (${help} lists the options)`);
  }
  const spec = options.find((o) => `--${o.name}` === option || `-${o.short}` === option);
  if (error.code === "ERR_PARSE_ARGS_INVALID_OPTION_VALUE" && spec?.type === "string") {
    const value = spec.value ?? "VALUE";
    return new UsageError(
      `--${spec.name} needs a value: --${spec.name} ${value} (${help} lists the options)`,
    );
  }
  return new UsageError(`${error.message.split("\n")[0]} (${help} lists the options)`);
}

function parse(argv: string[], name: string) {
  try {
    return parseArgs({ args: argv, options: optionsOf(name), allowPositionals: true, strict: true as const });
  } catch (error) {
    throw usageError(error as Error, name);
  }
}

function integer(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--${name} takes a whole number, not "${raw}"`);
  return Number(raw);
}

/** A first word that is no command: the closest verb, if one is close (`aprove` → approve). */
export function unknownCommand(word: string, prefix = "unknown command"): UsageError {
  const verbs = commands.filter((c) => c.name !== "serve").map((c) => c.name);
  return new UsageError(
    `${prefix} "${word}"${didYouMean(word, verbs)} (psd2-sandbox --help lists the commands)`,
  );
}

export interface ServeArgs {
  flags: SandboxConfigInput;
  configFile?: string;
  /** Where to write the URL once listening. */
  readyFile?: string;
  /** Keep running after the process that started it has exited. */
  outliveParent: boolean;
}

export function parseServeArgs(argv: string[]): ServeArgs {
  const { values, positionals } = parse(argv, "serve");
  if (positionals[0] !== undefined) throw unknownCommand(positionals[0]);
  if (values.memory && values.data) throw new UsageError("pass either --data FILE or --memory, not both");
  const flags: Record<string, unknown> = {
    port: integer("port", values.port as string | undefined),
    seed: integer("seed", values.seed as string | undefined),
    host: values.host,
    data: values.data,
    memory: values.memory,
    signature: values.signature,
  };
  for (const key of Object.keys(flags)) if (flags[key] === undefined) delete flags[key];
  const result: ServeArgs = {
    flags: flags as SandboxConfigInput,
    outliveParent: values["outlive-parent"] === true,
  };
  if (typeof values.config === "string") result.configFile = values.config;
  if (typeof values["ready-file"] === "string") {
    if (values["ready-file"] === "")
      throw new UsageError("--ready-file needs a PATH, e.g. --ready-file sandbox.url");
    result.readyFile = values["ready-file"];
  }
  return result;
}

export function parseCertsArgs(argv: string[]) {
  const { values } = parse(argv, "certs");
  if (typeof values.out !== "string")
    throw new UsageError("certs needs --out DIR: where to write the PEM files");
  return {
    out: values.out,
    name: (values.name ?? values.org) as string | undefined,
    orgId: values["org-id"] as string | undefined,
    ca: values.ca as string | undefined,
  };
}

/** What `request` may send: an unknown method never reaches the bank (Node's server answers it an empty 400). */
const METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "HEAD", "OPTIONS"];

export function parseRequestArgs(argv: string[]) {
  const { values, positionals } = parse(argv, "request");
  const [method, path] = positionals;
  if (!method || !path || positionals.length > 2) {
    throw new UsageError(
      "request needs METHOD and PATH, e.g. psd2-sandbox request GET /v1/sandbox/customers",
    );
  }
  if (!METHODS.includes(method.toUpperCase()))
    throw new UsageError(
      `no HTTP method "${method}"${didYouMean(method, METHODS)} (request sends ${METHODS.join(", ")})`,
    );
  if (!path.startsWith("/")) throw new UsageError(`PATH must start with "/", e.g. /v1/sandbox/customers`);
  if ((values.cert === undefined) !== (values.key === undefined)) {
    throw new UsageError("pass --cert and --key together (or neither, for the shipped test certificate)");
  }
  const headers: Record<string, string> = {};
  for (const header of (values.header as string[] | undefined) ?? []) {
    const at = header.indexOf(":");
    if (at <= 0) throw new UsageError(`--header takes "Name: value", not "${header}"`);
    headers[header.slice(0, at).trim()] = header.slice(at + 1).trim();
  }
  return {
    method: method.toUpperCase(),
    path,
    psu: values.psu as string | undefined,
    data: values.data as string | undefined,
    headers,
    url: values.url as string | undefined,
    cert: values.cert as string | undefined,
    key: values.key as string | undefined,
    include: values.include === true,
  };
}

/** `approve ID --customer N [--reject]`: what to decide, as whom. */
export function parseApproveArgs(argv: string[]) {
  const { values, positionals } = parse(argv, "approve");
  const [sca] = positionals;
  if (!sca || positionals.length > 1) {
    throw new UsageError(
      "approve needs the scaRedirect link or the authorisation id, e.g. psd2-sandbox approve http://127.0.0.1:8080/sca/abc --customer 13039319955",
    );
  }
  if (typeof values.customer !== "string" || !/^\d{11}$/.test(values.customer)) {
    throw new UsageError(
      "approve needs --customer with the PSU's 11-digit customer number, e.g. 13039319955",
    );
  }
  return {
    sca,
    customer: values.customer,
    reject: values.reject === true,
    url: values.url as string | undefined,
  };
}

/** `batch`: nothing but where. */
export function parseBatchArgs(argv: string[]) {
  const { values, positionals } = parse(argv, "batch");
  if (positionals.length > 0) throw new UsageError(`batch takes no arguments, not "${positionals[0]}"`);
  return { url: values.url as string | undefined };
}

/** `clock [--advance DURATION | --set INSTANT]`: read, or move one way. */
export function parseClockArgs(argv: string[]) {
  const { values, positionals } = parse(argv, "clock");
  if (positionals.length > 0) throw new UsageError(`clock takes no arguments, not "${positionals[0]}"`);
  if (values.advance !== undefined && values.set !== undefined) {
    throw new UsageError("pass either --advance DURATION or --set ISO_DATE_TIME, not both");
  }
  return {
    advance: values.advance as string | undefined,
    set: values.set as string | undefined,
    url: values.url as string | undefined,
  };
}

const FORMATS = ["json", "md", "junit"] as const;

/** `report [--url] [--tpp] [--run] [--format json|md|junit] [--require FILE]`. */
export function parseReportArgs(argv: string[]) {
  const { values, positionals } = parse(argv, "report");
  if (positionals.length > 0) throw new UsageError(`report takes no arguments, not "${positionals[0]}"`);
  const format = (values.format as string | undefined) ?? "json";
  if (!(FORMATS as readonly string[]).includes(format)) {
    throw new UsageError(`--format is one of ${FORMATS.join(", ")}, not "${format}"`);
  }
  return {
    url: values.url as string | undefined,
    tpp: values.tpp as string | undefined,
    run: values.run as string | undefined,
    format: format as (typeof FORMATS)[number],
    require: values.require as string | undefined,
  };
}

/** `stop [--url URL | --ready-file PATH]`: which sandbox. */
export function parseStopArgs(argv: string[]) {
  const { values, positionals } = parse(argv, "stop");
  if (positionals.length > 0) throw new UsageError(`stop takes no arguments, not "${positionals[0]}"`);
  if (values.url !== undefined && values["ready-file"] !== undefined)
    throw new UsageError("pass either --url URL or --ready-file PATH, not both");
  if (values["ready-file"] === "")
    throw new UsageError("--ready-file needs a PATH, e.g. --ready-file sandbox.url");
  return { url: values.url as string | undefined, readyFile: values["ready-file"] as string | undefined };
}

export function parseOpenapiArgs(argv: string[]) {
  const { values, positionals } = parse(argv, "openapi");
  if (positionals.length > 0)
    throw new UsageError(`openapi takes no ${positionals[0]}; see psd2-sandbox help openapi`);
  return { yaml: values.yaml === true, url: values.url as string | undefined };
}

/** `store check|repair [--data FILE]`. */
export function parseStoreArgs(argv: string[]) {
  const { values, positionals } = parse(argv, "store");
  const [action, extra] = positionals;
  if (action !== "check" && action !== "repair") {
    const named =
      action === undefined
        ? ""
        : `, not "${action}"${didYouMean(action, ["check", "repair"], (n) => `store ${n}`)}`;
    throw new UsageError(`store takes check or repair${named} (psd2-sandbox help store)`);
  }
  if (extra !== undefined) throw new UsageError(`store ${action} takes no more arguments, not "${extra}"`);
  return { action, data: values.data as string | undefined };
}
