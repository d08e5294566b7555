import { z } from "zod";
import { defineOperations } from "../../http/operation-doc.js";
import { sandboxOp } from "../doc-common.js";
import { AccountResponse, CreateAccountRequest, UpdateAccountBalanceRequest } from "./schema.js";

const account = z.object({ accountId: z.string().describe("The account's accountId") });

export const accountDocs = defineOperations([
  sandboxOp({
    operationId: "createSandboxAccount",
    method: "post",
    path: "/v1/sandbox/accounts",
    summary: "Create an account",
    description:
      "For a customer by customer number; a valid Norwegian bban and iban are made up unless given.",
    body: CreateAccountRequest,
    responses: { 201: { description: "Created.", body: AccountResponse, headers: ["Location"] } },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "CONFLICT"],
  }),
  sandboxOp({
    operationId: "getSandboxAccount",
    method: "get",
    path: "/v1/sandbox/accounts/{accountId}",
    summary: "Read an account",
    params: account,
    responses: { 200: { description: "The account with its balances.", body: AccountResponse } },
    errors: ["RESOURCE_UNKNOWN"],
  }),
  sandboxOp({
    operationId: "setSandboxAccountBalance",
    method: "put",
    path: "/v1/sandbox/accounts/{accountId}/balance",
    summary: "Set an account's balance",
    params: account,
    body: UpdateAccountBalanceRequest,
    responses: { 200: { description: "The account with its new balance.", body: AccountResponse } },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN", "STATUS_INVALID"],
  }),
]);
