/** Methods that change nothing: a page elsewhere may still make them (it cannot read the answer). */
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export interface RequestSite {
  method: string;
  /** The Origin header, as sent. */
  origin: string | undefined;
  /** The Sec-Fetch-Site header, as sent. */
  fetchSite: string | undefined;
  /** The sandbox's own origins (`ownOrigins` in hosts.ts): never read from the Host header alone. */
  own: readonly string[];
}

/** Which header gave a request away as sent by another site's page, and what it said. */
export interface ForeignSite {
  header: "Origin" | "Sec-Fetch-Site";
  sent: string;
}

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a state-changing request was made by a page of another site (a form post, a fetch), or
 * undefined. A request with no Origin (curl, the CLI, a script) is not a browser's page and goes on;
 * Sec-Fetch-Site, which no page can write, is believed over Origin.
 */
export function foreignSite(request: RequestSite): ForeignSite | undefined {
  if (SAFE.has(request.method.toUpperCase())) return undefined;
  const site = request.fetchSite?.trim().toLowerCase();
  if (site === "cross-site" || site === "same-site") return { header: "Sec-Fetch-Site", sent: site };
  // A same-origin post may carry Origin null, as a page sent with Referrer-Policy no-referrer makes it.
  if (site === "same-origin" || request.origin === undefined) return undefined;
  const sent = request.origin === "null" ? undefined : originOf(request.origin);
  if (sent !== undefined && request.own.includes(sent)) return undefined;
  return { header: "Origin", sent: request.origin };
}
