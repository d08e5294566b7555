import { Hono } from "hono";
import type { AppEnv } from "../http/env.js";
import { mountOperations, type Operation } from "../http/operation.js";
import { createSigningBasket } from "./create.js";
import { deleteSigningBasket, getSigningBasket, getSigningBasketStatus } from "./read.js";

/** Signing baskets under /v1 (interface 4.4, Berlin Group signing-baskets); their authorisations are SCA's routes. */
export const basketOperations: readonly Operation[] = [
  createSigningBasket,
  getSigningBasket,
  getSigningBasketStatus,
  deleteSigningBasket,
];

export function basketRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  mountOperations(app, basketOperations, "/v1");
  return app;
}
