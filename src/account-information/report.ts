import { addDays } from "../domain/calendar.js";
import { type ApiError, apiError } from "../errors.js";
import type { ReportOptions } from "./schema/queries.js";

/**
 * A transaction report from an account's (or card account's) ledger: which entries a query selects and
 * which page of them it shows. Pure: entries come in, views and links are the caller's.
 */
export interface LedgerEntry {
  status: "booked" | "pending";
  /** The date a report filters on: the booking date of a booked entry, the entry date of a pending one. */
  date: string;
  /** The entry's reference for a delta report (Berlin Group entryReference, at most 35 characters). */
  entryReference: string;
}

/** Interface 8: without the PSU, transactions of the last 90 days only. */
export const HISTORY_WITHOUT_PSU_DAYS = 90;

export interface ReportPage<T> {
  booked?: T[];
  pending?: T[];
  /** Entries the query selects, over every page. */
  total: number;
}

/**
 * The entries `options` selects from `ledger` (oldest booking first, as booked): newest first, pending
 * ones (not booked yet, so the newest) before booked ones. `entryReferenceFrom` keeps the booked
 * entries after the one it names; the dates apply as well.
 */
export function selectEntries<T extends LedgerEntry>(
  ledger: readonly T[],
  options: ReportOptions,
  today: string,
): T[] {
  const { bookingStatus, dateFrom, entryReferenceFrom } = options;
  const dateTo = options.dateTo ?? today;
  let booked = ledger.filter((entry) => entry.status === "booked");
  if (entryReferenceFrom !== undefined) {
    booked = booked.slice(booked.findIndex((entry) => entry.entryReference === entryReferenceFrom) + 1);
  }
  const inDates = (entry: T) => (dateFrom === undefined || entry.date >= dateFrom) && entry.date <= dateTo;
  const newestFirst = (entries: T[]) => entries.filter(inDates).reverse();
  const pending = ledger.filter((entry) => entry.status === "pending");
  if (bookingStatus === "booked") return newestFirst(booked);
  if (bookingStatus === "pending") return newestFirst(pending);
  return [...newestFirst(pending), ...newestFirst(booked)];
}

/**
 * Why the query cannot be answered, or undefined: an entryReferenceFrom that names no booked entry of
 * this ledger, or (without the PSU) a report reaching back beyond 90 days.
 */
export function reportProblem(
  ledger: readonly LedgerEntry[],
  options: ReportOptions,
  today: string,
  psuPresent: boolean,
): ApiError | undefined {
  const { dateFrom, entryReferenceFrom } = options;
  const from = entryReferenceFrom === undefined ? undefined : findBooked(ledger, entryReferenceFrom);
  if (entryReferenceFrom !== undefined && from === undefined) {
    const text = `entryReferenceFrom ${entryReferenceFrom} names no booked transaction of this account: send the entryReference of a booked transaction a report gave you`;
    return apiError("FORMAT_ERROR", text, "entryReferenceFrom");
  }
  if (psuPresent) return undefined;
  const earliest = addDays(today, -HISTORY_WITHOUT_PSU_DAYS);
  const reach = dateFrom ?? from?.date;
  if (reach === undefined || reach >= earliest) return undefined;
  const path = dateFrom === undefined ? "entryReferenceFrom" : "dateFrom";
  const text = `without the PSU (no PSU-IP-Address) transactions of the last ${HISTORY_WITHOUT_PSU_DAYS} days only can be read: send ${path === "dateFrom" ? `dateFrom ${earliest} or later` : "a dateFrom of the last 90 days"}, or send PSU-IP-Address when the PSU asks`;
  return apiError("PERIOD_INVALID", text, path);
}

function findBooked(ledger: readonly LedgerEntry[], reference: string): LedgerEntry | undefined {
  return ledger.find((entry) => entry.status === "booked" && entry.entryReference === reference);
}

/** One page of the selected entries, split by status as bookingStatus asks (Berlin Group accountReport). */
export function reportPage<T extends LedgerEntry>(
  selected: readonly T[],
  options: ReportOptions,
): ReportPage<T> {
  const page = selected.slice(options.offset, options.offset + options.limit);
  const result: ReportPage<T> = { total: selected.length };
  if (options.bookingStatus !== "pending") result.booked = page.filter((entry) => entry.status === "booked");
  if (options.bookingStatus !== "booked") result.pending = page.filter((entry) => entry.status === "pending");
  return result;
}
