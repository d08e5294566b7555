import { z } from "zod";
import { defineOperations } from "../../http/operation-doc.js";
import { sandboxOp } from "../doc-common.js";
import { CardAccountResponse, CreateCardAccountRequest, UpdateCardBalanceRequest } from "./schema.js";

const card = z.object({ cardAccountId: z.string().describe("The card account's id") });

export const cardAccountDocs = defineOperations([
  sandboxOp({
    operationId: "createSandboxCardAccount",
    method: "post",
    path: "/v1/sandbox/card-accounts",
    summary: "Create a card account",
    body: CreateCardAccountRequest,
    responses: { 201: { description: "Created.", body: CardAccountResponse, headers: ["Location"] } },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "CONFLICT"],
  }),
  sandboxOp({
    operationId: "getSandboxCardAccount",
    method: "get",
    path: "/v1/sandbox/card-accounts/{cardAccountId}",
    summary: "Read a card account",
    params: card,
    responses: { 200: { description: "The card account.", body: CardAccountResponse } },
    errors: ["RESOURCE_UNKNOWN"],
  }),
  sandboxOp({
    operationId: "setSandboxCardAccountBalance",
    method: "put",
    path: "/v1/sandbox/card-accounts/{cardAccountId}/balance",
    summary: "Set a card account's balance",
    params: card,
    body: UpdateCardBalanceRequest,
    responses: { 200: { description: "The card account with its new balance.", body: CardAccountResponse } },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "STATUS_INVALID"],
  }),
]);
