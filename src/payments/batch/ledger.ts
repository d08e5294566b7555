import type { SandboxConfig } from "../../config/schema.js";
import { type Booking, failed, Ledger, type Refused, type Transfer } from "../../bank/ledger.js";
import type { PaymentRecord } from "../model.js";
import { creditsOf, serviceSpec } from "../products.js";
import type { Records, StoreChange } from "../../store/store.js";

export type { Booking, Transfer };

/**
 * The bank's ledger as the batch books payments on it: the payment's scenario (X-Sandbox-Scenario)
 * becomes the refusal the ledger gives. Its changes are committed with the payment's new status.
 */
export class PaymentLedger {
  private readonly ledger: Ledger;

  constructor(store: Records, config: SandboxConfig) {
    this.ledger = new Ledger(store, config.batch.exchangeRates);
  }

  get changes(): StoreChange[] {
    return this.ledger.changes;
  }

  /** Debits the debtor and credits a sandbox creditor, or says why it cannot. */
  book(payment: PaymentRecord, transfer: Transfer, bookingDate: string, now: Date): Booking {
    const order = {
      paymentId: payment.paymentId,
      debtorAccountId: payment.debtorAccountId,
      refusal: scenarioFailure(payment, transfer),
      ...(payment.scenario === "insufficient-funds"
        ? { shortOfFunds: "insufficient funds (X-Sandbox-Scenario: insufficient-funds)" }
        : {}),
    };
    return this.ledger.book(order, transfer, bookingDate, now);
  }
}

/** payment-failed and part (X-Sandbox-Scenario): the refusals a blocked debtor or a returned entry give. */
function scenarioFailure(payment: PaymentRecord, transfer: Transfer): Refused | undefined {
  if (payment.scenario === "payment-failed") {
    return failed("the payment cannot be executed (X-Sandbox-Scenario: payment-failed)", "debtorAccount");
  }
  const entries = serviceSpec(payment).entries ? creditsOf(payment).length : 0;
  if (payment.scenario === "part" && transfer.key === String(entries - 1)) {
    return failed(
      "the entry was returned by the creditor's bank (X-Sandbox-Scenario: part)",
      `${transfer.prefix}creditorAccount`,
    );
  }
  return undefined;
}
