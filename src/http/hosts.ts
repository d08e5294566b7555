import { isIP } from "node:net";
import { createMiddleware } from "hono/factory";
import type { SandboxConfig } from "../config/schema.js";
import { apiError } from "../errors.js";
import type { AppEnv } from "./env.js";
import { requestUrl } from "./url.js";

type HostSettings = Pick<SandboxConfig, "allowedHosts" | "publicUrl" | "host">;

/** A host name as URL gives it (lower case, IPv6 in brackets), without the root's trailing dot. */
function bare(hostname: string): string {
  const name = hostname.toLowerCase().replace(/\.$/, "");
  return name.startsWith("[") && name.endsWith("]") ? name.slice(1, -1) : name;
}

function publicHost(publicUrl: string | undefined): string | undefined {
  if (publicUrl === undefined) return undefined;
  try {
    return bare(new URL(publicUrl).hostname);
  } catch {
    return undefined;
  }
}

/**
 * Whether the sandbox answers to this host name on the surfaces that act (the control API, the
 * dashboard, the SCA page). An IP address cannot be rebound (the page's origin is then the sandbox's
 * own address), nor can `localhost` and the names under it, which browsers resolve to loopback
 * themselves; every other name must be one the operator named: publicUrl's, the listening host's, or
 * one of `allowedHosts` (a leading dot takes a domain and every name under it).
 */
export function knownHost(hostname: string, settings: HostSettings): boolean {
  const name = bare(hostname);
  if (name === "" || isIP(name) !== 0) return name !== "";
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (name === bare(settings.host) || name === publicHost(settings.publicUrl)) return true;
  return settings.allowedHosts.some((allowed) => {
    const entry = allowed.toLowerCase();
    return entry.startsWith(".") ? name === entry.slice(1) || name.endsWith(entry) : name === entry;
  });
}

/**
 * The origins a page of this sandbox has: the one the request came to when its Host is known, and
 * publicUrl's. Never the Host alone: a rebound name would make any page its own origin.
 */
export function ownOrigins(host: string, settings: HostSettings): string[] {
  const own: string[] = [];
  const url = URL.canParse(`http://${host}`) ? new URL(`http://${host}`) : undefined;
  if (url !== undefined && knownHost(url.hostname, settings)) {
    own.push(url.origin, new URL(`https://${host}`).origin);
  }
  if (settings.publicUrl !== undefined && URL.canParse(settings.publicUrl)) {
    own.push(new URL(settings.publicUrl).origin);
  }
  return own;
}

/**
 * Refuses, with 421 Misdirected Request and before anything is read or changed, a request whose Host is no name the
 * sandbox answers to: what a page on a name rebound to this address (DNS rebinding) sends.
 */
export const knownHostOnly = createMiddleware<AppEnv>(function knownHostOnly(c, next) {
  const { hostname, host } = requestUrl(c);
  if (!knownHost(hostname, c.get("ctx").config)) {
    const name = bare(hostname);
    throw apiError(
      "MISDIRECTED_REQUEST",
      `the sandbox does not answer to the host name ${name} (Host: ${host}) here: reach it as localhost or by its IP address, or add "${name}" to allowedHosts (PSD2_SANDBOX_ALLOWED_HOSTS=${name}) when this name is yours`,
      "Host",
    );
  }
  return next();
});
