import type { SandboxContext } from "../context.js";
import { dateIn } from "../domain/dates.js";
import { NEW, transition } from "../domain/transitions.js";
import { ApiError, apiError, type Violation } from "../errors.js";
import { summaryCode } from "../http/validate.js";
import { opaqueId } from "../ids.js";
import { createAuthorisation, type RedirectTargets } from "../sca/service.js";
import type { Store } from "../store/store.js";
import { debtorAccount, findAccount } from "./accounts.js";
import { duplicateKey, findDuplicate, rememberKey } from "./duplicates.js";
import { paymentFee } from "./fees.js";
import type { PaymentRecord, PaymentService } from "./model.js";
import type { CreditTransfer, PaymentPlan } from "./plan.js";
import { type HeaderReader, identifyPsu } from "./psu.js";

export interface CreatePayment {
  plan: PaymentPlan;
  tppId: string;
  header: HeaderReader;
  redirect: RedirectTargets;
  acceptFixes: string[];
  /** false: a logical duplicate is refused with 409. Periodic payments have no duplicate check. */
  allowLogicalDuplicate: boolean;
}

function kidMissing(store: Store, transfer: CreditTransfer): Violation | undefined {
  if (!findAccount(store, transfer.creditorAccount)?.kidMandatory) return undefined;
  if (transfer.kids && transfer.kids.length > 0) return undefined;
  const path =
    transfer.kids === undefined
      ? `${transfer.prefix}creditorAccount`
      : `${transfer.prefix}remittanceInformationStructured`;
  const text =
    transfer.kids === undefined
      ? "the creditor account accepts only payments with a KID, which this product cannot carry; pay it with a bulk payment entry whose remittanceInformationStructured holds the KID"
      : 'the creditor account accepts only payments with a KID: send remittanceInformationStructured {"reference": "<KID>", "referenceType": "KID"}';
  return { code: "KID_MISSING", path, text };
}

/** Runs the semantic rules on a validated payment and stores it with its authorisation. */
export function createPayment(ctx: SandboxContext, input: CreatePayment): PaymentRecord {
  const { store, clock, config } = ctx;
  const { plan } = input;
  const psu = identifyPsu(store, input.header);
  if (plan.service === "bulk-payments" && psu.customer.customerType !== "CORPORATE") {
    throw apiError(
      "PRODUCT_INVALID",
      "bulk payments are a corporate product; a PRIVATE PSU pays with single or periodic payments",
      "payment-product",
    );
  }
  const problems: Violation[] = [];
  const debtor = debtorAccount(store, psu, plan.debtorAccount, problems);
  const now = clock.now();
  const today = dateIn(now, config.timeZone);
  const date = plan.executionDate;
  if (date && date.date < today) {
    problems.push({
      code: "EXECUTION_DATE_INVALID",
      path: date.field,
      text: `${date.field} ${date.date} is in the past; the bank's date today is ${today} (${config.timeZone})`,
    });
  }
  for (const transfer of plan.transfers) {
    const missing = kidMissing(store, transfer);
    if (missing) problems.push(missing);
  }
  if (problems.length > 0) throw new ApiError(summaryCode(problems), problems);

  const executionDate = date?.date ?? today;
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
  const authorisation = createAuthorisation(ctx, {
    kind: "payment",
    resource: { service: plan.service, product: plan.product, paymentId },
    tppId: input.tppId,
    psuCustomerId: psu.customer.customerId,
    redirect: input.redirect,
  });
  const payment: PaymentRecord = {
    paymentId,
    service: plan.service,
    product: plan.product,
    tppId: input.tppId,
    psuCustomerId: psu.customer.customerId,
    agreementId: psu.agreement.id,
    debtorAccountId: debtor.accountId,
    request: plan.request,
    transactionStatus: transition(NEW, "created"),
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
  store.put("payments", paymentId, payment);
  if (plan.service !== "periodic-payments") rememberKey(store, payment, now, window);
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
