import type { ForgottenCount, ForgottenRequests, LoggedRequest } from "../context.js";
import type { Operation } from "../http/operation.js";
import { factOf } from "./classify.js";
import { IdOwners } from "./id-owners.js";
import { resets, tppRoutes } from "./declarations.js";
import { type RouteMatcher, routeMatcher } from "./routes.js";
import { identifier, seenOf } from "./seen.js";

/**
 * The tally of the requests the request log's ring drops: per TPP, run and reading (a few dozen kinds
 * of answer, not one row per request), the count, first and last time and the newest X-Request-ID.
 * It grows with the kinds met and the records named, never with the traffic.
 */
export function createRequestTally(all: readonly Operation[]): ForgottenRequests {
  // Built when the ring first forgets a request: most runs never fill it.
  let route: RouteMatcher | undefined;
  const identify = identifier();
  const counts = new Map<string, ForgottenCount>();
  const owners = new IdOwners<{ tpp: string; run: string }>();
  const resetsAt = new Map<string, number>();
  const resetIds: readonly string[] = resets.operationIds;
  /** One owner object per TPP and run, shared by every id it names: an id costs its map entry alone. */
  const sharedOwners = new Map<string, { tpp: string; run: string }>();
  const ownerOf = (tpp: string, run: string) => {
    const key = `${tpp}\n${run}`;
    let owner = sharedOwners.get(key);
    if (owner === undefined) {
      owner = { tpp, run };
      sharedOwners.set(key, owner);
    }
    return owner;
  };
  return {
    counts,
    owners,
    resets: resetsAt,
    add(request: LoggedRequest) {
      route ??= routeMatcher(tppRoutes(all));
      const seen = seenOf(request, route, identify);
      if (request.method === "POST" && request.path === resets.controlPath && request.status < 300) {
        const tpp = new URLSearchParams(request.query).get("tpp") ?? "";
        resetsAt.set(tpp, request.at);
      }
      const owner = seen.tpp === undefined ? owners.get(seen.resources[0] ?? "") : undefined;
      const tpp = seen.tpp ?? owner?.tpp;
      if (tpp === undefined) return;
      const run = seen.run ?? owner?.run ?? "";
      if (seen.operationId !== undefined && resetIds.includes(seen.operationId) && seen.status < 300) {
        resetsAt.set(tpp, request.at);
      }
      if (seen.tpp !== undefined) {
        const owner = ownerOf(tpp, run);
        // One lookup per id: setting the owner an id holds already changes nothing.
        for (const id of seen.resources) owners.set(id, owner);
      }
      const fact = factOf(seen);
      // A cheap key to count by; the fact itself is written out once, for its first request.
      const at = `${tpp}\n${run}\n${fact.operationId}\n${fact.status}\n${fact.codes}\n${fact.scenario}\n${fact.fault}\n${fact.transactionStatus}\n${fact.linkUsed}`;
      const known = counts.get(at);
      if (known) {
        known.count += 1;
        known.lastAt = request.at;
        known.requestId = request.requestId;
      } else {
        counts.set(at, {
          tpp,
          run,
          key: JSON.stringify(fact),
          count: 1,
          firstAt: request.at,
          lastAt: request.at,
          requestId: request.requestId,
        });
      }
    },
    clear() {
      counts.clear();
      owners.clear();
      sharedOwners.clear();
      resetsAt.clear();
    },
  };
}
