import { z } from "zod";
import { Link } from "../http/schemas.js";

/** Interface 8 (and 9): a basket holds up to 100 payments; the sandbox holds its consents to the same. */
export const MAX_BASKET_PAYMENTS = 100;

/** One list of ids the basket takes (Berlin Group signingBasket): non-empty strings, each once. */
function idList(noun: string, field: string) {
  return z
    .array(z.string().min(1, `a ${noun}Id is a non-empty string`))
    .min(1, `${field} must name at least one ${noun}, or be left out`)
    .max(
      MAX_BASKET_PAYMENTS,
      `a signing basket holds at most ${MAX_BASKET_PAYMENTS} ${noun}s; split them over several baskets`,
    )
    .superRefine((ids, ctx) => {
      ids.forEach((id, i) => {
        const first = ids.indexOf(id);
        if (first !== i) {
          ctx.addIssue({
            code: "custom",
            path: [i],
            message: `${noun} ${id} is listed twice (first as ${field}[${first}]); list each ${noun} once`,
          });
        }
      });
    });
}

/**
 * POST /v1/signing-baskets (interface 2.6, Berlin Group signingBasket): the ids of payments and of
 * consents the TPP created earlier, at least one of either.
 */
export const CreateBasketBody = z
  .object({
    paymentIds: idList("payment", "paymentIds").optional(),
    consentIds: idList("consent", "consentIds").optional(),
  })
  .strict()
  .refine((body) => body.paymentIds !== undefined || body.consentIds !== undefined, {
    message:
      "paymentIds or consentIds is required: the ids of the payments and consents to authorise together",
    path: ["paymentIds"],
  });
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
    payments: z.array(z.string().min(1)).min(1).max(MAX_BASKET_PAYMENTS).optional(),
    consents: z.array(z.string().min(1)).min(1).max(MAX_BASKET_PAYMENTS).optional(),
    transactionStatus: BasketTransactionStatus,
    _links: z.object({ self: Link, status: Link }).strict(),
  })
  .strict();
export type BasketRead = z.infer<typeof BasketRead>;

/** GET /v1/signing-baskets/{basketId}/status (Berlin Group signingBasketStatusResponse-200). */
export const BasketStatusResponse = z.object({ transactionStatus: BasketTransactionStatus }).strict();
export type BasketStatusResponse = z.infer<typeof BasketStatusResponse>;
