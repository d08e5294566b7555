import type { LoggedRequest, RequestLog } from "../context.js";
import { present, type RequestLogEntry } from "./entry.js";

export interface RequestFilter {
  /** A TPP's organisation id, or part of its name (any case). */
  tpp?: string;
  /** An exact status (401) or a class (4xx). */
  status?: string;
  method?: string;
  /** Path prefix, e.g. /v1/payments. */
  path?: string;
  /** Sandbox time: only requests at or after it. */
  since?: Date;
  limit: number;
}

function matches(record: LoggedRequest, filter: RequestFilter): boolean {
  if (filter.method !== undefined && record.method !== filter.method.toUpperCase()) return false;
  if (filter.path !== undefined && !record.path.startsWith(filter.path)) return false;
  if (filter.since !== undefined && record.at < filter.since.getTime()) return false;
  if (filter.status !== undefined) {
    const status = String(record.status);
    const wanted = filter.status.toLowerCase();
    const hit = wanted.endsWith("xx") ? status[0] === wanted[0] : status === wanted;
    if (!hit) return false;
  }
  if (filter.tpp !== undefined) {
    const tpp = record.tpp;
    const wanted = filter.tpp.toLowerCase();
    if (tpp === undefined) return false;
    if (tpp.id !== filter.tpp && !tpp.name?.toLowerCase().includes(wanted)) return false;
  }
  return true;
}

/** The logged requests that match, newest first: how many, and the first `limit` of them. */
export function listRequests(log: RequestLog, filter: RequestFilter) {
  const entries: RequestLogEntry[] = [];
  let total = 0;
  for (const record of log.newestFirst()) {
    if (!matches(record, filter)) continue;
    total += 1;
    if (entries.length < filter.limit) entries.push(present(record));
  }
  return { total, entries };
}

/** The newest request with this X-Request-ID. */
export function findRequest(log: RequestLog, xRequestId: string): RequestLogEntry | undefined {
  for (const record of log.newestFirst()) if (record.requestId === xRequestId) return present(record);
  return undefined;
}

/** The entry with this sequence number, while the log still holds it. */
export function requestEntry(log: RequestLog, seq: number): RequestLogEntry | undefined {
  for (const record of log.newestFirst()) if (record.seq === seq) return present(record);
  return undefined;
}

/** The TPPs of the logged requests, with how many each made. */
export function tppsOf(log: RequestLog): Map<string, { name?: string; requests: number }> {
  const seen = new Map<string, { name?: string; requests: number }>();
  for (const { tpp } of log.newestFirst()) {
    if (tpp === undefined) continue;
    const known = seen.get(tpp.id);
    seen.set(tpp.id, { ...(tpp.name ? { name: tpp.name } : {}), requests: (known?.requests ?? 0) + 1 });
  }
  return seen;
}
