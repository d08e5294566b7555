import type { SandboxConfig } from "../../config/schema.js";
import type { TppMessage } from "../../errors.js";
import { moved } from "../lifecycle.js";
import type { CauseDetails, EntryOutcome, PaymentRecord } from "../model.js";
import type { Records } from "../../store/store.js";
import { PaymentLedger } from "./ledger.js";
import { transfersOf } from "./transfers.js";
import { serviceSpec } from "../products.js";
import { change } from "../../store/change.js";

/**
 * Executes one due, authorised payment: ACTC -> ACSP -> ACSC (every transfer booked), PART (a bulk
 * with some entries rejected) or RJCT (nothing booked). The debit, the booked transactions and the
 * payment's final record go to the store in ONE commit, so a crash keeps all of it or none.
 */
export function settle(
  store: Records,
  config: SandboxConfig,
  payment: PaymentRecord,
  today: string,
  now: Date,
  details: CauseDetails = {},
): PaymentRecord {
  const ledger = new PaymentLedger(store, config);
  const processing = moved(payment, "batch", now, {}, details);
  const outcomes: EntryOutcome[] = [];
  const messages: TppMessage[] = [];
  let psuMessage: string | undefined;
  let fundsAvailable: boolean | undefined;
  for (const transfer of transfersOf(config, payment)) {
    const booking = ledger.book(payment, transfer, today, now);
    if (booking.ok) {
      outcomes.push({ transactionStatus: "ACSC", transactionId: booking.transactionId });
      continue;
    }
    outcomes.push({ transactionStatus: "RJCT", reason: booking.message.text ?? "rejected" });
    messages.push(booking.message);
    psuMessage ??= booking.psuMessage;
    if (booking.fundsAvailable === false) fundsAvailable = false;
  }
  const booked = outcomes.filter((o) => o.transactionStatus === "ACSC").length;
  const event =
    booked === outcomes.length ? "settled" : booked === 0 ? "settlement-rejected" : "settled-partially";
  // A PART bulk was executed in part: the PSU is told so first, then why the rest was not.
  if (event === "settled-partially") {
    const part = `${booked} of ${outcomes.length} payments were executed`;
    psuMessage = psuMessage === undefined ? `${part}.` : `${part}. ${psuMessage}`;
  }
  const final = moved(
    processing,
    event,
    now,
    {
      ...(booked > 0 ? { settledAt: now.toISOString(), bookingDate: today } : {}),
      ...(serviceSpec(payment).entries ? { entries: outcomes } : {}),
      ...(messages.length > 0 ? { tppMessages: messages } : {}),
      ...(psuMessage !== undefined ? { psuMessage } : {}),
      ...(fundsAvailable !== undefined ? { fundsAvailable } : booked > 0 ? { fundsAvailable: true } : {}),
    },
    details,
  );
  store.commit([...ledger.changes, change.put("payments", final)]);
  return final;
}
