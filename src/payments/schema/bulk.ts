import { z } from "zod";
import { Amount, always, IsoDate, text } from "../../http/fields.js";
import { BulkAccount } from "./accounts.js";
import { BulkAddress, PurposeCode } from "./address.js";
import { Bicfi, ChargeBearer } from "./berlin-group.js";
import { remittanceExclusive, StructuredRemittance } from "./remittance.js";

/** The interface sets no upper bound; the sandbox takes up to this many entries (see docs/decisions.md). */
export const MAX_BULK_ENTRIES = 1000;

/**
 * What a credit to one creditor carries, as a bulk entry (interface 2.5) has it: shared with the
 * Norwegian domestic single payment, which is one such entry with its own accounts.
 */
export const creditorEntryFields = {
  endToEndIdentification: text(35).optional(),
  instructedAmount: Amount,
  creditorName: text(70),
  creditorAddress: BulkAddress,
  ultimateDebtor: text(70).optional(),
  remittanceInformationUnstructured: text(140).optional(),
  remittanceInformationStructured: StructuredRemittance.optional(),
  remittanceInformationStructuredArray: z.array(StructuredRemittance).min(1).optional(),
  purposeCode: PurposeCode.optional(),
  creditorAgentName: text(140).optional(),
  chargeBearer: ChargeBearer.optional(),
  remittanceInformationUnstructuredArray: z.array(text(140)).min(1).optional(),
};

export const BulkEntry = z
  .object({
    ...creditorEntryFields,
    debtorName: text(70).optional(),
    creditorAccount: BulkAccount,
    // The Berlin Group's fields of a bulk entry beyond the interface's (`./berlin-group.ts`).
    instructionIdentification: text(35).optional(),
    creditorAgent: Bicfi.optional(),
    ultimateCreditor: text(70).optional(),
  })
  .strict()
  .superRefine(remittanceExclusive, always);
export type BulkEntry = z.infer<typeof BulkEntry>;

/** Bulk Norwegian domestic credit transfer (interface 2.5). */
export const BulkPayment = z
  .object({
    paymentInformationId: text(35).optional(),
    debtorAccount: BulkAccount,
    requestedExecutionDate: IsoDate.optional(),
    payments: z.array(BulkEntry).min(1).max(MAX_BULK_ENTRIES),
    // The Berlin Group's fields of a bulk beyond the interface's: stored, not used (one booking per entry).
    batchBookingPreferred: z.boolean().optional(),
    requestedExecutionTime: z.iso.datetime({ offset: true }).optional(),
    debtorName: text(70).optional(),
  })
  .strict();
export type BulkPayment = z.infer<typeof BulkPayment>;
