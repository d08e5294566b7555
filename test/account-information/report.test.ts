import { describe, expect, it } from "vitest";
import {
  type LedgerEntry,
  reportPage,
  reportProblem,
  selectEntries,
} from "../../src/account-information/report.js";
import { lastOffset, reportLinks } from "../../src/account-information/report-links.js";
import {
  type ReportOptions,
  reportOptions,
  TransactionsQuery,
} from "../../src/account-information/schema/queries.js";
import { ApiError } from "../../src/errors.js";
import { parseWith } from "../../src/http/validate.js";

type Entry = LedgerEntry & { id: string };
const booked = (id: string, date: string): Entry => ({ id, status: "booked", date, entryReference: id });
const pending = (id: string, date: string): Entry => ({ id, status: "pending", date, entryReference: id });

/** The ledger as booked, oldest first. */
const ledger: Entry[] = [
  booked("b1", "2026-03-01"),
  booked("b2", "2026-04-10"),
  booked("b3", "2026-05-20"),
  booked("b4", "2026-05-31"),
  pending("p1", "2026-05-31"),
  pending("p2", "2026-06-01"),
];
const TODAY = "2026-06-01";
const options = (over: Partial<ReportOptions> = {}): ReportOptions => ({
  bookingStatus: "both",
  offset: 0,
  limit: 100,
  ...over,
});
const ids = (entries: readonly Entry[] | undefined) => entries?.map((e) => e.id);

describe("selecting a report's entries", () => {
  it.each<[string, Partial<ReportOptions>, string[]]>([
    ["booked, newest first", { bookingStatus: "booked" }, ["b4", "b3", "b2", "b1"]],
    ["pending, newest first", { bookingStatus: "pending" }, ["p2", "p1"]],
    ["both: pending (not booked yet) before booked", {}, ["p2", "p1", "b4", "b3", "b2", "b1"]],
    ["from a date (inclusive)", { bookingStatus: "booked", dateFrom: "2026-04-10" }, ["b4", "b3", "b2"]],
    ["to a date (inclusive)", { bookingStatus: "booked", dateTo: "2026-04-10" }, ["b2", "b1"]],
    ["a window", { dateFrom: "2026-05-01", dateTo: "2026-05-31" }, ["p1", "b4", "b3"]],
    ["dateTo defaults to today", { dateFrom: "2026-06-01" }, ["p2"]],
    ["after an entry (delta)", { bookingStatus: "booked", entryReferenceFrom: "b2" }, ["b4", "b3"]],
    ["after the newest entry: nothing booked", { bookingStatus: "booked", entryReferenceFrom: "b4" }, []],
    ["after an entry, with the pending ones", { entryReferenceFrom: "b3" }, ["p2", "p1", "b4"]],
    [
      "after an entry and from a date",
      { bookingStatus: "booked", entryReferenceFrom: "b1", dateFrom: "2026-05-01" },
      ["b4", "b3"],
    ],
  ])("%s", (_, over, expected) => expect(ids(selectEntries(ledger, options(over), TODAY))).toEqual(expected));
});

describe("what a report query cannot ask", () => {
  it.each<[string, Partial<ReportOptions>, boolean, string | undefined, string | undefined]>([
    [
      "an entryReferenceFrom the ledger lacks",
      { entryReferenceFrom: "zz" },
      true,
      "FORMAT_ERROR",
      "entryReferenceFrom",
    ],
    [
      "an entryReferenceFrom of a pending entry",
      { entryReferenceFrom: "p1" },
      true,
      "FORMAT_ERROR",
      "entryReferenceFrom",
    ],
    ["without the PSU, 91 days back", { dateFrom: "2026-03-02" }, false, "PERIOD_INVALID", "dateFrom"],
    [
      "without the PSU, a delta from an entry 92 days old",
      { entryReferenceFrom: "b1" },
      false,
      "PERIOD_INVALID",
      "entryReferenceFrom",
    ],
    ["without the PSU, 90 days back", { dateFrom: "2026-03-03" }, false, undefined, undefined],
    ["with the PSU, the whole history", { dateFrom: "2000-01-01" }, true, undefined, undefined],
    ["without the PSU, a recent delta", { entryReferenceFrom: "b3" }, false, undefined, undefined],
  ])("%s", (_, over, psuPresent, code, path) => {
    const problem = reportProblem(ledger, options(over), TODAY, psuPresent);
    expect([problem?.code, problem?.violations[0]?.path]).toEqual([code, path]);
  });
});

