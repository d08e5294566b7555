import { type CommandSpec, controlNote, url } from "./command-spec.js";

/** The verbs that drive a running sandbox through its control API and SCA page (rows of commands.ts). */
export const controlCommands: CommandSpec[] = [
  {
    name: "approve",
    usage: "psd2-sandbox approve SCA_REDIRECT_URL|AUTHORISATION_ID --customer N [--reject]",
    summary:
      "Decide an SCA (a payment's, a signing basket's or a consent's) as the PSU would on the SCA page (headless)",
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
];
