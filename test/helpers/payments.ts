/**
 * Request factories for payment tests: valid bodies by default, changed by overrides or by path
 * (`withField(body, "payments[0].creditorAccount.bban", "123")`; undefined removes the field).
 */
export const PSU = {
  /** PRIVATE, two NOK accounts. */
  private: {
    customerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
    customerNumber: "13039319955",
    brukskonto: "97102856485",
    sparekonto: "97105572690",
  },
  /** PRIVATE, a low-balance account. */
  private2: {
    customerId: "ab154aa2-d1bf-474a-b13f-71b1495d1ec1",
    customerNumber: "12085592767",
    brukskonto: "97103246850",
  },
  /** CORPORATE, agreement 969355165. */
  corporate: {
    customerId: "a23991e6-f5ed-4ded-82fe-67db12fd52a8",
    customerNumber: "18129215603",
    agreementId: "969355165",
    driftskonto: "97101133161",
  },
  /** CORPORATE with a NOK and an EUR account. */
  corporate2: {
    customerId: "b57ce4d0-17c5-42ae-ae48-78efe532e0e0",
    agreementId: "941729944",
    driftskonto: "97108659215",
    eurAccount: "97103400531",
  },
  /** PRIVATE, owns a blocked and a closed account. */
  blockedOwner: {
    customerId: "b009b453-beed-4f45-b873-ee83681c0ef4",
    blocked: "97108337382",
    closed: "97107571470",
  },
} as const;

/** A creditor account that takes only payments with a KID. */
export const KID_CREDITOR = "97102195683";
/** A valid Norwegian account that is no sandbox account. */
export const OUTSIDE_BBAN = "12345678903";
export const VALID_KID = "79927398713";

/** The Norwegian IBAN of a BBAN (mod 97 check digits). */
export function ibanOf(bban: string): string {
  const numeric = `${bban}232400`; // "NO00" rearranged: N=23, O=24
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return `NO${String(98 - remainder).padStart(2, "0")}${bban}`;
}

type Body = Record<string, unknown>;

export function sepaPayment(overrides: Body = {}): Body {
  return {
    instructedAmount: { currency: "EUR", amount: "125.50" },
    creditorName: "Bäckerei Müller GmbH",
    creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
    debtorAccount: { iban: ibanOf(PSU.private.brukskonto), currency: "NOK" },
    remittanceInformationUnstructured: "Invoice 2026-17",
    ...overrides,
  };
}

/** A single Norwegian domestic credit transfer (NCBCT): a bulk entry with the debtor beside it. */
export function domesticPayment(overrides: Body = {}): Body {
  return {
    instructedAmount: { currency: "NOK", amount: "1500.00" },
    debtorAccount: { bban: PSU.private.brukskonto, currency: "NOK" },
    creditorName: "Utleier AS",
    creditorAccount: { bban: PSU.private2.brukskonto, currency: "NOK" },
    creditorAddress: { street: "Storgata 1", postalCode: "0155", townName: "Oslo", country: "NO" },
    remittanceInformationUnstructured: "Husleie mars",
    ...overrides,
  };
}

export function periodicPayment(overrides: Body = {}): Body {
  return {
    instructedAmount: { currency: "NOK", amount: "1500.00" },
    creditorName: "Utleier AS",
    creditorAccount: { bban: PSU.private2.brukskonto, currency: "NOK" },
    debtorAccount: { bban: PSU.private.brukskonto, currency: "NOK" },
    startDate: "2026-03-15",
    frequency: "Monthly",
    dayOfExecution: "15",
    ...overrides,
  };
}

export function bulkEntry(overrides: Body = {}): Body {
  return {
    instructedAmount: { currency: "NOK", amount: "42000.00" },
    creditorName: "Ola Nordmann",
    creditorAccount: { bban: PSU.private.brukskonto, currency: "NOK" },
    creditorAddress: { street: "Storgata 1", postalCode: "0155", townName: "Oslo", country: "NO" },
    remittanceInformationUnstructured: "Lønn mars",
    ...overrides,
  };
}

export function bulkPayment(overrides: Body = {}): Body {
  return {
    paymentInformationId: "salary-2026-03",
    debtorAccount: { bban: PSU.corporate.driftskonto, currency: "NOK" },
    requestedExecutionDate: "2026-03-05",
    payments: [
      bulkEntry(),
      bulkEntry({ creditorAccount: { bban: PSU.private2.brukskonto, currency: "NOK" } }),
    ],
    ...overrides,
  };
}

/** A deep copy of `body` with the field at `path` set (undefined: removed). */
export function withField(body: Body, path: string, value: unknown): Body {
  const copy = structuredClone(body);
  const keys = path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== "");
  let target: Record<string, unknown> = copy;
  for (const key of keys.slice(0, -1)) target = target[key] as Record<string, unknown>;
  const last = keys.at(-1) as string;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

type Customer = { customerId: string; agreementId?: string };

/** The PSU and session headers a creation call needs (interface 5.3), for `customer`. */
export function psuHeaders(customer: Customer, extra: Record<string, string> = {}): Record<string, string> {
  return {
    "PSU-ID": customer.customerId,
    "PSU-IP-Address": "192.0.2.10",
    "TPP-Session-ID": "session-1",
    "TPP-Redirect-URI": "https://tpp.example/callback",
    "x-accept-fix": "",
    ...(customer.agreementId ? { "PSU-Corporate-ID": customer.agreementId } : {}),
    ...extra,
  };
}

export const SEPA_PATH = "/v1/payments/sepa-credit-transfers";
export const DOMESTIC_PATH = "/v1/payments/norwegian-domestic-credit-transfers";
export const PERIODIC_PATH = "/v1/periodic-payments/norwegian-domestic-credit-transfers";
export const BULK_PATH = "/v1/bulk-payments/norwegian-domestic-credit-transfers";
export const FEE_PATH = "/v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information";
