import type { Context } from "hono";
import type { AppEnv } from "../http/env.js";
import type { PaymentRecord, PaymentService } from "./model.js";
import { checkProduct } from "./products.js";
import { findPayment } from "./service.js";
import { bankContext } from "../http/bank.js";

/** The payment a `/:service/:product/:paymentId...` path addresses, for the calling TPP only. */
export function paymentAt<E extends AppEnv>(c: Context<E>): PaymentRecord {
  const service = c.req.param("service") as PaymentService;
  const product = c.req.param("product") ?? "";
  checkProduct(service, product);
  return findPayment(bankContext(c).store, c.get("tpp").id, service, product, c.req.param("paymentId") ?? "");
}
