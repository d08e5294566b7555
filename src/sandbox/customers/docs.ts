import { z } from "zod";
import { defineOperations } from "../../http/operation-doc.js";
import { sandboxOp } from "../doc-common.js";
import { CreateCustomerRequest, CustomerListResponse, CustomerResponse } from "./schema.js";

export const customerDocs = defineOperations([
  sandboxOp({
    operationId: "listSandboxCustomers",
    method: "get",
    path: "/v1/sandbox/customers",
    summary: "List the customers",
    description: "Every customer with its customerId (the PSU-ID), customer number, agreements and accounts.",
    responses: { 200: { description: "The customers.", body: CustomerListResponse } },
  }),
  sandboxOp({
    operationId: "createSandboxCustomer",
    method: "post",
    path: "/v1/sandbox/customers",
    summary: "Create a customer",
    body: CreateCustomerRequest,
    responses: { 201: { description: "Created.", body: CustomerResponse, headers: ["Location"] } },
    errors: ["FORMAT_ERROR", "CONFLICT"],
  }),
  sandboxOp({
    operationId: "getSandboxCustomer",
    method: "get",
    path: "/v1/sandbox/customers/{customerId}",
    summary: "Read a customer",
    params: z.object({ customerId: z.string().describe("The customer's customerId (its PSU-ID)") }),
    responses: { 200: { description: "The customer.", body: CustomerResponse } },
    errors: ["RESOURCE_UNKNOWN"],
  }),
]);
