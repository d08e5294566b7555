import type { RequestIdRecord } from "./model.js";

/** What makes two requests with one X-Request-ID the same request. */
export type Fingerprint = Pick<RequestIdRecord, "method" | "path" | "query" | "bodyHash">;

/** How long an id is remembered: 24 hours on the bank's clock. */
export const REMEMBERED_MS = 24 * 3600 * 1000;

export function isRemembered(record: RequestIdRecord, now: Date): boolean {
  return now.getTime() - Date.parse(record.at) < REMEMBERED_MS;
}

/** The parts that differ, in the order a developer would look at them (empty: the same request). */
export function differences(first: Fingerprint, again: Fingerprint): string[] {
  const parts: string[] = [];
  if (first.method !== again.method) parts.push("method");
  if (first.path !== again.path) parts.push("path");
  if (first.query !== again.query) parts.push("query");
  if (first.bodyHash !== again.bodyHash) parts.push("body");
  return parts;
}

/** "GET /v1/payments/x/status" (with the query when there was one). */
export function describe(fingerprint: Fingerprint): string {
  return `${fingerprint.method} ${fingerprint.path}${fingerprint.query}`;
}
