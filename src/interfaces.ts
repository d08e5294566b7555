import { accountInformation } from "./account-information/interface.js";
import { controlApi } from "./admin/interface.js";
import { signingBaskets } from "./baskets/interface.js";
import { openapi } from "./openapi/interface.js";
import { pages } from "./pages/interface.js";
import { paymentInitiation } from "./payments/interface.js";
import { readinessReport } from "./report/interface.js";
import { scaPage } from "./sca/page/interface.js";
import { testData } from "./test-data/interface.js";

/**
 * The one list of the sandbox's interfaces, each declared in its own folder (`defineInterface`). The
 * app, the operation list, the store's collections, the OpenAPI document, the SCA subjects and the
 * architecture test's layers are folds over it, in its order: the order the routes are tried in and
 * the document lists them in. Adding an interface is a folder and a line here (docs/architecture.md).
 */
export const interfaces = [
  paymentInitiation,
  signingBaskets,
  accountInformation,
  testData,
  controlApi,
  readinessReport,
  scaPage,
  openapi,
  pages,
] as const;
