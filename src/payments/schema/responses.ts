import { z } from "zod";
import { transactionStatuses } from "../../domain/transitions.js";
import { Link, ShownAmount, TppMessage } from "../../http/schemas.js";

/** Every answer the payment endpoints give, so tests can hold the sandbox to them. */
export const TransactionStatus = z.enum(transactionStatuses);

/** 201 of the three creation endpoints (interface 2.2) with the link scheme the SCA flow builds on. */
export const PaymentCreated = z
  .object({
    transactionStatus: TransactionStatus,
    paymentId: z.string().regex(/^[A-Za-z0-9_-]{22,}$/),
    transactionFees: ShownAmount.strict().optional(),
    transactionFeeIndicator: z.boolean(),
    tppMessages: z.array(TppMessage).optional(),
    psuMessage: z.string().max(512).optional(),
    _links: z.object({ scaRedirect: Link, self: Link, status: Link, scaStatus: Link }).strict(),
  })
  .strict();
export type PaymentCreated = z.infer<typeof PaymentCreated>;

/**
 * 201 of a creation with TPP-Explicit-Authorisation-Preferred: true (Berlin Group): no authorisation
 * yet, so `startAuthorisation` (POST .../authorisations) instead of scaRedirect and scaStatus.
 */
export const PaymentCreatedExplicit = PaymentCreated.extend({
  _links: z.object({ startAuthorisation: Link, self: Link, status: Link }).strict(),
}).strict();
export type PaymentCreatedExplicit = z.infer<typeof PaymentCreatedExplicit>;

/** GET .../{paymentId}/status (Berlin Group paymentInitiationStatusResponse-200_json). */
export const PaymentStatusResponse = z
  .object({
    transactionStatus: TransactionStatus,
    fundsAvailable: z.boolean().optional(),
    psuMessage: z.string().max(512).optional(),
    tppMessages: z.array(TppMessage).optional(),
    _links: z.object({ self: Link, status: Link }).strict(),
  })
  .strict();
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponse>;

/** GET .../{paymentId}: the stored request body plus its status (checked against the body schemas). */
export const withStatus = <S extends z.ZodObject>(body: S) =>
  body.safeExtend({ transactionStatus: TransactionStatus }).strict();

/** 202 of DELETE on an authorised payment: the cancellation needs the PSU's SCA. */
export const CancellationStarted = z
  .object({
    transactionStatus: TransactionStatus,
    _links: z.object({ startAuthorisation: Link, scaRedirect: Link, self: Link, status: Link }).strict(),
  })
  .strict();
export type CancellationStarted = z.infer<typeof CancellationStarted>;

export const FeeInformationResponse = z
  .object({ transactionFeeIndicator: z.boolean(), transactionFees: ShownAmount.strict().optional() })
  .strict();
export type FeeInformationResponse = z.infer<typeof FeeInformationResponse>;
