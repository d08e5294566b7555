import type { Context } from "hono";
import type { z } from "zod";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { parseAcceptFix } from "../http/headers.js";
import { type BodyRule, validBody } from "../http/validate.js";
import type { PsuEnv } from "../psu/middleware.js";
import { challengeAnswer } from "../sca/challenge.js";
import { readScenario } from "../scenarios/header.js";
import { SCENARIO_HEADER } from "../scenarios/schema.js";
import { createdLinks } from "./links.js";
import type { PaymentPlan } from "./plan.js";
import { createPayment } from "./service.js";
import type { PaymentCreated, PaymentCreatedExplicit } from "./schema/responses.js";
import type { Strictness } from "../config/schema.js";
import { bankContext } from "../http/bank.js";

/** `allowLogicalDuplicate` (SEPA and bulk): absent means false; anything but true/false is a 400. */
export function allowLogicalDuplicate<E extends AppEnv>(c: Context<E>): boolean {
  const value = c.req.query("allowLogicalDuplicate");
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  throw apiError(
    "FORMAT_ERROR",
    `allowLogicalDuplicate must be true or false, not "${value}"`,
    "allowLogicalDuplicate",
  );
}

export interface CreateOptions<S extends z.ZodType> {
  body: S;
  plan: (body: z.infer<S>) => PaymentPlan;
  /** Whether the operation has the allowLogicalDuplicate parameter (and so the duplicate check). */
  duplicateCheck: boolean;
  /** Rules beyond the schema that depend on config `strictness` (`./strict-rules.ts`). */
  rules?: (strictness: Strictness) => BodyRule;
  /** Whether the operation answers the 401 Challenge to a PSU with no valid SCA (bulk; config sca.bulkChallenge). */
  psuChallenge?: boolean;
}

/** The route body shared by the three creation endpoints: validate, create, answer (interface 2.2). */
export function createRoute<S extends z.ZodType>(options: CreateOptions<S>) {
  return async function createPaymentRoute(c: Context<PsuEnv>) {
    const allowDuplicate = options.duplicateCheck ? allowLogicalDuplicate(c) : true;
    const ctx = bankContext(c);
    const plan = options.plan(validBody(c, options.body, options.rules?.(ctx.config.strictness)));
    const scenario = readScenario(c.req.header(SCENARIO_HEADER), plan.service, plan.transfers.length);
    const redirect = c.get("redirect");
    if (!redirect) throw new Error("TPP-Redirect-URI passed the header check but is missing");
    const result = createPayment(ctx, {
      plan,
      tppId: c.get("tpp").id,
      tppName: c.get("tpp").name,
      psu: c.get("psu"),
      redirect,
      acceptFixes: parseAcceptFix(c.req.header("x-accept-fix")),
      allowLogicalDuplicate: allowDuplicate,
      psuChallenge: options.psuChallenge === true && ctx.config.sca.bulkChallenge,
      // The header table checked the value is true or false.
      explicitAuthorisation: c.req.header("TPP-Explicit-Authorisation-Preferred")?.trim() === "true",
      ...(scenario ? { scenario } : {}),
    });
    if (result.kind === "challenge") return challengeAnswer(c, result.authorisation);
    const { payment } = result;
    const links = createdLinks(c, payment, result.authorisation);
    const body: Omit<PaymentCreated, "_links"> & {
      _links: PaymentCreated["_links"] | PaymentCreatedExplicit["_links"];
    } = {
      transactionStatus: payment.transactionStatus,
      paymentId: payment.paymentId,
      ...payment.fee,
      _links: links,
    };
    c.header("Location", links.self.href);
    c.header("ASPSP-SCA-Approach", "REDIRECT");
    return c.json(body, 201);
  };
}
