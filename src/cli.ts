#!/usr/bin/env node
import { ConfigError } from "./config/load.js";
import { UsageError, unknownCommand } from "./cli/args.js";
import { NotASandboxError, UnreachableError } from "./cli/target.js";
// Serving, the command whose start is timed (docs/performance.md, "Start-up"), is imported statically:
// in the CLI's bundle, the entry and everything serving needs are then one file read in one go; the
// other commands stay chunks loaded on demand.
import { serveCommand } from "./cli/serve.js";

/**
 * The only entry with side effects: parse the command line, then run one command. A bad flag or
 * setting prints one line saying what to fix and exits with code 2, having written nothing.
 */
async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  if (command === "--version" || command === "-v") {
    process.stdout.write(`${(await import("./version.js")).version}\n`);
    return;
  }
  if (command === "--help" || command === "-h" || command === "help") {
    const { help, commandHelp } = await import("./cli/help.js");
    const { commandNamed } = await import("./cli/commands.js");
    const topic = rest[0] === undefined ? undefined : commandNamed(rest[0]);
    if (rest[0] !== undefined && !topic) throw unknownCommand(rest[0], "no command");
    process.stdout.write(`${topic ? commandHelp(topic) : help()}\n`);
    return;
  }
  // `psd2-sandbox request --help` is what people type: the verb's own help, as `help request` gives it.
  if (command !== undefined && (rest.includes("--help") || rest.includes("-h"))) {
    const { commandHelp } = await import("./cli/help.js");
    const topic = (await import("./cli/commands.js")).commandNamed(command);
    if (topic !== undefined) {
      process.stdout.write(`${commandHelp(topic)}\n`);
      return;
    }
  }
  if (command === "certs") return (await import("./cli/certs.js")).certsCommand(rest);
  if (command === "request") return (await import("./cli/request.js")).requestCommand(rest);
  if (command === "openapi") return (await import("./cli/openapi.js")).openapiCommand(rest);
  if (command === "approve") return (await import("./cli/control.js")).approveCommand(rest);
  if (command === "batch") return (await import("./cli/control.js")).batchCommand(rest);
  if (command === "clock") return (await import("./cli/control.js")).clockCommand(rest);
  if (command === "stop") return (await import("./cli/stop.js")).stopCommand(rest);
  if (command === "store") return (await import("./cli/store.js")).storeCommand(rest);
  // A first word is a verb: a misspelt one is named as such, not parsed as the server's options.
  if (command !== undefined && !command.startsWith("-")) throw unknownCommand(command);
  return serveCommand(argv);
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    process.stderr.write(`psd2-sandbox: ${error.message}\n`);
    process.exit(2);
  }
  if (error instanceof UnreachableError || error instanceof NotASandboxError) {
    process.stderr.write(`psd2-sandbox: ${error.message}\n`);
    process.exit(1);
  }
  process.stderr.write(`psd2-sandbox: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
