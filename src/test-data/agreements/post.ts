import { CustomerResponse } from "../customers/schema.js";
import { AgreementRequest } from "./schema.js";
import { defineOperation } from "../../http/operation.js";
import { sandboxData } from "../doc-common.js";
import { customerView } from "../customers/view.js";
import { validBody } from "../../http/validate.js";
import { upsertAgreement } from "../../bank/agreements.js";
import { bankContext } from "../../http/bank.js";

/**
 * POST /v1/sandbox/agreements: 201 when the agreement is new, 200 when engagements were added to it.
 * The answer is the customer (2.9), where agreements are shown; an agreement has no resource of its own.
 */
export const upsertSandboxAgreement = defineOperation({
  ...sandboxData,
  operationId: "upsertSandboxAgreement",
  method: "post",
  path: "/v1/sandbox/agreements",
  summary: "Create an agreement or add engagements to it",
  description:
    "The answer is the customer, where agreements are shown: 201 when the agreement is new, 200 when it grew.",
  body: AgreementRequest,
  responses: {
    200: { description: "Engagements added.", body: CustomerResponse },
    201: { description: "Agreement created.", body: CustomerResponse },
  },
  errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "CONFLICT"],
  handle: (c) => {
    const input = validBody(c, AgreementRequest);
    const { customer, created } = upsertAgreement(bankContext(c).store, input);
    return c.json(customerView(c, customer), created ? 201 : 200);
  },
});
