/** Creates a payment of each kind through HTTP and hands back what a test needs to address it. */
import type { TransactionStatus } from "../../src/domain/transitions.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { type Bank, expectBody } from "./calls.js";
import { completePsuSca } from "./sca.js";
import {
  BULK_PATH,
  bulkPayment,
  PERIODIC_PATH,
  PSU,
  periodicPayment,
  psuHeaders,
  SEPA_PATH,
  sepaPayment,
} from "./payments.js";

export const kinds = {
  sepa: { path: SEPA_PATH, body: sepaPayment(), psu: PSU.private },
  periodic: { path: PERIODIC_PATH, body: periodicPayment(), psu: PSU.private },
  bulk: { path: BULK_PATH, body: bulkPayment(), psu: PSU.corporate },
} as const;
export type Kind = keyof typeof kinds;

export interface Created {
  paymentId: string;
  /** /v1/{service}/{product}/{paymentId} */
  self: string;
  body: Record<string, unknown>;
}

export async function createPayment(bank: Bank, kind: Kind): Promise<Created> {
  const { path, body, psu } = kinds[kind];
  if (kind === "bulk") await completePsuSca(bank);
  const answer = await bank.call("POST", path, { body, headers: psuHeaders(psu) });
  const created = expectBody(answer, 201, PaymentCreated);
  return { paymentId: created.paymentId, self: `${path}/${created.paymentId}`, body };
}

/** Moves a payment's status as the SCA page or the batch would (they are built elsewhere). */
export function setStatus(bank: Bank, paymentId: string, status: TransactionStatus): void {
  const { store } = bank.sandbox.ctx;
  const payment = store.get("payments", paymentId);
  if (!payment) throw new Error(`no payment ${paymentId}`);
  store.put("payments", { ...payment, transactionStatus: status });
}
