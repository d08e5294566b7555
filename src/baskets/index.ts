import type { Operation } from "../http/operation.js";
import { createSigningBasket } from "./create.js";
import { deleteSigningBasket, getSigningBasket, getSigningBasketStatus } from "./read.js";

/** Signing baskets (interface 4.4, Berlin Group signing-baskets); their authorisations are SCA's routes. */
export const basketOperations: readonly Operation[] = [
  createSigningBasket,
  getSigningBasket,
  getSigningBasketStatus,
  deleteSigningBasket,
];
