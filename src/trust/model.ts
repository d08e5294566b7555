/** A TPP the sandbox has seen: the organisation and the key its certificates carry. */
export interface TppRecord {
  /** The certificate's organizationIdentifier (else its SHA-256 fingerprint): the TPP's id. */
  organisationId: string;
  name?: string;
  /** PSD2 roles of the certificate's QC statement (empty when it carries none). */
  roles: string[];
  /** SHA-256 of the public key (SubjectPublicKeyInfo DER), lower-case hex: what `pinned` binds. */
  keyFingerprint: string;
  /** Sandbox clock times. */
  firstSeen: string;
  lastSeen: string;
}

export type TrustMode = "pinned" | "ca" | "any";
