import { z } from "zod";
import { always, IsoDate, requirement, text } from "../../http/fields.js";

/**
 * Query parameters of the account information reads, as strings the way they arrive. The bank's
 * pages list bookingStatus booked, pending and both, and page with offset and limit (its "next" and
 * "previous" links carry them); unknown parameters are ignored, as on every operation.
 */
export const bookingStatuses = ["booked", "pending", "both"] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

const isBookingStatus = (value: string): value is BookingStatus =>
  (bookingStatuses as readonly string[]).includes(value);

export const BookingStatusQuery = z.string().refine(isBookingStatus, {
  error: (issue) =>
    issue.input === "information" || issue.input === "all"
      ? `the bank does not report standing orders as transactions ("${String(issue.input)}"): send bookingStatus booked, pending or both`
      : "bookingStatus must be booked, pending or both",
});

const Flag = z.enum(["true", "false"]);

/** Paging: the first entry's place in the report (from 0), and how many entries one page holds. */
export const DEFAULT_LIMIT = 100;
export const MAX_LIMIT = 1000;
const Offset = z
  .string()
  .refine((value) => /^\d{1,9}$/.test(value), requirement("must be a whole number from 0, e.g. 100"));
const Limit = z
  .string()
  .refine(
    (value) => /^\d{1,4}$/.test(value) && Number(value) >= 1 && Number(value) <= MAX_LIMIT,
    requirement(`must be a whole number from 1 to ${MAX_LIMIT}, e.g. ${DEFAULT_LIMIT}`),
  );

/** GET /v1/accounts and /v1/card-accounts, and an account's details and balances. */
export const WithBalanceQuery = z.object({ withBalance: Flag.optional() });

/** GET .../transactions of an account or a card account. */
export const TransactionsQuery = z
  .object({
    bookingStatus: BookingStatusQuery,
    dateFrom: IsoDate.optional(),
    dateTo: IsoDate.optional(),
    entryReferenceFrom: text(35).optional(),
    withBalance: Flag.optional(),
    offset: Offset.optional(),
    limit: Limit.optional(),
  })
  .superRefine((value, ctx) => {
    if (typeof value !== "object" || value === null) return;
    const { dateFrom, dateTo, entryReferenceFrom } = value;
    if (dateFrom === undefined && entryReferenceFrom === undefined) {
      const message =
        "dateFrom is required (Berlin Group: unless entryReferenceFrom asks for the entries after one): send the first date of the report, e.g. dateFrom=2026-01-01";
      ctx.addIssue({
        code: "custom",
        path: ["dateFrom"],
        message,
        params: { code: "QUERY_PARAMETER_REQUIRED" },
      });
    }
    if (typeof dateFrom === "string" && typeof dateTo === "string" && dateTo < dateFrom) {
      const message = `dateTo ${dateTo} is before dateFrom ${dateFrom}: send a dateTo on or after dateFrom`;
      ctx.addIssue({ code: "custom", path: ["dateTo"], message });
    }
  }, always);
export type TransactionsQuery = z.infer<typeof TransactionsQuery>;

/** What a report reads, from a valid query. */
export interface ReportOptions {
  bookingStatus: BookingStatus;
  dateFrom?: string;
  dateTo?: string;
  entryReferenceFrom?: string;
  offset: number;
  limit: number;
}

export function reportOptions(query: TransactionsQuery): ReportOptions {
  const options: ReportOptions = {
    bookingStatus: query.bookingStatus as BookingStatus,
    offset: query.offset === undefined ? 0 : Number(query.offset),
    limit: query.limit === undefined ? DEFAULT_LIMIT : Number(query.limit),
  };
  if (query.dateFrom !== undefined) options.dateFrom = query.dateFrom;
  if (query.dateTo !== undefined) options.dateTo = query.dateTo;
  if (query.entryReferenceFrom !== undefined) options.entryReferenceFrom = query.entryReferenceFrom;
  return options;
}
