import { readFileSync } from "node:fs";
import { z } from "zod";
import { accountStatuses } from "../domain/account-status.js";
import { packageFile } from "../package-files.js";

/**
 * fixtures/sandbox-data.json: the fixed part of the default sandbox data — the identifiers a
 * TPP types into its tests (customer numbers, PSU-IDs, account numbers) and the balances that make
 * scenarios happen. The seeded faker fills in the rest (names, history, card numbers).
 */
const Decimal = z.string().regex(/^-?\d+(\.\d+)?$/);

export const FixtureAccount = z.object({
  accountId: z.uuid(),
  bban: z.string().regex(/^\d{11}$/),
  currency: z.string().length(3),
  product: z.string(),
  balance: Decimal,
  status: z.enum(accountStatuses).default("enabled"),
  kidMandatory: z.boolean().optional(),
});

export const FixtureCardAccount = z.object({
  cardAccountId: z.uuid(),
  product: z.string(),
  currency: z.string().length(3),
  creditLimit: Decimal,
  balance: Decimal,
});

export const FixtureCustomer = z.object({
  customerId: z.uuid(),
  customerNumber: z.string().regex(/^\d{11}$/),
  customerType: z.enum(["PRIVATE", "CORPORATE"]),
  agreementId: z.string().optional(),
  accounts: z.array(FixtureAccount),
  cardAccounts: z.array(FixtureCardAccount),
});

export const Fixtures = z.object({
  /** The date the generated history leads up to; fixed so that a seed gives byte-identical data. */
  referenceDate: z.iso.datetime(),
  customers: z.array(FixtureCustomer),
});
export type Fixtures = z.infer<typeof Fixtures>;

export function loadFixtures(file: URL | string = packageFile("fixtures/sandbox-data.json")): Fixtures {
  return Fixtures.parse(JSON.parse(readFileSync(file, "utf8")));
}
