import { z } from "zod";
import { SepaAccount } from "./accounts.js";
import { Amount, IsoDate, text } from "../../http/fields.js";
import { Address } from "./address.js";

/** SEPA credit transfer, request body of POST /v1/payments/sepa-credit-transfers (interface 2.3). */
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
  })
  .strict();
export type SepaPayment = z.infer<typeof SepaPayment>;
