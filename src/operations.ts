import { adminOperations } from "./admin/index.js";
import { dashboardOperations } from "./admin/dashboard/index.js";
import { dashboard } from "./admin/dashboard/overview.js";
import { basketAuthorisations } from "./baskets/authorisations.js";
import { basketOperations } from "./baskets/index.js";
import type { Operation } from "./http/operation.js";
import { signedCallErrors } from "./openapi/errors.js";
import { selfOperations } from "./openapi/routes.js";
import { pageOperations } from "./pages/routes.js";
import { cancellationAuthorisations, paymentAuthorisations } from "./payments/authorisations/parents.js";
import { paymentOperations } from "./payments/index.js";
import { reportOperations } from "./report/route.js";
import { sandboxOperations } from "./test-data/index.js";
import { listed } from "./sca/index.js";
import { scaPageOperations } from "./sca/page/routes.js";

/**
 * Every operation the sandbox serves, by the folder whose examples.json holds their examples (one real
 * request and answer each, written by the contract test). Each is declared once, in its route's file;
 * the folders' route modules mount them, the OpenAPI document and the contract test read this list.
 */
/** The readiness report and its dashboard page: they read every operation's declaration. */
export const readiness: readonly Operation[] = reportOperations(() => operations, signedCallErrors);

export const operationsByFolder = {
  payments: [...paymentOperations, ...listed(paymentAuthorisations), ...listed(cancellationAuthorisations)],
  baskets: [...basketOperations, ...listed(basketAuthorisations)],
  sandbox: sandboxOperations,
  admin: [...adminOperations, ...readiness, dashboard, ...dashboardOperations],
  sca: scaPageOperations,
  openapi: selfOperations(() => operations),
  pages: pageOperations,
} satisfies Record<string, readonly Operation[]>;

export const operations: readonly Operation[] = Object.values(operationsByFolder).flat();
