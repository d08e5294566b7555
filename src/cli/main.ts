// Every command, serving too, is imported when chosen: a client verb (`request`, `clock`, ...) runs
// once per line of a QA script, and must not load the server, its schemas and its store to send one
// request. The entry itself imports only what parses a command line.
import { unknownCommand } from "./args.js";

/** Parse the command line, then run one command. */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === "--version" || command === "-v") {
    process.stdout.write(`${(await import("../version.js")).version}\n`);
    return;
  }
  if (command === "--help" || command === "-h" || command === "help") {
    const { help, commandHelp } = await import("./help.js");
    const { commandNamed } = await import("./commands.js");
    const topic = rest[0] === undefined ? undefined : commandNamed(rest[0]);
    if (rest[0] !== undefined && !topic) throw unknownCommand(rest[0], "no command");
    process.stdout.write(`${topic ? commandHelp(topic) : help()}\n`);
    return;
  }
  // `psd2-sandbox request --help` is what people type: the verb's own help, as `help request` gives it.
  if (command !== undefined && (rest.includes("--help") || rest.includes("-h"))) {
    const { commandHelp } = await import("./help.js");
    const topic = (await import("./commands.js")).commandNamed(command);
    if (topic !== undefined) {
      process.stdout.write(`${commandHelp(topic)}\n`);
      return;
    }
  }
  if (command === "certs") return (await import("./certs.js")).certsCommand(rest);
  if (command === "request") return (await import("./request.js")).requestCommand(rest);
  if (command === "openapi") return (await import("./openapi.js")).openapiCommand(rest);
  if (command === "approve") return (await import("./control.js")).approveCommand(rest);
  if (command === "batch") return (await import("./control.js")).batchCommand(rest);
  if (command === "clock") return (await import("./control.js")).clockCommand(rest);
  if (command === "report") return (await import("./report.js")).reportCommand(rest);
  if (command === "stop") return (await import("./stop.js")).stopCommand(rest);
  if (command === "store") return (await import("./store.js")).storeCommand(rest);
  // A first word is a verb: a misspelt one is named as such, not parsed as the server's options.
  if (command !== undefined && !command.startsWith("-")) throw unknownCommand(command);
  return (await import("./serve.js")).serveCommand(argv);
}

/**
 * Errors are told by the name each class gives its instances (UsageError, ConfigError, ...): in the
 * CLI's bundle, serving is a bundle of its own (scripts/bundle-cli.mjs) with its own copy of each
 * class, and the config loader is not loaded to report another verb's failure.
 */
const named = (error: unknown, ...names: string[]) => error instanceof Error && names.includes(error.name);

/**
 * Run one command line as the `psd2-sandbox` binary does (cli/bin.ts is the binary: it exits with
 * what this resolves to). Resolves `undefined` once the command has done its work, with the exit code
 * in `process.exitCode` (a client verb sets it on an answer of 4xx or 5xx; serving goes on until it
 * is stopped). A command that fails resolves its exit code, having written one line saying what
 * went wrong to stderr: 2 for a bad flag or setting (nothing written), 1 for anything else.
 */
export async function run(argv: string[]): Promise<number | undefined> {
  try {
    await main(argv);
    return undefined;
  } catch (error) {
    if (named(error, "UsageError", "ConfigError")) {
      process.stderr.write(`psd2-sandbox: ${(error as Error).message}\n`);
      return 2;
    }
    if (named(error, "UnreachableError", "NotASandboxError")) {
      process.stderr.write(`psd2-sandbox: ${(error as Error).message}\n`);
      return 1;
    }
    process.stderr.write(`psd2-sandbox: ${(error as Error).stack ?? String(error)}\n`);
    return 1;
  }
}
