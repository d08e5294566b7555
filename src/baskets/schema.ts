import { z } from "zod";
import { Link } from "../http/schemas.js";

/** Interface 8 (and 9): a basket holds up to 100 payments. */
export const MAX_BASKET_PAYMENTS = 100;

/** POST /v1/signing-baskets (interface 2.6): the ids of payments the TPP created earlier. */
export const CreateBasketBody = z
  .object({
    paymentIds: z
      .array(z.string().min(1, "a paymentId is a non-empty string"), {
        error: "paymentIds is required: the ids of the payments to sign together",
      })
      .min(1, "paymentIds must name at least one payment")
      .max(
        MAX_BASKET_PAYMENTS,
        `a signing basket holds at most ${MAX_BASKET_PAYMENTS} payments; split them over several baskets`,
      )
      .superRefine((ids, ctx) => {
        ids.forEach((id, i) => {
          const first = ids.indexOf(id);
          if (first !== i) {
            ctx.addIssue({
              code: "custom",
              path: [i],
              message: `payment ${id} is listed twice (first as paymentIds[${first}]); list each payment once`,
            });
          }
        });
      }),
  })
  .strict();
export type CreateBasketBody = z.infer<typeof CreateBasketBody>;

export const BasketTransactionStatus = z.enum(["RCVD", "PATC", "ACTC", "RJCT"]);

/** 201 of POST /v1/signing-baskets (interface 2.6, Berlin Group signingBasketResponse-201). */
export const BasketCreated = z
  .object({
    transactionStatus: BasketTransactionStatus,
    basketId: z.string().regex(/^[A-Za-z0-9_-]{22,}$/),
    _links: z.object({ scaRedirect: Link, self: Link, status: Link, scaStatus: Link }).strict(),
  })
  .strict();
export type BasketCreated = z.infer<typeof BasketCreated>;

/** GET /v1/signing-baskets/{basketId} (Berlin Group signingBasketResponse-200). */
export const BasketRead = z
  .object({
    payments: z.array(z.string().min(1)).min(1).max(MAX_BASKET_PAYMENTS),
    transactionStatus: BasketTransactionStatus,
    _links: z.object({ self: Link, status: Link }).strict(),
  })
  .strict();
export type BasketRead = z.infer<typeof BasketRead>;

/** GET /v1/signing-baskets/{basketId}/status (Berlin Group signingBasketStatusResponse-200). */
export const BasketStatusResponse = z.object({ transactionStatus: BasketTransactionStatus }).strict();
export type BasketStatusResponse = z.infer<typeof BasketStatusResponse>;
