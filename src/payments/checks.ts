import { bankToday, type SandboxContext } from "../context.js";
import { isBefore } from "../domain/dates.js";
import { ApiError, apiError, type Violation } from "../errors.js";
import { summaryCode } from "../http/validate.js";
import { accountByRef } from "../bank/lookup.js";
import type { AccountRecord } from "../bank/model.js";
import type { Store } from "../store/store.js";
import { identifyPsu, type Psu, type PsuClaims } from "../psu/identify.js";
import { debtorAccount } from "./accounts.js";
import type { CreditTransfer, PaymentPlan } from "./plan.js";
import { serviceSpec } from "./products.js";

/** What the semantic rules establish about a payment whose body passed the schema. */
export interface CheckedPayment {
  psu: Psu;
  debtor: AccountRecord;
  /** The requested date, or the bank's today when none was given. */
  executionDate: string;
}

function kidMissing(store: Store, transfer: CreditTransfer): Violation | undefined {
  if (!accountByRef(store, transfer.creditorAccount)?.kidMandatory) return undefined;
  if (transfer.kids.length > 0) return undefined;
  return {
    code: "KID_MISSING",
    path: `${transfer.prefix}remittanceInformationStructured`,
    text: 'the creditor account accepts only payments with a KID: send remittanceInformationStructured {"reference": "<KID>", "referenceType": "KID"}',
  };
}

/**
 * The rules that need the sandbox's data (interface 5.2, 7): who the PSU is, whether it may use the
 * product and the debtor account, the execution date against the bank's today, KID-mandatory creditors.
 * PSU and account faults are thrown alone; the body's remaining faults are thrown together.
 */
export function checkPayment(ctx: SandboxContext, plan: PaymentPlan, claims: PsuClaims): CheckedPayment {
  const { store, config } = ctx;
  const psu = identifyPsu(store, claims);
  const spec = serviceSpec(plan);
  if (!spec.customerTypes.includes(psu.customer.customerType)) {
    throw apiError(
      "PRODUCT_INVALID",
      `${spec.name} payments are a corporate product; a PRIVATE PSU pays with single or periodic payments`,
      "payment-product",
    );
  }
  const problems: Violation[] = [];
  const debtor = debtorAccount(store, psu, plan.debtorAccount, problems);
  const today = bankToday(ctx);
  const date = plan.executionDate;
  if (date && isBefore(date.date, today)) {
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
  return { psu, debtor, executionDate: date?.date ?? today };
}
