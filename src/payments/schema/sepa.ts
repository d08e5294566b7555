import { z } from "zod";
import { Amount, always, IsoDate, text } from "../../http/fields.js";
import { SepaAccount } from "./accounts.js";
import { Address } from "./address.js";
import { berlinGroupParties, berlinGroupRemittance, ChargeBearer, IsoPurposeCode } from "./berlin-group.js";
import { remittanceExclusive } from "./remittance.js";

/**
 * SEPA credit transfer, request body of POST /v1/payments/sepa-credit-transfers (interface 2.3), plus
 * the Berlin Group's fields of the same body (`./berlin-group.ts`).
 */
export const SepaPayment = z
  .object({
    endToEndIdentification: text(35).optional(),
    instructedAmount: Amount,
    creditorName: text(70),
    creditorAccount: SepaAccount,
    creditorAddress: Address.optional(),
    debtorAccount: SepaAccount,
    remittanceInformationUnstructured: text(140).optional(),
    requestedExecutionDate: IsoDate.optional(),
    ...berlinGroupParties,
    ultimateDebtor: text(70).optional(),
    creditorAgentName: text(140).optional(),
    purposeCode: IsoPurposeCode.optional(),
    chargeBearer: ChargeBearer.optional(),
    ...berlinGroupRemittance,
  })
  .strict()
  .superRefine(remittanceExclusive, always);
export type SepaPayment = z.infer<typeof SepaPayment>;
