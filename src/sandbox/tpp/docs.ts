import { defineOperations } from "../../http/operation-doc.js";
import { sandboxOp } from "../doc-common.js";
import { ContactRequest, ContactResponse } from "./schema.js";

export const tppDocs = defineOperations([
  sandboxOp({
    operationId: "setTppContact",
    method: "post",
    path: "/v1/sandbox/tpp/contact",
    summary: "Set the TPP's contact e-mail",
    description: "Interface 4.8 (TPP dialogue): 201 when new, 200 when replaced.",
    body: ContactRequest,
    responses: {
      200: { description: "Replaced.", body: ContactResponse },
      201: { description: "Created.", body: ContactResponse, headers: ["Location"] },
    },
    errors: ["FORMAT_ERROR"],
  }),
  sandboxOp({
    operationId: "getTppContact",
    method: "get",
    path: "/v1/sandbox/tpp/contact",
    summary: "Read the TPP's contact e-mail",
    responses: { 200: { description: "The contact.", body: ContactResponse } },
    errors: ["RESOURCE_UNKNOWN"],
  }),
]);
