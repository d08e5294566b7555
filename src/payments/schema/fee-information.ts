import { z } from "zod";
import { isCurrency } from "../../domain/currency.js";
import { DomesticAccount } from "./accounts.js";
import { always, Amount, text } from "../../http/fields.js";

/**
 * Body of POST /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information. The
 * interface names the endpoint only; the body is the instant payment the TPP proposes to make.
 * Instant ("straks") transfers are domestic and in NOK.
 */
export const FeeInformationRequest = z
  .object({
    instructedAmount: Amount,
    debtorAccount: DomesticAccount,
    creditorAccount: DomesticAccount,
    creditorName: text(70).optional(),
    endToEndIdentification: text(35).optional(),
    remittanceInformationUnstructured: text(140).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const currency = value?.instructedAmount?.currency;
    if (typeof currency === "string" && isCurrency(currency) && currency !== "NOK") {
      const message = "instant Norwegian transfers (straks) are made in NOK; send instructedAmount in NOK";
      ctx.addIssue({ code: "custom", path: ["instructedAmount", "currency"], message });
    }
  }, always);
export type FeeInformationRequest = z.infer<typeof FeeInformationRequest>;
