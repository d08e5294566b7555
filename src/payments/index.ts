import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { registerCancelPayment } from "./cancel.js";
import { registerCreateBulk } from "./create-bulk.js";
import { registerCreateDomestic } from "./create-domestic.js";
import { registerCreatePeriodic } from "./create-periodic.js";
import { registerCreateSepa } from "./create-sepa.js";
import { registerFeeInformation } from "./fee-information.js";
import { registerGetPayment } from "./get.js";
import { registerPaymentStatus } from "./status.js";
import { registerUnknownProducts } from "./unknown-products.js";

/** Payment initiation under /v1: the three services, their reads and cancellation (their authorisations are SCA's routes). */
export function paymentRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  registerCreateSepa(app);
  registerCreateDomestic(app);
  registerCreatePeriodic(app);
  registerCreateBulk(app);
  registerFeeInformation(app);
  registerUnknownProducts(app);
  registerGetPayment(app);
  registerPaymentStatus(app);
  registerCancelPayment(app);
  return app;
}