describe("paging", () => {
  it.each<[string, Partial<ReportOptions>, string[] | undefined, string[] | undefined, number]>([
    ["booked only: no pending list", { bookingStatus: "booked", limit: 2 }, ["b4", "b3"], undefined, 4],
    ["pending only: no booked list", { bookingStatus: "pending", limit: 2 }, undefined, ["p2", "p1"], 2],
    ["both, first page", { limit: 3 }, ["b4"], ["p2", "p1"], 6],
    ["both, second page", { offset: 3, limit: 3 }, ["b3", "b2", "b1"], [], 6],
    ["past the end", { offset: 10, limit: 3 }, [], [], 6],
  ])("%s", (_, over, bookedIds, pendingIds, total) => {
    const selected = selectEntries(ledger, options(over), TODAY);
    const page = reportPage(selected, options(over));
    expect([ids(page.booked), ids(page.pending), page.total]).toEqual([bookedIds, pendingIds, total]);
  });

  const links = (offset: number, limit: number, total: number) =>
    reportLinks({
      accountPath: "/v1/accounts/acc-1",
      accountLink: "account",
      options: options({ bookingStatus: "booked", dateFrom: "2026-01-01", offset, limit }),
      total,
    });
  const offsets = (all: Record<string, { href: string }>) =>
    Object.fromEntries(
      Object.entries(all).map(([name, l]) => [name, /offset=(\d+)/.exec(l.href)?.[1] ?? l.href]),
    );

  it.each<[string, number, number, number, Record<string, string>]>([
    ["one page: the account only", 0, 100, 10, { account: "/v1/accounts/acc-1" }],
    ["an empty report", 0, 100, 0, { account: "/v1/accounts/acc-1" }],
    ["the first of three", 0, 10, 25, { account: "/v1/accounts/acc-1", first: "0", next: "10", last: "20" }],
    [
      "the middle",
      10,
      10,
      25,
      { account: "/v1/accounts/acc-1", first: "0", previous: "0", next: "20", last: "20" },
    ],
    ["the last", 20, 10, 25, { account: "/v1/accounts/acc-1", first: "0", previous: "10", last: "20" }],
    [
      "exactly two pages, the second",
      10,
      10,
      20,
      { account: "/v1/accounts/acc-1", first: "0", previous: "0", last: "10" },
    ],
    [
      "an offset off the grid",
      5,
      10,
      25,
      { account: "/v1/accounts/acc-1", first: "0", previous: "0", next: "15", last: "20" },
    ],
  ])("%s", (_, offset, limit, total, expected) =>
    expect(offsets(links(offset, limit, total))).toEqual(expected),
  );

  it("repeats the query on every page link, and makes hrefs absolute through the wiring", () => {
    const all = reportLinks({
      accountPath: "/v1/card-accounts/card-1",
      accountLink: "cardAccount",
      options: options({
        bookingStatus: "both",
        dateFrom: "2026-01-01",
        dateTo: "2026-02-01",
        entryReferenceFrom: "a b",
        offset: 0,
        limit: 2,
      }),
      withBalance: "true",
      total: 3,
      href: (path) => `https://bank.test${path}`,
    });
    expect(all.cardAccount).toEqual({ href: "https://bank.test/v1/card-accounts/card-1", verbs: ["GET"] });
    expect(all.next?.href).toBe(
      "https://bank.test/v1/card-accounts/card-1/transactions?bookingStatus=both&dateFrom=2026-01-01&dateTo=2026-02-01&entryReferenceFrom=a%20b&withBalance=true&offset=2&limit=2",
    );
    expect(lastOffset(3, 2)).toBe(2);
  });
});

