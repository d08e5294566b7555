import type { SchemaNames } from "../http/operation-rules.js";
import {
  BasketCreated,
  BasketRead,
  BasketStatusResponse,
  BasketTransactionStatus,
  CreateBasketBody,
} from "./schema.js";

/** The signing baskets' schemas in the OpenAPI document, as the Berlin Group's 1.3.12 file names them. */
export const basketSchemaNames: SchemaNames = [
  ["transactionStatus_SBS", BasketTransactionStatus],
  ["signingBasket", CreateBasketBody],
  ["signingBasketResponse-201", BasketCreated],
  ["signingBasketResponse-200", BasketRead],
  ["signingBasketStatusResponse-200", BasketStatusResponse],
];
