import { parseDuration } from "../domain/duration.js";
import { z } from "zod";
import { isCurrency } from "../domain/currency.js";
import { FeeTable } from "./fees.js";

/**
 * sandbox.config.json, the single source of every setting and its default. The JSON Schema that
 * editors use (sandbox.config.schema.json) is generated from this by `npm run schema`.
 */
export const SignatureMode = z
  .enum(["enforce", "warn", "off"])
  .describe("enforce: reject bad signatures; warn: answer but report the failure; off: no checks");
export type SignatureMode = z.infer<typeof SignatureMode>;

const ClockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "use HH:MM, 24-hour");

const DEFAULT_TIME_ZONE = "Europe/Oslo";

/**
 * Whether Intl knows the time zone, checked here so that a bad one stops the start before anything
 * listens (the CLI schedules its batch runs after announcing itself). The default is known good:
 * checking it would load ICU's time zone data at start-up, a cost that the first request needing a
 * local date pays anyway.
 */
function isTimeZone(name: string): boolean {
  if (name === DEFAULT_TIME_ZONE) return true;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const Strictness = z
  .enum(["bank", "lenient"])
  .describe(
    "bank: every rule of the interface, and the stricter reading where it is silent (docs/decisions.md, Strictness); lenient: relaxes the sandbox's own choices listed there, never a rule the interface states",
  );
export type Strictness = z.infer<typeof Strictness>;

export const TrustMode = z
  .enum(["pinned", "ca", "any"])
  .describe(
    "pinned: an organisation's first certificate binds its key, later ones must carry the same key; ca: only certificates issued by a CA of trust.cas; any: every well-formed certificate",
  );
export type TrustMode = z.infer<typeof TrustMode>;

export const TrustConfig = z
  .object({
    mode: TrustMode.default("pinned"),
    cas: z
      .array(z.string().min(1))
      .default([])
      .describe("PEM files of the CAs trusted in mode ca (e.g. the ca.pem of psd2-sandbox certs --ca DIR)"),
  })
  .strict();

export const SandboxConfig = z
  .object({
    $schema: z.string().optional(),
    port: z.number().int().min(0).max(65535).default(8080).describe("TCP port; 0 picks a free one"),
    host: z.string().min(1).default("127.0.0.1").describe("Interface to listen on"),
    data: z
      .string()
      .min(1)
      .default(".psd2-sandbox/store.json")
      .describe("Data file (lowdb JSON); its journal is written beside it as <data>.journal"),
    memory: z.boolean().default(false).describe("Keep everything in memory; nothing is written to disk"),
    seed: z.number().int().min(0).default(1).describe("Faker seed for the generated sandbox data"),
    signature: SignatureMode.default("enforce"),
    strictness: Strictness.default("bank"),
    publicUrl: z
      .url({ protocol: /^https?$/ })
      .optional()
      .describe("Base URL used in _links and redirects; defaults to the address the request came to"),
    allowedHosts: z
      .array(
        z
          .string()
          .regex(
            /^\.?[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?(\.[A-Za-z0-9_]([A-Za-z0-9_-]*[A-Za-z0-9_])?)*$/,
            'a host name without scheme or port, such as "bank", or ".example.internal" for that domain and every name under it',
          ),
      )
      .default([])
      .describe(
        "Host names, besides localhost, IP addresses and publicUrl's host, that /__admin and the SCA page answer to (a container's service name, a team host); any other Host is refused",
      ),
    adminToken: z
      .string()
      .regex(
        /^\S(.*\S)?$/,
        "must not be empty, blank, or start or end with a space (a header value cannot carry them); set a token or leave adminToken out",
      )
      .optional()
      .describe("When set, /__admin/* requires the header Authorization: Bearer <token>"),
    tenancy: z
      .enum(["per-tpp", "shared"])
      .default("per-tpp")
      .describe(
        "per-tpp: each organisation gets its own bank (customers, accounts, payments, ...) seeded on first contact; shared: one bank for every TPP",
      ),
    trust: TrustConfig.prefault({}).describe("Which TPP certificates the bank accepts"),
    cors: z
      .object({
        origins: z
          .array(
            z
              .string()
              .regex(
                /^(\*|https?:\/\/[^/\s?#]+)$/,
                'an origin such as "http://localhost:3000" (scheme, host and port, no path), or "*" for any',
              ),
          )
          .default([])
          .describe(
            'Browser origins allowed to call /v1 (CORS, for browser-based TPP apps); none by default, "*" for any',
          ),
      })
      .strict()
      .prefault({})
      .describe("Cross-origin access for TPP front ends running in a browser"),
    logLevel: z.enum(["silent", "error", "warn", "info", "debug"]).default("warn"),
    store: z
      .object({
        compactAfterEntries: z
          .number()
          .int()
          .min(1)
          .default(20000)
          .describe(
            "Fold the journal into the data file after at least this many entries (more when the store holds more records), at the next quiet moment (100 ms without a change) or once 3x this many more arrived meanwhile; and at shutdown",
          ),
        retention: z
          .string()
          .refine((text) => parseDuration(text) !== undefined, {
            message: "must be an ISO 8601 duration such as P90D or P1Y",
          })
          .optional()
          .describe(
            "Remove payments, baskets and authorisations that are final and older than this ISO 8601 duration (bank's clock) in every batch run; off when absent",
          ),
      })
      .prefault({}),
    idempotency: z
      .object({
        window: z
          .string()
          .refine(
            (text) => {
              const duration = parseDuration(text);
              return duration !== undefined && (duration.years > 0 || duration.months > 0 || duration.ms > 0);
            },
            { message: "must be a positive ISO 8601 duration such as PT24H or P7D" },
          )
          .default("PT24H")
          .describe(
            "How long (bank's clock) an X-Request-ID is remembered: a retry within it gets the first answer again, any other request with it is refused",
          ),
      })
      .strict()
      .prefault({}),
    requestLog: z
      .object({
        size: z
          .number()
          .int()
          .min(0)
          .default(1000)
          .describe(
            "Requests the request log (GET /__admin/requests, the dashboard's Request log) keeps in memory, newest first; 0 keeps none",
          ),
      })
      .strict()
      .prefault({}),
    journal: z
      .object({ size: z.number().int().min(0).optional() })
      .strict()
      .optional()
      .meta({ deprecated: true })
      .describe(
        "Deprecated: the old name of requestLog. journal.size is read as requestLog.size, with a warning at start; when both are set, requestLog.size wins. Accepted until the next release",
      ),
    timeZone: z
      .string()
      .refine(isTimeZone, 'an IANA time zone such as "Europe/Oslo"')
      .default(DEFAULT_TIME_ZONE)
      .describe("Time zone of the bank's calendar and batch runs"),
    batch: z
      .object({
        times: z
          .array(ClockTime)
          .min(1)
          .default(["06:00", "09:00", "12:00", "15:00", "18:00"])
          .describe("Local times of the daily batch runs (five a day at the bank)"),
        bankingDaysOnly: z
          .boolean()
          .default(false)
          .describe(
            "Settle single and bulk payments only on Norwegian banking days (a payment due on a weekend or bank holiday waits for the next one). Off by default so scripts behave the same on any day",
          ),
        exchangeRates: z
          .record(
            z.string().refine(isCurrency, "an ISO 4217 code of the interface's list"),
            z.string().regex(/^(0|[1-9]\d*)(\.\d{1,8})?$/, 'a decimal rate in a string, e.g. "11.50"'),
          )
          .default({ NOK: "1", EUR: "11.50", SEK: "0.98", DKK: "1.54", USD: "10.60", GBP: "13.40" })
          .describe(
            "Fixed rates used when a batch run moves money between currencies: the value of one unit of each currency in one common reference currency (NOK by default). A payment needing a missing currency is rejected (PAYMENT_FAILED)",
          ),
      })
      .prefault({}),
    payments: z
      .object({
        duplicateWindowMinutes: z
          .number()
          .int()
          .min(0)
          .default(10)
          .describe(
            "A payment like one the same TPP made this many minutes ago is a logical duplicate (409)",
          ),
        fees: FeeTable.prefault({}).describe(
          "Fees reported on payment creation and by the instant product's fee-information endpoint",
        ),
      })
      .strict()
      .prefault({}),
    sca: z
      .object({
        timeoutMinutes: z
          .number()
          .int()
          .min(1)
          .default(15)
          .describe("Minutes a PSU has to complete an SCA before the authorisation fails"),
        validityDays: z
          .number()
          .int()
          .min(1)
          .default(180)
          .describe("Days a completed SCA stays valid for the PSU (interface 5.2: 180)"),
        bulkChallenge: z
          .boolean()
          .default(true)
          .describe(
            "Bulk payment creation answers 401 with a scaRedirect when the PSU has no valid SCA (none yet, or older than validityDays)",
          ),
      })
      .strict()
      .prefault({}),
  })
  .strict();

export type SandboxConfig = z.infer<typeof SandboxConfig>;
/** What a caller may pass: every field optional, defaults filled in by the schema. */
export type SandboxConfigInput = z.input<typeof SandboxConfig>;