describe("the transactions query", () => {
  const refused = (query: Record<string, string>) => {
    try {
      parseWith(TransactionsQuery, query);
      return [];
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return error.violations.map((v) => [v.code, v.path, v.text]);
    }
  };

  it.each<[string, Record<string, string>, string, string, string]>([
    ["no bookingStatus", { dateFrom: "2026-01-01" }, "FORMAT_ERROR", "bookingStatus", "required"],
    [
      "information",
      { bookingStatus: "information", dateFrom: "2026-01-01" },
      "FORMAT_ERROR",
      "bookingStatus",
      "standing orders",
    ],
    [
      "all",
      { bookingStatus: "all", dateFrom: "2026-01-01" },
      "FORMAT_ERROR",
      "bookingStatus",
      "booked, pending or both",
    ],
    [
      "no dateFrom nor entryReferenceFrom",
      { bookingStatus: "booked" },
      "QUERY_PARAMETER_REQUIRED",
      "dateFrom",
      "dateFrom is required",
    ],
    [
      "dateTo before dateFrom",
      { bookingStatus: "booked", dateFrom: "2026-02-01", dateTo: "2026-01-31" },
      "FORMAT_ERROR",
      "dateTo",
      "before dateFrom",
    ],
    [
      "a date that is none",
      { bookingStatus: "booked", dateFrom: "2026-13-01" },
      "FORMAT_ERROR",
      "dateFrom",
      "not a date",
    ],
    [
      "a limit of 0",
      { bookingStatus: "booked", dateFrom: "2026-01-01", limit: "0" },
      "FORMAT_ERROR",
      "limit",
      "from 1 to 1000",
    ],
    [
      "a limit over 1000",
      { bookingStatus: "booked", dateFrom: "2026-01-01", limit: "1001" },
      "FORMAT_ERROR",
      "limit",
      "from 1 to 1000",
    ],
    [
      "a negative offset",
      { bookingStatus: "booked", dateFrom: "2026-01-01", offset: "-1" },
      "FORMAT_ERROR",
      "offset",
      "whole number",
    ],
    [
      "withBalance yes",
      { bookingStatus: "booked", dateFrom: "2026-01-01", withBalance: "yes" },
      "FORMAT_ERROR",
      "withBalance",
      "true, false",
    ],
  ])("refuses %s", (_, query, code, path, text) => {
    const [found] = refused(query);
    expect(found?.slice(0, 2)).toEqual([code, path]);
    expect(found?.[2]).toContain(text);
  });

  it.each<[string, unknown]>([
    ["no query object", null],
    ["a string", "bookingStatus=booked"],
  ])("refuses %s without throwing", (_, query) => {
    expect(() => parseWith(TransactionsQuery, query)).toThrow(ApiError);
  });

  it.each<[string, Record<string, string>, ReportOptions]>([
    [
      "the defaults",
      { bookingStatus: "booked", dateFrom: "2026-01-01" },
      { bookingStatus: "booked", dateFrom: "2026-01-01", offset: 0, limit: 100 },
    ],
    [
      "a delta without dates",
      { bookingStatus: "both", entryReferenceFrom: "b2" },
      { bookingStatus: "both", entryReferenceFrom: "b2", offset: 0, limit: 100 },
    ],
    [
      "a page",
      {
        bookingStatus: "pending",
        dateFrom: "2026-01-01",
        dateTo: "2026-01-02",
        offset: "10",
        limit: "10",
        other: "x",
      },
      { bookingStatus: "pending", dateFrom: "2026-01-01", dateTo: "2026-01-02", offset: 10, limit: 10 },
    ],
  ])("reads %s", (_, query, expected) =>
    expect(reportOptions(parseWith(TransactionsQuery, query))).toEqual(expected),
  );
});
