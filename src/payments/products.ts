import type { CustomerType } from "../bank/model.js";
import { apiError } from "../errors.js";
import type { PaymentOf, PaymentRecord, PaymentService } from "./model.js";
import type { BulkEntry } from "./schema/bulk.js";

/**
 * The product spec table: every difference between the payment products and between the payment
 * services (interface 4.1-4.3, 4.8) is a field here, read by the code that acts on it. This file is
 * the one place a payment's service or product is compared to a name.
 */
export const SEPA = "sepa-credit-transfers";
export const DOMESTIC = "norwegian-domestic-credit-transfers";
export const INSTANT = "instant-norwegian-domestic-credit-transfers-straks";

export type Product = typeof SEPA | typeof DOMESTIC | typeof INSTANT;

export interface ProductSpec {
  /** Its short name in ids that name a single payment of it (the readiness report's `payments.sepa`). */
  short: string;
  /** The services that create (and so read, cancel and authorise) payments of it; none: fee information only. */
  services: readonly PaymentService[];
  /** The currency it clears in: the money changes currency when the debtor account is held in another. */
  clearingCurrency?: string;
}

export const productSpecs: Readonly<Record<Product, ProductSpec>> = {
  [SEPA]: { short: "sepa", services: ["payments"], clearingCurrency: "EUR" },
  [DOMESTIC]: { short: "domestic", services: ["payments", "periodic-payments", "bulk-payments"] },
  [INSTANT]: { short: "instant", services: [] },
};

export const knownProducts: readonly string[] = Object.keys(productSpecs);

/** One credit transfer of a payment: a single or periodic payment's body, or one bulk entry. */
export type PaymentCredit = PaymentOf<"payments" | "periodic-payments">["request"] | BulkEntry;

export interface ServiceSpec<S extends PaymentService> {
  /** What a refusal calls one of its payments ("a bulk payment"). */
  name: "single" | "periodic" | "bulk";
  /** What the PSU is asked to approve on the SCA page. */
  approveWhat: string;
  /** The customers it is offered to. */
  customerTypes: readonly CustomerType[];
  /** Whether its payments can be placed in a signing basket. */
  inBaskets: boolean;
  /** Whether its creation is remembered for the duplicate check. */
  duplicateCheck: boolean;
  /** Whether the batch runs it as a standing order (executions) rather than settling it once on its date. */
  standingOrder: boolean;
  /** Whether its request is a list of entries, each booked, charged and reported on its own. */
  entries: boolean;
  /** Its credit transfers, in the request's order. */
  credits(payment: PaymentOf<S>): readonly PaymentCredit[];
}

export const serviceSpecs: { readonly [S in PaymentService]: ServiceSpec<S> } = {
  payments: {
    name: "single",
    approveWhat: "this payment",
    customerTypes: ["PRIVATE", "CORPORATE"],
    inBaskets: true,
    duplicateCheck: true,
    standingOrder: false,
    entries: false,
    credits: (payment) => [payment.request],
  },
  "periodic-payments": {
    name: "periodic",
    approveWhat: "this standing order",
    customerTypes: ["PRIVATE", "CORPORATE"],
    inBaskets: false,
    duplicateCheck: false,
    standingOrder: true,
    entries: false,
    credits: (payment) => [payment.request],
  },
  "bulk-payments": {
    name: "bulk",
    approveWhat: "these payments",
    customerTypes: ["CORPORATE"],
    inBaskets: false,
    duplicateCheck: true,
    standingOrder: false,
    entries: true,
    credits: (payment) => payment.request.payments,
  },
};

/** The spec of a payment's (or a plan's) service. */
export function serviceSpec(of: { service: PaymentService }): ServiceSpec<PaymentService> {
  return serviceSpecs[of.service] as ServiceSpec<PaymentService>;
}

/** A payment's credit transfers, in the request's order. */
export function creditsOf(payment: PaymentRecord): readonly PaymentCredit[] {
  return serviceSpec(payment).credits(payment);
}

/** Whether the batch runs the payment as a standing order. */
export function isStandingOrder(payment: PaymentRecord): payment is PaymentOf<"periodic-payments"> {
  return serviceSpec(payment).standingOrder;
}

/** One function per service, each given that service's payment: what differs in shape rather than in a field. */
export function byService<T>(table: { [S in PaymentService]: (payment: PaymentOf<S>) => T }) {
  return (payment: PaymentRecord): T => (table[payment.service] as (payment: PaymentRecord) => T)(payment);
}

/** Whether the payment is one of `service` and `product`: the path it is read, cancelled and authorised at. */
export function servedAt(payment: PaymentRecord, service: PaymentService, product: string): boolean {
  return payment.service === service && payment.product === product;
}

/** Hono path pattern matching the three service names only, so /v1/sandbox/* and others pass by. */
export const SERVICE_PARAM = `:service{${Object.keys(serviceSpecs).join("|")}}`;

/** Throws 404 PRODUCT_UNKNOWN for a product the bank does not know. */
export function checkKnown(product: string): asserts product is Product {
  if (!knownProducts.includes(product)) {
    throw apiError(
      "PRODUCT_UNKNOWN",
      `unknown payment product ${product}; the products are ${knownProducts.join(", ")}`,
      "payment-product",
    );
  }
}

/** The products a service offers, in the order of the table. */
export function productsOf(service: PaymentService): string[] {
  return knownProducts.filter((p) => productSpecs[p as Product].services.includes(service));
}

/** Throws 404 PRODUCT_UNKNOWN for an unknown product, 403 PRODUCT_INVALID for one the service does not offer. */
export function checkProduct(service: PaymentService, product: string): void {
  checkKnown(product);
  if (!productSpecs[product].services.includes(service)) {
    const feesOnly = productSpecs[product].services.length === 0 ? " (only its fee-information)" : "";
    throw apiError(
      "PRODUCT_INVALID",
      `${service} does not offer ${product}${feesOnly}; use /v1/${service}/${productsOf(service).join(" or ")}`,
      "payment-product",
    );
  }
}
