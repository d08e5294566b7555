import { z } from "zod";
import { ShownAmount } from "../../http/schemas.js";
import { BulkPayment } from "./bulk.js";
import { DomesticPayment } from "./domestic.js";
import { PeriodicPayment } from "./periodic.js";
import { withStatus } from "./responses.js";
import { SepaPayment } from "./sepa.js";

/** What the batch did with each entry of a bulk, in the order of `payments`. */
export const EntryOutcome = z
  .object({
    transactionStatus: z.enum(["ACSC", "RJCT"]),
    transactionId: z.string().optional(),
    reason: z.string().optional(),
  })
  .strict();

/** One execution of a standing order, oldest first. */
export const PeriodicExecution = z
  .object({
    scheduledDate: z.string(),
    date: z.string(),
    amount: ShownAmount,
    transactionStatus: z.enum(["ACSC", "RJCT"]),
    transactionId: z.string().optional(),
    fundsAvailable: z.boolean().optional(),
    reason: z.string().optional(),
    executedAt: z.string(),
  })
  .strict();

/** GET /v1/{payment-service}/{payment-product}/{paymentId}: the request as stored, its status and outcomes. */
export const PaymentRead = z.union([
  withStatus(SepaPayment),
  withStatus(DomesticPayment),
  withStatus(PeriodicPayment)
    .safeExtend({ executions: z.array(PeriodicExecution).optional() })
    .strict(),
  withStatus(BulkPayment)
    .safeExtend({ entries: z.array(EntryOutcome).optional() })
    .strict(),
]);
