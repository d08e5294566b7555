import { z } from "zod";
import { text } from "../../http/fields.js";
import { StructuredRemittance } from "./remittance.js";

/**
 * Fields the Berlin Group 1.3.12 files define for a body that the interface's table leaves out.
 * Refusing them would refuse what a generic NextGenPSD2 client sends, so they are accepted with the
 * Berlin Group's own constraints, stored with the payment and shown by its GET, and otherwise not
 * used (docs/decisions.md, Strictness). Where the interface defines a field itself, its rule wins.
 */
export const Bicfi = z
  .string()
  .regex(
    /^[A-Z]{6}[A-Z2-9][A-NP-Z0-9]([A-Z0-9]{3})?$/,
    "must be a BIC (BICFI), e.g. DNBANOKKXXX (Berlin Group bicfi)",
  );

/** ISO 20022 ExternalPurpose1Code: four capital letters (the Berlin Group lists the 2018 code set). */
export const IsoPurposeCode = z
  .string()
  .regex(/^[A-Z]{4}$/, "must be an ISO 20022 external purpose code, four capital letters, e.g. GDDS");

export const ChargeBearer = z.enum(["DEBT", "CRED", "SHAR", "SLEV"]);

/** Remittance fields of the Berlin Group's single payment bodies (paymentInitiation_json and periodic). */
export const berlinGroupRemittance = {
  remittanceInformationUnstructuredArray: z.array(text(140)).min(1).optional(),
  remittanceInformationStructured: StructuredRemittance.optional(),
  remittanceInformationStructuredArray: z.array(StructuredRemittance).min(1).optional(),
};

/** Party and routing fields of the Berlin Group's single payment bodies, beyond the interface's. */
export const berlinGroupParties = {
  instructionIdentification: text(35).optional(),
  debtorName: text(70).optional(),
  creditorAgent: Bicfi.optional(),
  creditorId: text(35).optional(),
  ultimateCreditor: text(70).optional(),
};
