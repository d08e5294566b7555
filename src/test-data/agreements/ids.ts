import { randomInt } from "node:crypto";
import type { Records } from "../../store/store.js";

/** Every agreement id in the sandbox: an id is what PSU-Corporate-ID names, so it is unique bank-wide. */
export function agreementIds(store: Records): Set<string> {
  return new Set(store.values("customers").flatMap((c) => c.agreements.map((a) => a.id)));
}

/** A new 9-digit agreement id (the shape of the default data's, an organisation number's length). */
export function newAgreementId(store: Records): string {
  const taken = agreementIds(store);
  for (;;) {
    const id = String(randomInt(100_000_000, 1_000_000_000));
    if (!taken.has(id)) return id;
  }
}
