import { dashboardDocs } from "../admin/dashboard/docs.js";
import { adminDocs } from "../admin/docs.js";
import { basketDocs } from "../baskets/docs.js";
import type { OperationDoc } from "../http/operation-doc.js";
import { authorisationDocs } from "../payments/authorisations/docs.js";
import { paymentDocs } from "../payments/docs.js";
import { sandboxDocs } from "../sandbox/docs.js";
import { scaPageDocs } from "../sca/page/docs.js";
import { pageDocs } from "../pages/docs.js";
import { selfDocs } from "./docs.js";

/** Every operation the sandbox serves, folder by folder: a new folder's docs.ts is added here. */
export const operations: readonly OperationDoc[] = [
  ...paymentDocs,
  ...authorisationDocs,
  ...basketDocs,
  ...sandboxDocs,
  ...adminDocs,
  ...dashboardDocs,
  ...scaPageDocs,
  ...selfDocs,
  ...pageDocs,
];
