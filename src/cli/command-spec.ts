/**
 * The shape of the CLI's table of commands (commands.ts): each verb's usage, summary, options and
 * examples, from which `--help` is printed and the parser reads its option types.
 */
export interface OptionSpec {
  name: string;
  type: "string" | "boolean";
  multiple?: boolean;
  /** One-letter alias, e.g. i for --include. */
  short?: string;
  /** Placeholder shown in the help, e.g. FILE. */
  value?: string;
  description: string;
  /** The setting it overrides (its default and environment variable are shown from the config). */
  setting?: string;
  /** Shown as the default when the option has no setting. */
  default?: string;
  /** Environment variable read when the option has no setting. */
  env?: string;
}

export interface CommandSpec {
  /** "serve" is the default command (no verb). */
  name: string;
  usage: string;
  summary: string;
  options: OptionSpec[];
  examples: string[];
}

/** The sandbox a client verb calls. */
export const url: OptionSpec = {
  name: "url",
  type: "string",
  value: "URL",
  description: "The sandbox to call",
  default: "http://127.0.0.1:8080",
  env: "PSD2_SANDBOX_URL",
};

export const controlNote =
  "Control API verbs send $PSD2_SANDBOX_ADMIN_TOKEN as the admin token when it is set.";
