import { type CommandSpec, url } from "./command-spec.js";
import { controlCommands } from "./control-commands.js";

/**
 * Every command and option of the CLI, declared once: `--help` and `help <command>` are printed from
 * this table and the parser reads its option types from it. A new verb or option is a new row here
 * (and its handler in cli/main.ts), or in control-commands.ts for a verb of the control API; the help
 * cannot forget it.
 */
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
  ...controlCommands,
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
