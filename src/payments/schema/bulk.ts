import { z } from "zod";
import { BulkAccount } from "./accounts.js";
import { always, Amount, IsoDate, text } from "../../http/fields.js";
import { BulkAddress, PurposeCode } from "./address.js";
import { remittanceExclusive, StructuredRemittance } from "./remittance.js";

/** The interface sets no upper bound; the sandbox takes up to this many entries (see docs/decisions.md). */
export const MAX_BULK_ENTRIES = 1000;

export const BulkEntry = z
  .object({
    endToEndIdentification: text(35).optional(),
    instructedAmount: Amount,
    debtorName: text(70).optional(),
    creditorName: text(70),
    creditorAccount: BulkAccount,
    creditorAddress: BulkAddress,
    ultimateDebtor: text(70).optional(),
    remittanceInformationUnstructured: text(140).optional(),
    remittanceInformationStructured: StructuredRemittance.optional(),
    remittanceInformationStructuredArray: z.array(StructuredRemittance).min(1).optional(),
    purposeCode: PurposeCode.optional(),
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
  })
  .strict();
export type BulkPayment = z.infer<typeof BulkPayment>;
