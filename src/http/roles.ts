import { createMiddleware } from "hono/factory";
import { apiError } from "../errors.js";
import type { AppEnv } from "./env.js";

/**
 * A certificate with a QC statement may only use the services its PSD2 roles name (401 ROLE_INVALID,
 * Berlin Group). One without a QC statement (a plain self-made test certificate) is not refused.
 */
export function requireRole(role: string, service: string) {
  return createMiddleware<AppEnv>(async function requireRoleMiddleware(c, next) {
    const tpp = c.get("tpp");
    if (tpp?.qcStatement && !tpp.roles.includes(role)) {
      const held = tpp.roles.length > 0 ? tpp.roles.join(", ") : "none";
      throw apiError(
        "ROLE_INVALID",
        `${service} needs the PSD2 role ${role} in the certificate's QC statement; this certificate's roles: ${held}. Sign with a certificate that carries ${role}`,
        "TPP-Signature-Certificate",
      );
    }
    await next();
  });
}
