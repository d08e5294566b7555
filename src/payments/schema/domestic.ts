import { z } from "zod";
import { Amount, always, IsoDate, text } from "../../http/fields.js";
import { DomesticAccount } from "./accounts.js";
import { BulkAddress, PurposeCode } from "./address.js";
import { berlinGroupParties, ChargeBearer } from "./berlin-group.js";
import { remittanceExclusive, StructuredRemittance } from "./remittance.js";

/**
 * Norwegian domestic credit transfer as a single payment, request body of POST
 * /v1/payments/norwegian-domestic-credit-transfers (payment type NCBCT, interface 9). The interface
 * names the product but shows no body: this is one bulk entry (2.5) with the accounts of the periodic
 * payment (2.4, bban and/or Norwegian iban) and a single payment's requestedExecutionDate
 * (docs/decisions.md, "Norwegian domestic credit transfer"), plus the Berlin Group's fields.
 */
export const DomesticPayment = z
  .object({
    endToEndIdentification: text(35).optional(),
    instructedAmount: Amount,
    debtorAccount: DomesticAccount,
    creditorName: text(70),
    creditorAccount: DomesticAccount,
    creditorAddress: BulkAddress,
    ultimateDebtor: text(70).optional(),
    remittanceInformationUnstructured: text(140).optional(),
    remittanceInformationStructured: StructuredRemittance.optional(),
    remittanceInformationStructuredArray: z.array(StructuredRemittance).min(1).optional(),
    purposeCode: PurposeCode.optional(),
    requestedExecutionDate: IsoDate.optional(),
    ...berlinGroupParties,
    creditorAgentName: text(140).optional(),
    chargeBearer: ChargeBearer.optional(),
    remittanceInformationUnstructuredArray: z.array(text(140)).min(1).optional(),
  })
  .strict()
  .superRefine(remittanceExclusive, always);
export type DomesticPayment = z.infer<typeof DomesticPayment>;
