import { randomBytes } from "node:crypto";

/** An opaque, URL-safe, unguessable identifier: 128 random bits as base64url (22 characters). */
export function opaqueId(): string {
  return randomBytes(16).toString("base64url");
}
