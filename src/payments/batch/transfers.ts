import type { SandboxConfig } from "../../config/schema.js";
import type { Amount } from "../../http/fields.js";
import type { AccountRef } from "../accounts.js";
import { paymentFee } from "../fees.js";
import type { PaymentRecord } from "../model.js";
import { creditsOf, serviceSpec } from "../products.js";
import type { BulkEntry } from "../schema/bulk.js";
import type { Transfer } from "./ledger.js";

/** What one credit transfer of a request carries: a single or periodic body, or one bulk entry. */
type Credit = Pick<
  BulkEntry,
  "instructedAmount" | "creditorName" | "remittanceInformationUnstructured" | "endToEndIdentification"
> & { creditorAccount: AccountRef };

function transferOf(credit: Credit, prefix: string, key: string, fee: Amount | undefined): Transfer {
  const { creditorName, remittanceInformationUnstructured: remittance, endToEndIdentification: e2e } = credit;
  // Built field by field rather than spread: a clock move makes one per execution.
  const transfer: Transfer = {
    instructedAmount: credit.instructedAmount,
    creditorAccount: credit.creditorAccount,
    prefix,
    key,
  };
  if (creditorName !== undefined) transfer.creditorName = creditorName;
  if (remittance !== undefined) transfer.remittanceInformationUnstructured = remittance;
  if (e2e !== undefined) transfer.endToEndIdentification = e2e;
  if (fee) transfer.fee = fee;
  return transfer;
}

/**
 * The credit transfers a payment books, each with the fee it pays: a single payment (SEPA, or one
 * execution of a standing order keyed by its date) pays the fee reported at creation; each bulk
 * entry pays the per-entry fee of the same fee table.
 */
export function transfersOf(config: SandboxConfig, payment: PaymentRecord, key = ""): Transfer[] {
  const credits = creditsOf(payment);
  if (!serviceSpec(payment).entries) {
    return credits.map((credit) => transferOf(credit, "", key, payment.fee.transactionFees));
  }
  const { debtorAccount } = payment.request;
  return credits.map((entry, index) => {
    const fee = paymentFee(config.payments.fees, payment.product, debtorAccount.currency, [
      entry.instructedAmount.currency,
    ]).transactionFees;
    return transferOf(entry, `payments[${index}].`, String(index), fee);
  });
}
