import type { Operation } from "../http/operation.js";
import { createConsentOperation } from "./create.js";
import { deleteConsent, getConsentInformation, getConsentStatus } from "./read.js";

/** Consents (Berlin Group); their authorisations are SCA's routes, the account reads `./accounts/`. */
export const consentOperations: readonly Operation[] = [
  createConsentOperation,
  getConsentInformation,
  getConsentStatus,
  deleteConsent,
];
