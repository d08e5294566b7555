import type { SandboxContext } from "../context.js";
import { NEW } from "../domain/transitions.js";
import { apiError } from "../errors.js";
import { opaqueId } from "../ids.js";
import { requireValidSca } from "../sca/challenge.js";
import { newAuthorisation, putAuthorisation, type RedirectTargets } from "../sca/service.js";
import type { Store } from "../store/store.js";
import { checkPayment } from "./checks.js";
import { duplicateKey, findDuplicate, rememberKey } from "./duplicates.js";
import { paymentFee } from "./fees.js";
import { putPayment, statusChange } from "./lifecycle.js";
import type { PaymentRecord, PaymentService } from "./model.js";
import type { PaymentPlan } from "./plan.js";
import type { HeaderReader } from "./psu.js";

export interface CreatePayment {
  plan: PaymentPlan;
  tppId: string;
  /** The TPP's certificate name, shown to the PSU on the SCA page. */
  tppName?: string | undefined;
  header: HeaderReader;
  redirect: RedirectTargets;
  acceptFixes: string[];
  /** false: a logical duplicate is refused with 409. Periodic payments have no duplicate check. */
  allowLogicalDuplicate: boolean;
  /** Bulk (DESIGN "401 Challenge"): a PSU with no valid SCA gets a ScaChallenge before anything is stored. */
  psuChallenge?: boolean;
}

/** Runs the semantic rules on a validated payment and stores it with its authorisation. */
export function createPayment(ctx: SandboxContext, input: CreatePayment): PaymentRecord {
  const { store, clock, config } = ctx;
  const { plan } = input;
  const { psu, debtor, executionDate } = checkPayment(ctx, plan, input.header);
  if (input.psuChallenge) {
    requireValidSca(ctx, { tppId: input.tppId, tppName: input.tppName, psu, redirect: input.redirect });
  }
  const now = clock.now();
  const key = duplicateKey({
    tppId: input.tppId,
    product: `${plan.service}/${plan.product}`,
    debtorAccountId: debtor.accountId,
    executionDate,
    transfers: plan.transfers.map((t) => ({ creditorAccount: t.creditorAccount, ...t.instructedAmount })),
  });
  const window = config.payments.duplicateWindowMinutes;
  const earlier = input.allowLogicalDuplicate ? undefined : findDuplicate(store, key, now, window);
  if (earlier) {
    throw apiError(
      "CONFLICT",
      `logical duplicate of payment ${earlier.paymentId} made ${earlier.createdAt}; to make it anyway send allowLogicalDuplicate=true`,
      "allowLogicalDuplicate",
    );
  }

  const paymentId = opaqueId();
  const authorisation = newAuthorisation(ctx, {
    kind: "payment",
    resource: { service: plan.service, product: plan.product, paymentId },
    tppId: input.tppId,
    tppName: input.tppName,
    psuCustomerId: psu.customer.customerId,
    redirect: input.redirect,
  });
  const created = statusChange(NEW, "created", now, { by: input.tppId });
  const payment: PaymentRecord = {
    paymentId,
    service: plan.service,
    product: plan.product,
    tppId: input.tppId,
    psuCustomerId: psu.customer.customerId,
    agreementId: psu.agreement.id,
    debtorAccountId: debtor.accountId,
    request: plan.request,
    transactionStatus: created.to,
    statusHistory: [created],
    authorisationIds: [authorisation.authorisationId],
    cancellationAuthorisationIds: [],
    acceptFixes: input.acceptFixes,
    fee: paymentFee(
      config.payments.fees,
      plan.product,
      debtor.currency,
      plan.transfers.map((t) => t.instructedAmount.currency),
    ),
    executionDate,
    duplicateKey: key,
    createdAt: now.toISOString(),
    statusChangedAt: now.toISOString(),
  };
  // Payment, authorisation and duplicate key survive a crash together or not at all.
  store.commit([
    putAuthorisation(authorisation),
    putPayment(payment),
    ...(plan.service === "periodic-payments" ? [] : [rememberKey(store, payment, now, window)]),
  ]);
  return payment;
}

/** The TPP's own payment at this address; anything else (unknown, another TPP's, other path) is 404. */
export function findPayment(
  store: Store,
  tppId: string,
  service: PaymentService,
  product: string,
  paymentId: string,
): PaymentRecord {
  const payment = store.get("payments", paymentId);
  if (!payment || payment.tppId !== tppId || payment.service !== service || payment.product !== product) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no payment ${paymentId} at /v1/${service}/${product}; use the paymentId and links your creation answer gave`,
      "paymentId",
    );
  }
  return payment;
}
