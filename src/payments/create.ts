import type { Context } from "hono";
import type { z } from "zod";
import { apiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { parseAcceptFix } from "../http/headers.js";
import { validBody } from "../http/validate.js";
import { challengeAnswer, ScaChallenge } from "../sca/challenge.js";
import { redirectTargets } from "../sca/service.js";
import { createdLinks } from "./links.js";
import type { PaymentRecord } from "./model.js";
import type { PaymentPlan } from "./plan.js";
import { createPayment } from "./service.js";
import type { PaymentCreated } from "./schema/responses.js";

/** `allowLogicalDuplicate` (SEPA and bulk): absent means false; anything but true/false is a 400. */
export function allowLogicalDuplicate(c: Context<AppEnv>): boolean {
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
  /** Whether the operation answers the 401 Challenge to a PSU with no valid SCA (bulk; config sca.bulkChallenge). */
  psuChallenge?: boolean;
}

/** The route body shared by the three creation endpoints: validate, create, answer 201 (interface 2.2). */
export function createRoute<S extends z.ZodType>(options: CreateOptions<S>) {
  return async function createPaymentRoute(c: Context<AppEnv>) {
    const allowDuplicate = options.duplicateCheck ? allowLogicalDuplicate(c) : true;
    const plan = options.plan(validBody(c, options.body));
    const ctx = c.get("ctx");
    const header = (name: string) => c.req.header(name);
    const redirect = redirectTargets(header);
    if (!redirect) throw new Error("TPP-Redirect-URI passed the header check but is missing");
    let payment: PaymentRecord;
    try {
      payment = createPayment(ctx, {
        plan,
        tppId: c.get("tpp").id,
        tppName: c.get("tpp").name,
        header,
        redirect,
        acceptFixes: parseAcceptFix(c.req.header("x-accept-fix")),
        allowLogicalDuplicate: allowDuplicate,
        psuChallenge: options.psuChallenge === true && ctx.config.sca.bulkChallenge,
      });
    } catch (error) {
      if (error instanceof ScaChallenge) return challengeAnswer(c, error);
      throw error;
    }
    const authorisation = ctx.store.get("authorisations", payment.authorisationIds[0] ?? "");
    if (!authorisation) throw new Error(`payment ${payment.paymentId} was stored without its authorisation`);
    const links = createdLinks(c, payment, authorisation);
    const body: PaymentCreated = {
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
