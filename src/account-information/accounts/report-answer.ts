import type { Link } from "../../http/schemas.js";
import { type LedgerEntry, type ReportPage, reportPage, reportProblem, selectEntries } from "../report.js";
import { reportLinks } from "../report-links.js";
import { type ReportOptions, reportOptions, type TransactionsQuery } from "../schema/queries.js";
import type { AdmittedRead } from "./gate.js";

/**
 * One page of an account's or card account's transaction report, with its `_links`: the query's
 * problems refused first (an entryReferenceFrom naming nothing, more than 90 days without the PSU).
 */
export interface ReportAnswer<T> {
  page: ReportPage<T>;
  links: Record<string, Link>;
}

export function reportAnswer<T extends LedgerEntry>(
  read: AdmittedRead,
  ledger: readonly T[],
  query: TransactionsQuery,
  at: { accountPath: string; accountLink: "account" | "cardAccount" },
): ReportAnswer<T> {
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
  return { page, links };
}
