import type { SandboxConfig } from "../config/schema.js";
import type { Amount } from "../http/fields.js";
import type { AccountRef } from "../payments/accounts.js";
import { paymentFee } from "../payments/fees.js";
import type { PaymentRecord } from "../payments/model.js";
import type { Transfer } from "./ledger.js";

type Body = Record<string, unknown>;

function transferOf(body: Body, prefix: string, key: string, fee: Amount | undefined): Transfer {
  const pick = (name: string) => (typeof body[name] === "string" ? (body[name] as string) : undefined);
  const creditorName = pick("creditorName");
  const remittance = pick("remittanceInformationUnstructured");
  const e2e = pick("endToEndIdentification");
  return {
    instructedAmount: body.instructedAmount as Amount,
    creditorAccount: body.creditorAccount as AccountRef,
    ...(creditorName !== undefined ? { creditorName } : {}),
    ...(remittance !== undefined ? { remittanceInformationUnstructured: remittance } : {}),
    ...(e2e !== undefined ? { endToEndIdentification: e2e } : {}),
    ...(fee ? { fee } : {}),
    prefix,
    key,
  };
}

/**
 * The credit transfers a payment books, each with the fee it pays: a single payment (SEPA, or one
 * execution of a standing order keyed by its date) pays the fee reported at creation; each bulk
 * entry pays the per-entry fee of the same fee table.
 */
export function transfersOf(config: SandboxConfig, payment: PaymentRecord, key = ""): Transfer[] {
  const request = payment.request;
  if (payment.service !== "bulk-payments") {
    return [transferOf(request, "", key, payment.fee.transactionFees)];
  }
  const debtorCurrency = (request.debtorAccount as AccountRef).currency;
  const entries = request.payments as Body[];
  return entries.map((entry, index) => {
    const currency = (entry.instructedAmount as Amount).currency;
    const fee = paymentFee(
      config.payments.fees,
      payment.product as keyof SandboxConfig["payments"]["fees"]["perPayment"],
      debtorCurrency,
      [currency],
    ).transactionFees;
    return transferOf(entry, `payments[${index}].`, String(index), fee);
  });
}
