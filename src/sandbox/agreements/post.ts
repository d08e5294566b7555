import type { Hono } from "hono";
import type { AppEnv } from "../../http/env.js";
import { customerView } from "../customers/view.js";
import { validBody } from "../../http/validate.js";
import { AgreementRequest } from "./schema.js";
import { upsertAgreement } from "./service.js";
import { bankContext } from "../../http/bank.js";

/**
 * POST /v1/sandbox/agreements: 201 when the agreement is new, 200 when engagements were added to it.
 * The answer is the customer (2.9), where agreements are shown; an agreement has no resource of its own.
 */
export function registerPostAgreement(app: Hono<AppEnv>): void {
  app.post("/", (c) => {
    const input = validBody(c, AgreementRequest);
    const { customer, created } = upsertAgreement(bankContext(c).store, input);
    return c.json(customerView(c, customer), created ? 201 : 200);
  });
}
