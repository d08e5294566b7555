import type { SandboxContext } from "../context.js";
import { NEW } from "../domain/transitions.js";
import { apiError } from "../errors.js";
import { opaqueId } from "../ids.js";
import type { PsuClaims } from "../psu/identify.js";
import type { RedirectTargets } from "../psu/redirect.js";
import { scaChallenge } from "../sca/challenge.js";
import type { AuthorisationRecord } from "../sca/model.js";
import { newAuthorisation, putAuthorisation } from "../sca/service.js";
import type { Scenario } from "../scenarios/schema.js";
import type { Store } from "../store/store.js";
import { bankToday } from "../context.js";
import { addDays } from "../domain/calendar.js";
import { isBefore } from "../domain/dates.js";
import { checkPayment } from "./checks.js";
import { duplicateKey, findDuplicate, rememberKey } from "./duplicates.js";
import { paymentFee } from "./fees.js";
import { perTppNote } from "../tenancy/unknown.js";
import { putPayment, statusChange } from "./lifecycle.js";
import type { PaymentRecord, PaymentService } from "./model.js";
import { kindOf, type PaymentPlan } from "./plan.js";
import { serviceSpec, servedAt } from "./products.js";

export interface CreatePayment {
  plan: PaymentPlan;
  tppId: string;
  /** The TPP's certificate name, shown to the PSU on the SCA page. */
  tppName?: string | undefined;
  /** Who the request says the PSU is; `checkPayment` decides whether the bank knows it. */
  psu: PsuClaims;
  redirect: RedirectTargets;
  acceptFixes: string[];
  /** false: a logical duplicate is refused with 409. Periodic payments have no duplicate check. */
  allowLogicalDuplicate: boolean;
  /** Bulk (docs/decisions.md#sca, "401 Challenge scope"): a PSU with no valid SCA is challenged before anything is stored. */
  psuChallenge?: boolean;
  /** TPP-Explicit-Authorisation-Preferred: true: no implicit authorisation; the TPP starts one (or baskets the payment). */
  explicitAuthorisation?: boolean;
  /** X-Sandbox-Scenario: the lifecycle path the payment is to take (docs/scenarios.md#scenario-triggers). */
  scenario?: Scenario;
}

/** `pending`: due no earlier than tomorrow, so approval makes it PDNG as a future-dated payment is. */
function scenarioDate(ctx: SandboxContext, date: string, scenario: Scenario | undefined): string {
  if (scenario !== "pending") return date;
  const tomorrow = addDays(bankToday(ctx), 1);
  return isBefore(date, tomorrow) ? tomorrow : date;
}

/**
 * What a creation came to: the payment stored with its authorisation, or — nothing stored but a
 * PSU-level authorisation — the 401 Challenge the PSU must complete first.
 */
export type CreateResult =
  | { kind: "created"; payment: PaymentRecord; authorisation: AuthorisationRecord | undefined }
  | { kind: "challenge"; authorisation: AuthorisationRecord };

/** What an explicit start falls back to when its request names no redirect (docs/decisions.md#sca). */
function explicitStart(input: CreatePayment): NonNullable<PaymentRecord["explicitStart"]> {
  return { redirect: input.redirect, ...(input.tppName ? { tppName: input.tppName } : {}) };
}

/** Runs the semantic rules on a validated payment and stores it with its authorisation. */
export function createPayment(ctx: SandboxContext, input: CreatePayment): CreateResult {
  const { store, clock, config } = ctx;
  const { plan } = input;
  const checked = checkPayment(ctx, plan, input.psu);
  const { psu, debtor } = checked;
  const executionDate = scenarioDate(ctx, checked.executionDate, input.scenario);
  if (input.psuChallenge) {
    const challenge = scaChallenge(ctx, {
      tppId: input.tppId,
      tppName: input.tppName,
      psu,
      redirect: input.redirect,
    });
    if (challenge) return { kind: "challenge", authorisation: challenge };
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
  const authorisation = input.explicitAuthorisation
    ? undefined
    : newAuthorisation(ctx, {
        kind: "payment",
        resource: { service: plan.service, product: plan.product, paymentId },
        tppId: input.tppId,
        tppName: input.tppName,
        psuCustomerId: psu.customer.customerId,
        redirect: input.redirect,
        ...(input.scenario ? { scenario: input.scenario } : {}),
      });
  const created = statusChange(NEW, "created", now, { by: input.tppId });
  const payment: PaymentRecord = {
    paymentId,
    ...kindOf(plan),
    tppId: input.tppId,
    psuCustomerId: psu.customer.customerId,
    agreementId: psu.agreement.id,
    debtorAccountId: debtor.accountId,
    transactionStatus: created.to,
    statusHistory: [created],
    authorisationIds: authorisation ? [authorisation.authorisationId] : [],
    ...(authorisation ? {} : { explicitStart: explicitStart(input) }),
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
    ...(input.scenario ? { scenario: input.scenario } : {}),
  };
  // Payment, authorisation and duplicate key survive a crash together or not at all.
  store.commit([
    ...(authorisation ? [putAuthorisation(authorisation)] : []),
    putPayment(payment),
    ...(serviceSpec(plan).duplicateCheck ? [rememberKey(store, payment, now, window)] : []),
  ]);
  return { kind: "created", payment, authorisation };
}

/** The TPP's own payment at this address; anything else (unknown, another TPP's, other path) is 404. */
export function findPayment(
  store: Store,
  tppId: string,
  service: PaymentService,
  product: string,
  paymentId: string,
): PaymentRecord {
  const payment = store.scope(tppId).get("payments", paymentId);
  if (!payment || !servedAt(payment, service, product)) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no payment ${paymentId} at /v1/${service}/${product}; ${perTppNote(tppId)}. Use the paymentId and links your creation answer gave`,
      "paymentId",
    );
  }
  return payment;
}
