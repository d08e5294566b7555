/**
 * The trust check run on every certificate whose signature verified: in mode `ca` it must chain to
 * a configured CA; in mode `pinned` its key must be the one its organisation first presented. Every
 * mode records the TPP in the registry (`GET /__admin/tpps`).
 */
import { createHash } from "node:crypto";
import { apiError } from "../errors.js";
import { CERTIFICATE_HEADER, type ParsedCertificate } from "../signing/certificate.js";
import type { Records } from "../store/store.js";
import { issuingCa, type TrustedCa } from "./ca.js";
import type { TrustMode } from "./model.js";
import { sight } from "./pinning.js";

export interface TrustCheckOptions {
  /** Read per request so the mode follows the config. */
  mode: () => TrustMode;
  cas: readonly TrustedCa[];
  store: Records;
}

export type TrustCheck = (certificate: ParsedCertificate, now: Date) => void;

const fingerprints = new WeakMap<ParsedCertificate, string>();

/** SHA-256 of the certificate's SubjectPublicKeyInfo: the same for every certificate of one key. */
export function keyFingerprint(certificate: ParsedCertificate): string {
  let fingerprint = fingerprints.get(certificate);
  if (fingerprint === undefined) {
    const spki = certificate.publicKey.export({ type: "spki", format: "der" });
    fingerprint = createHash("sha256").update(spki).digest("hex");
    fingerprints.set(certificate, fingerprint);
  }
  return fingerprint;
}

const invalid = (text: string) => apiError("CERTIFICATE_INVALID", text, CERTIFICATE_HEADER);

export function createTrustCheck(options: TrustCheckOptions): TrustCheck {
  return function checkTrust(certificate, now) {
    const mode = options.mode();
    if (mode === "ca") {
      const chain = issuingCa(certificate.x509, options.cas, now);
      if ("problem" in chain) throw invalid(chain.problem);
    }
    const { identity } = certificate;
    const seen = {
      organisationId: identity.id,
      roles: identity.roles,
      keyFingerprint: keyFingerprint(certificate),
      ...(identity.name !== undefined ? { name: identity.name } : {}),
    };
    const sighting = sight(mode, options.store.get("tpps", identity.id), seen, now);
    if (!sighting.ok) {
      const path = `/__admin/tpps/${encodeURIComponent(identity.id)}`;
      throw invalid(
        `organisation ${identity.id} is pinned to another key (SHA-256 ${sighting.pinned.keyFingerprint}, first seen ${sighting.pinned.firstSeen}); this certificate's key is ${seen.keyFingerprint}. Sign with the pinned key, or rotate: DELETE ${path} on the control API and send the new certificate (or set trust.mode to "ca" or "any")`,
      );
    }
    if (sighting.record !== undefined) options.store.put("tpps", sighting.record);
  };
}
