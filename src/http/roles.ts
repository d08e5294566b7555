import { createMiddleware } from "hono/factory";
import { apiError } from "../errors.js";
import type { AppEnv } from "./env.js";
import type { Psd2Role } from "./operation-rules.js";

export const PSP_PI: Psd2Role = { role: "PSP_PI", service: "payment initiation" };
export const PSP_AI: Psd2Role = { role: "PSP_AI", service: "account information" };

/**
 * A certificate with a QC statement may only use the services its PSD2 roles name (401 ROLE_INVALID,
 * Berlin Group): the role the matched operation declares (`c.var.operation.role`). One without a QC
 * statement (a plain self-made test certificate) is not refused.
 */
export const requireRole = createMiddleware<AppEnv>(function requireRoleMiddleware(c, next) {
  const wanted = c.get("operation")?.role;
  if (wanted !== undefined) {
    const { role, service } = wanted;
    const tpp = c.get("tpp");
    if (tpp?.qcStatement && !tpp.roles.includes(role)) {
      const held = tpp.roles.length > 0 ? tpp.roles.join(", ") : "none";
      throw apiError(
        "ROLE_INVALID",
        `${service} needs the PSD2 role ${role} in the certificate's QC statement; this certificate's roles: ${held}. Sign with a certificate that carries ${role}`,
        "TPP-Signature-Certificate",
      );
    }
  }
  return next();
});
