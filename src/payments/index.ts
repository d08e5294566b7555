import type { Operation } from "../http/operation.js";
import { cancelPaymentOperation } from "./cancel.js";
import { createBulkPayment } from "./create-bulk.js";
import { createDomesticPayment } from "./create-domestic.js";
import { createPeriodicPayment } from "./create-periodic.js";
import { createSepaPayment } from "./create-sepa.js";
import { getInstantPaymentFee } from "./fee-information.js";
import { getPayment } from "./get.js";
import { getPaymentStatus } from "./status.js";
import { createPaymentOtherProduct, getPaymentFeeOtherProduct } from "./unknown-products.js";

/**
 * Payment initiation: the three services, their reads and cancellation (their authorisations
 * are SCA's routes). The router takes the first match: each offered product before any other product.
 */
export const paymentOperations: readonly Operation[] = [
  createSepaPayment,
  createDomesticPayment,
  createPeriodicPayment,
  createBulkPayment,
  getPayment,
  getPaymentStatus,
  cancelPaymentOperation,
  createPaymentOtherProduct,
  getInstantPaymentFee,
  getPaymentFeeOtherProduct,
];
