import { ApiError } from "../errors.js";
import { defineOperation } from "../http/operation.js";
import { currencyProblem, knownAccount } from "./accounts.js";
import { paymentFee } from "./fees.js";
import { INSTANT } from "./products.js";
import { FeeInformationRequest } from "./schema/fee-information.js";
import type { FeeInformationResponse } from "./schema/responses.js";
import { answerSchemas, paymentInitiation } from "./operation-parts.js";
import { bankContext } from "../http/bank.js";

/**
 * POST /v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information (interface 4.8):
 * the fee an instant payment would cost, from the configured fee table. Signed with a Digest like
 * every POST; it creates nothing and needs no PSU. The debtor account must be a sandbox account, since
 * its currency decides whether a conversion fee applies.
 */
export const getInstantPaymentFee = paymentInitiation(
  defineOperation({
    operationId: "getInstantPaymentFee",
    method: "post",
    path: `/v1/payments/${INSTANT}/fee-information`,
    tag: "Fee information",
    summary: "Fee of an instant payment",
    description:
      "Interface 4.8: the fee an instant (straks) payment would cost, from the fee table. Creates nothing.",
    body: FeeInformationRequest,
    responses: async () => {
      const schemas = await answerSchemas();
      return { 200: { description: "The fee.", body: schemas.FeeInformationResponse } };
    },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN"],
    handle: (c) => {
      const body = c.req.valid("json");
      const { store, config } = bankContext(c);
      const hint = "GET /v1/sandbox/customers lists the customers and their accounts";
      const debtor = knownAccount(store, body.debtorAccount, "debtorAccount", hint);
      const problem = currencyProblem(debtor, body.debtorAccount, "debtorAccount");
      if (problem) throw new ApiError("FORMAT_ERROR", [problem]);
      const fee: FeeInformationResponse = paymentFee(config.payments.fees, INSTANT, debtor.currency, [
        body.instructedAmount.currency,
      ]);
      return c.json(fee);
    },
  }),
);
