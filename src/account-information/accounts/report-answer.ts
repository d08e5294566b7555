import type { Link } from "../../http/schemas.js";
import { type LedgerEntry, reportPage, reportProblem, selectEntries } from "../report.js";
import { reportLinks } from "../report-links.js";
import { type ReportOptions, reportOptions, type TransactionsQuery } from "../schema/queries.js";
import type { AdmittedRead } from "./gate.js";

/**
 * One page of an account's or card account's transaction report (Berlin Group `accountReport`,
 * `cardAccountReport`): `booked` and `pending` as bookingStatus asks, each entry shown by `view`, and
 * the `_links`. The query's own problems are refused first (an entryReferenceFrom naming nothing,
 * more than 90 days without the PSU).
 */
export interface Report<V> {
  booked?: V[];
  pending?: V[];
  _links: Record<string, Link>;
}

export function reportAnswer<T extends LedgerEntry, V>(
  read: AdmittedRead,
  ledger: readonly T[],
  query: TransactionsQuery,
  at: { accountPath: string; accountLink: "account" | "cardAccount" },
  view: (entry: T) => V,
): Report<V> {
  const options: ReportOptions = reportOptions(query);
  const problem = reportProblem(ledger, options, read.today, read.psuPresent);
  if (problem) throw problem;
  const page = reportPage(selectEntries(ledger, options, read.today), options);
  const links = reportLinks({
    ...at,
    options,
    ...(query.withBalance === undefined ? {} : { withBalance: query.withBalance }),
    total: page.total,
    href: read.href,
  });
  return {
    ...(page.booked === undefined ? {} : { booked: page.booked.map(view) }),
    ...(page.pending === undefined ? {} : { pending: page.pending.map(view) }),
    _links: links,
  };
}
