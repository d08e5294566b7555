import { type DefaultCustomer, defaultCustomers } from "../test-data/default-customers.js";
import { UsageError } from "./args.js";

const customers: readonly DefaultCustomer[] = Object.values(defaultCustomers);

/**
 * `request --psu N`: the headers a payment initiation needs for the default customer with customer
 * number N (interface 5.3): PSU-ID (and PSU-Corporate-ID for a corporate), PSU-IP-Address,
 * TPP-Session-ID, TPP-Redirect-URI and an empty x-accept-fix (no fix adopted), with the values the
 * typed client sends by default. A `--header` of the same name, in any case, wins.
 */
export function psuHeaders(customerNumber: string, given: Record<string, string>): Record<string, string> {
  const customer = customers.find((c) => c.customerNumber === customerNumber);
  if (customer === undefined) {
    const known = customers.map((c) => `${c.customerNumber} (${c.customerType.toLowerCase()})`).join(", ");
    throw new UsageError(
      `--psu takes a default customer's 11-digit customer number, not "${customerNumber}": ${known}; for another PSU send --header "PSU-ID: …"`,
    );
  }
  const defaults: Record<string, string> = {
    "PSU-ID": customer.customerId,
    ...(customer.agreementId ? { "PSU-Corporate-ID": customer.agreementId } : {}),
    "PSU-IP-Address": "192.0.2.10",
    "TPP-Session-ID": "psd2-sandbox-cli",
    "TPP-Redirect-URI": "https://tpp.example/callback",
    "x-accept-fix": "",
  };
  const named = new Set(Object.keys(given).map((name) => name.toLowerCase()));
  for (const name of Object.keys(defaults)) if (named.has(name.toLowerCase())) delete defaults[name];
  return { ...defaults, ...given };
}
