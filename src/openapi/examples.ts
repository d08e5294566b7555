import accountInformation from "../account-information/examples.json" with { type: "json" };
import admin from "../admin/examples.json" with { type: "json" };
import baskets from "../baskets/examples.json" with { type: "json" };
import pages from "../pages/examples.json" with { type: "json" };
import payments from "../payments/examples.json" with { type: "json" };
import report from "../report/examples.json" with { type: "json" };
import sandbox from "../test-data/examples.json" with { type: "json" };
import sca from "../sca/page/examples.json" with { type: "json" };

/**
 * One recorded call per operation, shown as its example: data in each folder's examples.json, written
 * by the scripted run (OPENAPI_EXAMPLES=write npx vitest run test/openapi/contract.test.ts), which also
 * fails when one no longer matches what the sandbox answers. Only the document imports this module, and
 * the document is built on first request, so start-up reads none of it.
 */
export interface Example {
  request?: unknown;
  status: number;
  response?: unknown;
}

/** By folder, as src/operations.ts groups the operations (the openapi folder's own have none). */
export const examplesByFolder: Readonly<Record<string, Readonly<Record<string, Example>>>> = {
  payments,
  baskets,
  "account-information": accountInformation,
  sandbox,
  admin,
  report,
  sca,
  pages,
};

export const examples: Readonly<Record<string, Example>> = Object.assign(
  {},
  ...Object.values(examplesByFolder),
);
