/**
 * Every command and option of the CLI, declared once: `--help` and `help <command>` are printed from
 * this table and the parser reads its option types from it. A new verb or option is a new row here
 * (and its handler in cli.ts); the help cannot forget it.
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

const url: OptionSpec = {
  name: "url",
  type: "string",
  value: "URL",
  description: "The sandbox to call",
  default: "http://127.0.0.1:8080",
  env: "PSD2_SANDBOX_URL",
};

const controlNote = "Control API verbs send $PSD2_SANDBOX_ADMIN_TOKEN as the admin token when it is set.";

export const commands: CommandSpec[] = [
  {
    name: "serve",
    usage: "psd2-sandbox [options]",
    summary: "Run the bank until Ctrl-C; prints one ready line with its URL",
    options: [
      {
        name: "port",
        type: "string",
        value: "N",
        description: "TCP port (0 picks a free one)",
        setting: "port",
      },
      { name: "host", type: "string", value: "HOST", description: "Interface to listen on", setting: "host" },
      {
        name: "config",
        type: "string",
        value: "FILE",
        description: "Config file (JSON, see sandbox.config.schema.json)",
        default: "sandbox.config.json if present",
      },
      {
        name: "data",
        type: "string",
        value: "FILE",
        description: "Data file (lowdb JSON + journal)",
        setting: "data",
      },
      { name: "memory", type: "boolean", description: "Keep everything in memory", setting: "memory" },
      {
        name: "seed",
        type: "string",
        value: "N",
        description: "Seed of the generated data",
        setting: "seed",
      },
      {
        name: "signature",
        type: "string",
        value: "MODE",
        description: "enforce | warn | off: what a bad signature gets",
        setting: "signature",
      },
      {
        name: "ready-file",
        type: "string",
        value: "PATH",
        description: "Once listening, write the URL to PATH (atomically); removed on exit",
        default: "none",
      },
      {
        name: "outlive-parent",
        type: "boolean",
        description: "Keep running when the process that started it exits",
        default: "stop with it",
      },
    ],
    examples: [
      "psd2-sandbox --port 0 --memory",
      "PSD2_SANDBOX_PUBLIC_URL=https://sandbox.example psd2-sandbox --data bank.json",
    ],
  },
  {
    name: "request",
    usage: "psd2-sandbox request METHOD PATH [options]",
    summary: "Sign one request as the bank expects, send it, print the answer (exit 1 on >= 400)",
    options: [
      {
        name: "data",
        type: "string",
        value: "JSON|@FILE",
        description: "JSON body, or @file to read it from",
      },
      {
        name: "header",
        type: "string",
        multiple: true,
        value: '"K: V"',
        description: "A header to send (repeatable)",
      },
      {
        name: "psu",
        type: "string",
        value: "CUSTOMER_NUMBER",
        description:
          "Act for this default customer: fills PSU-ID (PSU-Corporate-ID), PSU-IP-Address, TPP-Session-ID, TPP-Redirect-URI, x-accept-fix (a --header wins)",
        default: "none",
      },
      {
        name: "include",
        type: "boolean",
        short: "i",
        description: "Print the status line and response headers before the body",
        default: "body only",
      },
      url,
      {
        name: "cert",
        type: "string",
        value: "FILE",
        description: "TPP certificate (PEM)",
        default: "the shipped test TPP",
      },
      {
        name: "key",
        type: "string",
        value: "FILE",
        description: "Its private key (PEM)",
        default: "the shipped test TPP",
      },
    ],
    examples: [
      "psd2-sandbox request GET /v1/sandbox/customers",
      `psd2-sandbox request POST /v1/payments/sepa-credit-transfers --psu 13039319955 --data @payment.json`,
      `psd2-sandbox request POST /v1/sandbox/tpp/contact --data '{"email":"dev@tpp.example"}'`,
    ],
  },
  {
    name: "certs",
    usage: "psd2-sandbox certs --out DIR [options]",
    summary: "Make a test CA and a TPP certificate with its key (PEM)",
    options: [
      { name: "out", type: "string", value: "DIR", description: "Where to write the PEM files (required)" },
      {
        name: "name",
        type: "string",
        value: "NAME",
        description: "The TPP's organisation name",
        default: '"Test TPP <its organisation id>"',
      },
      { name: "org", type: "string", value: "NAME", description: "The same as --name" },
      {
        name: "org-id",
        type: "string",
        value: "ID",
        description: "Organisation identifier",
        default: "a random PSDNO-FSA-…",
      },
      {
        name: "ca",
        type: "string",
        value: "DIR",
        description: "Issue from the team CA in DIR (ca.pem, ca.key.pem; made there on first use)",
        default: "a new CA each time",
      },
    ],
    examples: [
      "psd2-sandbox certs --out ./my-tpp",
      'psd2-sandbox certs --out ./acme --name "Acme AS" --org-id PSDNO-FSA-123456789',
    ],
  },
  {
    name: "openapi",
    usage: "psd2-sandbox openapi [--yaml] [--url URL]",
    summary: "Print the OpenAPI 3.1 document without starting a server",
    options: [
      { name: "yaml", type: "boolean", description: "YAML instead of JSON", default: "JSON" },
      {
        name: "url",
        type: "string",
        value: "URL",
        description: "Server URL written into the document",
        default: "publicUrl, else http://127.0.0.1:8080",
        env: "PSD2_SANDBOX_PUBLIC_URL",
      },
    ],
    examples: [
      "psd2-sandbox openapi > openapi.json",
      "psd2-sandbox openapi --yaml --url https://sandbox.example",
    ],
  },
  {
    name: "approve",
    usage: "psd2-sandbox approve SCA_REDIRECT_URL|AUTHORISATION_ID --customer N [--reject]",
    summary: "Decide an SCA as the PSU would on the SCA page (headless)",
    options: [
      {
        name: "customer",
        type: "string",
        value: "N",
        description: "The PSU's 11-digit customer number (required)",
      },
      { name: "reject", type: "boolean", description: "Reject instead of approve", default: "approve" },
      url,
    ],
    examples: [
      "psd2-sandbox approve http://127.0.0.1:8080/sca/AUTHORISATION_ID --customer 13039319955",
      "psd2-sandbox approve AUTHORISATION_ID --customer 13039319955 --reject",
    ],
  },
  {
    name: "batch",
    usage: "psd2-sandbox batch",
    summary: `Run one batch now (POST /__admin/batch-runs) and print what moved. ${controlNote}`,
    options: [url],
    examples: ["psd2-sandbox batch", "psd2-sandbox batch --url http://127.0.0.1:9090"],
  },
  {
    name: "clock",
    usage: "psd2-sandbox clock [--advance P1D | --set ISO_DATE_TIME]",
    summary: `Read the bank's clock, or move it (batch runs in between happen). ${controlNote}`,
    options: [
      {
        name: "advance",
        type: "string",
        value: "DURATION",
        description: "Move forward by an ISO 8601 duration",
      },
      { name: "set", type: "string", value: "ISO_DATE_TIME", description: "Set it (backwards too)" },
      url,
    ],
    examples: ["psd2-sandbox clock --advance P1D", "psd2-sandbox clock --set 2026-03-05T10:00:00Z"],
  },
  {
    name: "report",
    usage: "psd2-sandbox report [--tpp ID] [--run NAME] [--format json|md|junit] [--require FILE]",
    summary: `A TPP's readiness report (GET /__admin/report, docs/readiness.md): which of the bank's outcomes its requests met, and how it handled them; with --require, exit 1 naming each required outcome not met or mishandled. ${controlNote}`,
    options: [
      url,
      {
        name: "tpp",
        type: "string",
        value: "ID",
        description: "The TPP's organisation id",
        default: "the one TPP the request log holds",
      },
      {
        name: "run",
        type: "string",
        value: "NAME",
        description: "Only requests sent with X-Sandbox-Run NAME",
      },
      {
        name: "format",
        type: "string",
        value: "FORMAT",
        description: "json, md (a CI job summary) or junit (one test case per outcome)",
        default: "json",
      },
      {
        name: "require",
        type: "string",
        value: "FILE",
        description:
          "Outcome ids or areas, one a line (# comments): exit 1 when one is not met or mishandled",
      },
    ],
    examples: [
      'psd2-sandbox report --format md >> "$GITHUB_STEP_SUMMARY"',
      "psd2-sandbox report --tpp PSDNO-FSA-999999991 --format junit --require go-live.txt > readiness.xml",
    ],
  },
  {
    name: "stop",
    usage: "psd2-sandbox stop [--url URL | --ready-file PATH]",
    summary: `Stop a running sandbox (POST /__admin/shutdown) and wait until it has exited. ${controlNote}`,
    options: [
      url,
      {
        name: "ready-file",
        type: "string",
        value: "PATH",
        description: "The --ready-file it was started with: its URL, and gone once it has exited",
      },
    ],
    examples: ["psd2-sandbox stop --ready-file sandbox.url", "psd2-sandbox stop --url http://127.0.0.1:9090"],
  },
  {
    name: "store",
    usage: "psd2-sandbox store check|repair [--data FILE]",
    summary:
      "Verify the data file, its index and its journal (exit 0 sound, 1 damaged, 2 no store there), or rebuild what can be rebuilt, keeping a copy of what it replaces. Stop the sandbox first",
    options: [
      {
        name: "data",
        type: "string",
        value: "FILE",
        description: "Data file (its index and journal are beside it)",
        default: "the data setting (.psd2-sandbox/store.json)",
      },
    ],
    examples: ["psd2-sandbox store check --data bank.json", "psd2-sandbox store repair --data bank.json"],
  },
  {
    name: "help",
    usage: "psd2-sandbox help [COMMAND]",
    summary: "This help, or one command's",
    options: [],
    examples: ["psd2-sandbox help request"],
  },
];

/** The row of a command; throws nothing (undefined for an unknown name). */
export function commandNamed(name: string): CommandSpec | undefined {
  return commands.find((command) => command.name === name);
}
