import type { Link } from "../http/schemas.js";
import type { ReportOptions } from "./schema/queries.js";

/**
 * The `_links` of a transaction report (Berlin Group `_linksAccountReport`, `_linksCardAccountReport`):
 * the account, and first / next / previous / last when the report has more than the page shown. Each
 * paging link repeats the query with its own offset, as the bank's "next" and "previous" links do.
 */
export interface ReportLinksInput {
  /** The account's path, e.g. /v1/accounts/{id}; the report is at `${accountPath}/transactions`. */
  accountPath: string;
  /** `account` for accounts, `cardAccount` for card accounts. */
  accountLink: "account" | "cardAccount";
  options: ReportOptions;
  /** withBalance as the request sent it, kept on every page. */
  withBalance?: string;
  total: number;
  /** Makes an absolute href of a path and query (the wiring's base URL). */
  href?: (pathAndQuery: string) => string;
}

function query(input: ReportLinksInput, offset: number): string {
  const { options } = input;
  const pairs: [string, string | undefined][] = [
    ["bookingStatus", options.bookingStatus],
    ["dateFrom", options.dateFrom],
    ["dateTo", options.dateTo],
    ["entryReferenceFrom", options.entryReferenceFrom],
    ["withBalance", input.withBalance],
    ["offset", String(offset)],
    ["limit", String(options.limit)],
  ];
  return pairs
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join("&");
}

/** The offset of the last page when pages start at 0, limit, 2 * limit ... */
export function lastOffset(total: number, limit: number): number {
  return total === 0 ? 0 : Math.floor((total - 1) / limit) * limit;
}

export function reportLinks(input: ReportLinksInput): Record<string, Link> {
  const href = input.href ?? ((pathAndQuery: string) => pathAndQuery);
  const { offset, limit } = input.options;
  const at = (to: number): Link => ({
    href: href(`${input.accountPath}/transactions?${query(input, to)}`),
    verbs: ["GET"],
  });
  const links: Record<string, Link> = {
    [input.accountLink]: { href: href(input.accountPath), verbs: ["GET"] },
  };
  const hasNext = offset + limit < input.total;
  if (offset === 0 && !hasNext) return links;
  links.first = at(0);
  if (offset > 0) links.previous = at(Math.max(0, offset - limit));
  if (hasNext) links.next = at(offset + limit);
  links.last = at(lastOffset(input.total, limit));
  return links;
}
