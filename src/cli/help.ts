import { envNames } from "../config/load.js";
import { SandboxConfig } from "../config/schema.js";
import { version } from "../version.js";
import type { CommandSpec, OptionSpec } from "./command-spec.js";
import { commands } from "./commands.js";

const settingEnv = Object.fromEntries(Object.entries(envNames).map(([env, key]) => [key, env]));

function defaultOf(option: OptionSpec, defaults: Record<string, unknown>): string | undefined {
  if (option.setting === undefined) return option.default;
  const value = defaults[option.setting];
  return value === undefined ? option.default : String(value);
}

function optionLines(command: CommandSpec, defaults: Record<string, unknown>): string[] {
  return command.options.map((option) => {
    const flag = `--${option.name}${option.value ? ` ${option.value}` : ""}`;
    const env = option.setting ? settingEnv[option.setting] : option.env;
    const shown = defaultOf(option, defaults);
    const extras = [shown !== undefined ? `default: ${shown}` : "", env ? `env: ${env}` : ""].filter(Boolean);
    return `  ${flag.padEnd(24)} ${option.description}${extras.length ? ` (${extras.join("; ")})` : ""}`;
  });
}

/** Help for one command: usage, options with default and environment variable, examples. */
export function commandHelp(command: CommandSpec): string {
  const defaults = SandboxConfig.parse({}) as Record<string, unknown>;
  const lines = [`usage: ${command.usage}`, "", command.summary];
  if (command.options.length) lines.push("", "options:", ...optionLines(command, defaults));
  lines.push("", "examples:", ...command.examples.map((example) => `  ${example}`));
  return lines.join("\n");
}

/** `psd2-sandbox --help`: every command with its options, and two examples. */
export function help(): string {
  const defaults = SandboxConfig.parse({}) as Record<string, unknown>;
  return [
    `psd2-sandbox ${version}: a local mock bank speaking a Norwegian bank's PSD2 Payment Initiation interface`,
    "",
    "usage:",
    ...commands.flatMap((command) => [
      "",
      `  ${command.usage}`,
      `      ${command.summary}`,
      ...optionLines(command, defaults).map((line) => `    ${line}`),
    ]),
    "",
    "Every server setting can also come from the config file; flags win over the environment, which wins over the file.",
    "psd2-sandbox help COMMAND shows a command's options and examples.",
    "",
    "examples:",
    "  npx psd2-sandbox --port 8080 --memory",
    "  psd2-sandbox request GET /v1/sandbox/customers",
  ].join("\n");
}
