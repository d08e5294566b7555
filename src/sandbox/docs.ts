import { defineOperations } from "../http/operation-doc.js";
import { accountTransactionDocs } from "./account-transactions/docs.js";
import { accountDocs } from "./accounts/docs.js";
import { agreementDocs } from "./agreements/docs.js";
import { cardAccountDocs } from "./card-accounts/docs.js";
import { cardTransactionDocs } from "./card-transactions/docs.js";
import { CustomerListResponse } from "./customers/schema.js";
import { customerDocs } from "./customers/docs.js";
import { sandboxOp } from "./doc-common.js";
import { tppDocs } from "./tpp/docs.js";

/** The OpenAPI description of the sandbox data API under /v1/sandbox (see src/http/operation-doc.ts). */
export const sandboxDocs = defineOperations([
  sandboxOp({
    operationId: "initializeSandbox",
    method: "post",
    path: "/v1/sandbox/initialize",
    summary: "Reset to the default data",
    description:
      "Interface 4.8: wipes payments and data and refills the default customers, which it answers.",
    responses: { 200: { description: "The customers now in the sandbox.", body: CustomerListResponse } },
  }),
  ...customerDocs,
  ...agreementDocs,
  ...accountDocs,
  ...accountTransactionDocs,
  ...cardAccountDocs,
  ...cardTransactionDocs,
  ...tppDocs,
]);
