import type { Operation } from "../http/operation.js";
import { BasketTransactionStatus } from "../baskets/schema.js";
import { executionStatuses } from "../payments/model.js";
import { productSpecs, serviceSpecs } from "../payments/products.js";
import { transitions } from "../domain/transitions.js";
import { errorStatus } from "../errors.js";
import { faultCodes } from "../faults/schema.js";
import { scenarioDescriptions } from "../scenarios/schema.js";

/**
 * The one file through which the readiness report reads the bank's declarations: the operations (their
 * success statuses and error codes), the transition table, the products, the codes every signed call
 * can meet, the fault statuses and the scenarios. The catalogue is built from what this returns, so a
 * new operation or error code reaches the report without any other file of src/report/ changing.
 */
export interface DeclaredOperation {
  operationId: string;
  method: string;
  /** The OpenAPI path template, e.g. `/v1/payments/{paymentId}`. */
  path: string;
  /** The operation's tag as a dotted id part, e.g. `signing-baskets`. */
  area: string;
  successes: number[];
  errors: string[];
}

export interface DeclaredProduct {
  /** Its part of an outcome id: `payments.sepa.…`. */
  key: string;
  service: string;
  product: string;
  /** Transition events the product cannot take (a single payment is never partially settled). */
  without: readonly string[];
  /** A standing order's: the statuses one of its executions ends as. */
  executions?: readonly string[];
}

export interface Declarations {
  operations: DeclaredOperation[];
  transitions: readonly { from: string; event: string; to: string }[];
  products: readonly DeclaredProduct[];
  /** Codes any signed call can be refused with before its operation runs. */
  refusals: readonly string[];
  faults: readonly { status: number; code: string }[];
  scenarios: Readonly<Record<string, string>>;
  basketStatuses: readonly string[];
  statusOf: (code: string) => number | undefined;
}

const slug = (tag: string) => tag.toLowerCase().replace(/[^a-z0-9]+/g, "-");

/**
 * Payment products by service, as the bank offers them for creation (interface 4.1-4.3): read off the
 * product spec table. A product whose payments are not lists of entries is never partially settled; one
 * the batch does not run as a standing order has no schedule to end and no executions.
 */
const products: readonly DeclaredProduct[] = Object.entries(productSpecs).flatMap(([product, spec]) =>
  spec.services.map((service) => {
    const of = serviceSpecs[service];
    return {
      key: of.name === "single" ? spec.short : of.name,
      service,
      product,
      without: [
        ...(of.entries ? [] : ["settled-partially"]),
        ...(of.standingOrder ? [] : ["schedule-ended"]),
      ],
      ...(of.standingOrder ? { executions: executionStatuses } : {}),
    };
  }),
);

/** Requests that put a TPP's bank (or every bank) back to its seed: a report's window starts after the last. */
export const resets = { operationIds: ["initializeSandbox"], controlPath: "/__admin/reset" } as const;

const callable = (op: Operation) => op.path.startsWith("/v1/");

/** The operations a TPP calls, as the route matcher needs them (no answer is resolved). */
export function tppRoutes(
  all: readonly Operation[],
): { operationId: string; method: string; path: string }[] {
  return all
    .filter(callable)
    .map((op) => ({ operationId: op.operationId, method: op.method, path: op.path }));
}

/**
 * The operations a TPP calls (the bank's /v1 interface), with their answers resolved. `refusals` are
 * the codes the OpenAPI document gives every signed call (handed in by the composition, which owns
 * the document).
 */
export async function declarations(
  all: readonly Operation[],
  refusals: readonly string[],
): Promise<Declarations> {
  const operations = await Promise.all(
    all.filter(callable).map(async (op) => {
      const responses = typeof op.responses === "function" ? await op.responses() : op.responses;
      return {
        operationId: op.operationId,
        method: op.method.toUpperCase(),
        path: op.path,
        area: slug(op.tag),
        successes: Object.keys(responses).map(Number),
        errors: [...new Set(op.errors ?? [])],
      };
    }),
  );
  return {
    operations,
    transitions,
    products,
    refusals,
    faults: Object.entries(faultCodes).map(([status, code]) => ({ status: Number(status), code })),
    scenarios: scenarioDescriptions,
    basketStatuses: BasketTransactionStatus.options,
    statusOf: (code) => (errorStatus as Record<string, number>)[code],
  };
}
