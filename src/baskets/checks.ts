import { ApiError, type ErrorCode, type Violation } from "../errors.js";
import type { PaymentRecord } from "../payments/model.js";
import type { Psu } from "../psu/identify.js";
import type { SandboxContext } from "../context.js";
import { expirePaymentScas } from "../payments/authorisations/expiry.js";
import { serviceSpec } from "../payments/products.js";

/**
 * What may go into a new basket (docs/decisions.md#signing-baskets): each id a payment of
 * this TPP (else 400 FORMAT_ERROR with a RESOURCE_UNKNOWN message: Berlin Group answers an unknown
 * reference in the body with 400), a single payment, SEPA or domestic (else 400
 * REFERENCE_MIX_INVALID, interface 4.4), of the basket's PSU and agreement (else 400
 * REFERENCE_MIX_INVALID), still RCVD and in no other basket (else 409 REFERENCE_STATUS_INVALID), judged after any overdue SCA of it has expired.
 * Every faulty id is reported, the worst class first.
 */
export function basketPayments(
  ctx: SandboxContext,
  tppId: string,
  psu: Psu,
  ids: readonly string[],
): PaymentRecord[] {
  const found: PaymentRecord[] = [];
  const byCode = new Map<ErrorCode, Violation[]>();
  const fault = (code: ErrorCode, path: string, text: string) =>
    byCode.set(code, [...(byCode.get(code) ?? []), { code, path, text }]);
  ids.forEach((id, i) => {
    const path = `paymentIds[${i}]`;
    const stored = ctx.store.scope(tppId).get("payments", id);
    // A payment whose own SCA timed out unread is RJCT now, not RCVD.
    const payment = stored && expirePaymentScas(ctx, stored);
    if (!payment) {
      fault(
        "RESOURCE_UNKNOWN",
        path,
        `no payment ${id} of this TPP; list the paymentIds your creation answers gave`,
      );
      return;
    }
    found.push(payment);
    if (!serviceSpec(payment).inBaskets) {
      fault(
        "REFERENCE_MIX_INVALID",
        path,
        `payment ${id} is a ${serviceSpec(payment).name} payment; only single payments (/v1/payments/...) can be placed in a signing basket`,
      );
    } else if (
      payment.psuCustomerId !== psu.customer.customerId ||
      payment.agreementId !== psu.agreement.id
    ) {
      fault(
        "REFERENCE_MIX_INVALID",
        path,
        `payment ${id} was made for another PSU or agreement than this basket's (PSU-ID ${psu.customer.customerId}${psu.customer.customerType === "CORPORATE" ? `, PSU-Corporate-ID ${psu.agreement.id}` : ""}); a basket holds one PSU's payments`,
      );
    } else if (payment.transactionStatus !== "RCVD") {
      fault(
        "REFERENCE_STATUS_INVALID",
        path,
        `payment ${id} is ${payment.transactionStatus}; only payments still waiting for SCA (RCVD) can be placed in a basket`,
      );
    } else if (payment.basketId !== undefined) {
      fault(
        "REFERENCE_STATUS_INVALID",
        path,
        `payment ${id} is already in signing basket ${payment.basketId}; a payment is in one basket at most (DELETE that basket to free it)`,
      );
    }
  });
  const unknown = byCode.get("RESOURCE_UNKNOWN");
  if (unknown) throw new ApiError("FORMAT_ERROR", unknown);
  for (const code of ["REFERENCE_MIX_INVALID", "REFERENCE_STATUS_INVALID"] as const) {
    const violations = byCode.get(code);
    if (violations) throw new ApiError(code, violations);
  }
  return found;
}
