import { defineOperations } from "../../http/operation-doc.js";
import { CustomerResponse } from "../customers/schema.js";
import { sandboxOp } from "../doc-common.js";
import { AgreementRequest } from "./schema.js";

export const agreementDocs = defineOperations([
  sandboxOp({
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
  }),
]);
