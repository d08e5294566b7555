import type { Context } from "hono";
import { parseAcceptFix } from "../http/headers.js";
import type { BodyRule } from "../http/validate.js";
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

/** The headers a creation reads, as its header table checked them: a table without them does not compile. */
export interface CreationHeaders {
  readonly "x-accept-fix": string | undefined;
  /** true: no implicit authorisation; the table checked it is true or false. */
  readonly "TPP-Explicit-Authorisation-Preferred": string | undefined;
}

export interface CreateOptions {
  /** allowLogicalDuplicate=true (SEPA and bulk; an operation without the parameter has no duplicate check). */
  allowLogicalDuplicate: boolean;
  /** Whether the operation answers the 401 Challenge to a PSU with no valid SCA (bulk; config sca.bulkChallenge). */
  psuChallenge?: boolean;
}

/** Rules beyond the schema that depend on config `strictness` (`./strict-rules.ts`), as the input step takes them. */
export function strictRules(rules: (strictness: Strictness) => BodyRule) {
  return (c: Parameters<typeof bankContext>[0]) => rules(bankContext(c).config.strictness);
}

/**
 * What the creation endpoints share once the input step has checked the query and the body: create,
 * answer (interface 2.2).
 */
export function createdAnswer(
  c: Context<PsuEnv>,
  headers: CreationHeaders,
  plan: PaymentPlan,
  options: CreateOptions,
) {
  const ctx = bankContext(c);
  const scenario = readScenario(c.req.header(SCENARIO_HEADER), plan.service, plan.transfers.length);
  const redirect = c.get("redirect");
  if (!redirect) throw new Error("TPP-Redirect-URI passed the header check but is missing");
  const result = createPayment(ctx, {
    plan,
    tppId: c.get("tpp").id,
    tppName: c.get("tpp").name,
    psu: c.get("psu"),
    redirect,
    acceptFixes: parseAcceptFix(headers["x-accept-fix"]),
    allowLogicalDuplicate: options.allowLogicalDuplicate,
    psuChallenge: options.psuChallenge === true && ctx.config.sca.bulkChallenge,
    explicitAuthorisation: headers["TPP-Explicit-Authorisation-Preferred"] === "true",
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
}
