import { z } from "zod";
import { always, IsoDate } from "../../http/fields.js";
import { DomesticAccount } from "./accounts.js";
import { berlinGroupParties } from "./berlin-group.js";
import { creditorEntryFields } from "./bulk.js";
import { remittanceExclusive } from "./remittance.js";

/**
 * Norwegian domestic credit transfer as a single payment, request body of POST
 * /v1/payments/norwegian-domestic-credit-transfers (payment type NCBCT, interface 9). The interface
 * names the product but shows no body: this is one bulk entry (2.5) with the accounts of the periodic
 * payment (2.4, bban and/or Norwegian iban) and a single payment's requestedExecutionDate
 * (docs/decisions.md, "Norwegian domestic credit transfer"), plus the Berlin Group's fields.
 */
export const DomesticPayment = z
  .object({
    ...creditorEntryFields,
    debtorAccount: DomesticAccount,
    creditorAccount: DomesticAccount,
    requestedExecutionDate: IsoDate.optional(),
    ...berlinGroupParties,
  })
  .strict()
  .superRefine(remittanceExclusive, always);
export type DomesticPayment = z.infer<typeof DomesticPayment>;
