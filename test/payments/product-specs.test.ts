import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import type { PaymentService } from "../../src/payments/model.js";
import {
  checkProduct,
  creditsOf,
  isStandingOrder,
  knownProducts,
  productsOf,
  serviceSpecs,
} from "../../src/payments/products.js";
import { ApiError } from "../../src/errors.js";
import { paymentKind, paymentRecord } from "../helpers/records.js";

const services: PaymentService[] = ["payments", "periodic-payments", "bulk-payments"];

describe("the product spec table", () => {
  it.each([
    { service: "payments", products: ["sepa-credit-transfers", "norwegian-domestic-credit-transfers"] },
    { service: "periodic-payments", products: ["norwegian-domestic-credit-transfers"] },
    { service: "bulk-payments", products: ["norwegian-domestic-credit-transfers"] },
  ] as const)("$service offers $products", ({ service, products }) => {
    expect(productsOf(service)).toEqual(products);
  });

  it.each([
    { service: "payments", product: "sepa-credit-transfers", code: undefined },
    { service: "bulk-payments", product: "sepa-credit-transfers", code: "PRODUCT_INVALID" },
    {
      service: "payments",
      product: "instant-norwegian-domestic-credit-transfers-straks",
      code: "PRODUCT_INVALID",
    },
    { service: "periodic-payments", product: "target-2-payments", code: "PRODUCT_UNKNOWN" },
  ] as const)("checkProduct($service, $product): $code", ({ service, product, code }) => {
    let thrown: string | undefined;
    try {
      checkProduct(service, product);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      thrown = error.code;
    }
    expect(thrown).toBe(code);
  });

  it("knows the three products of the interface", () => {
    expect(knownProducts).toEqual([
      "sepa-credit-transfers",
      "norwegian-domestic-credit-transfers",
      "instant-norwegian-domestic-credit-transfers-straks",
    ]);
  });

  it.each([
    {
      service: "payments",
      name: "single",
      corporateOnly: false,
      inBaskets: true,
      duplicateCheck: true,
      standingOrder: false,
      entries: false,
    },
    {
      service: "periodic-payments",
      name: "periodic",
      corporateOnly: false,
      inBaskets: false,
      duplicateCheck: false,
      standingOrder: true,
      entries: false,
    },
    {
      service: "bulk-payments",
      name: "bulk",
      corporateOnly: true,
      inBaskets: false,
      duplicateCheck: true,
      standingOrder: false,
      entries: true,
    },
  ] as const)("$service", ({ service, name, corporateOnly, ...flags }) => {
    const spec = serviceSpecs[service];
    expect(spec.name).toBe(name);
    expect(!spec.customerTypes.includes("PRIVATE")).toBe(corporateOnly);
    expect({
      inBaskets: spec.inBaskets,
      duplicateCheck: spec.duplicateCheck,
      standingOrder: spec.standingOrder,
      entries: spec.entries,
    }).toEqual(flags);
  });

  it.each(services)("%s: its payments' credits and whether they run as standing orders", (service) => {
    const payment = paymentRecord(paymentKind(service));
    const credits = creditsOf(payment);
    expect(credits).toEqual("payments" in payment.request ? payment.request.payments : [payment.request]);
    expect(isStandingOrder(payment)).toBe(service === "periodic-payments");
  });
});

const src = resolve(import.meta.dirname, "../../src");
const table = "payments/products.ts";
/** A comparison of a service or product with something: a branch on which one it is. */
const branch = /\b(service|product)\s*[!=]==?|[!=]==?\s*[\w.]*\b(service|product)\b/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith(".ts") ? [join(dir, e.name)] : [],
  );
}

describe("product differences live in the spec table only", () => {
  it("has no comparison of a service or product outside src/payments/products.ts", () => {
    const found = files(src).flatMap((file) => {
      const name = relative(src, file).split("\\").join("/");
      if (name === table) return [];
      return readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (branch.test(line) ? [`${name}:${i + 1}: ${line.trim()}`] : []));
    });
    expect(found, "read the difference from serviceSpecs / productSpecs instead").toEqual([]);
  });

  it("sees a branch where one is written", () => {
    for (const line of [
      'if (payment.service === "bulk-payments") {',
      'plan.product !== "sepa-credit-transfers"',
      '"periodic-payments" === p.service',
      "p.product == product",
    ]) {
      expect(branch.test(line), line).toBe(true);
    }
    expect(branch.test("matches(product, p.product)")).toBe(false);
  });
});
