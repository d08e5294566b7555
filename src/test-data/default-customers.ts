/**
 * The default customers (seed 1, and every other seed: only names and history change with the seed),
 * as typed constants so a test names "the private PSU's Brukskonto" instead of copying magic strings.
 * `test/api/customers.test.ts` holds them to the generated data.
 */
export interface DefaultAccount {
  readonly bban: string;
  readonly iban: string;
  readonly currency: "NOK" | "EUR";
}

export interface DefaultCustomer {
  /** The SCA login and X-PSU-IDENTITY: an 11-digit national identity number. */
  readonly customerNumber: string;
  /** Sent as PSU-ID. */
  readonly customerId: string;
  readonly customerType: "PRIVATE" | "CORPORATE";
  /** Sent as PSU-Corporate-ID (corporate customers only). */
  readonly agreementId?: string;
  readonly accounts: Readonly<Record<string, DefaultAccount>>;
}

const account = (bban: string, iban: string, currency: "NOK" | "EUR" = "NOK"): DefaultAccount => ({
  bban,
  iban,
  currency,
});

export const defaultCustomers = {
  /** Nora Bjørnstad (seed 1): NOK 25 000 on Brukskonto, NOK 150 000 on Sparekonto. */
  private: {
    customerNumber: "13039319955",
    customerId: "d9465e66-51c4-46ad-957c-3b54df48fc7e",
    customerType: "PRIVATE",
    accounts: {
      brukskonto: account("97102856485", "NO5097102856485"),
      sparekonto: account("97105572690", "NO4497105572690"),
    },
  },
  /** Thea Gundersen (seed 1): NOK 350 on Brukskonto, for "not enough money". */
  lowBalance: {
    customerNumber: "12085592767",
    customerId: "ab154aa2-d1bf-474a-b13f-71b1495d1ec1",
    customerType: "PRIVATE",
    accounts: {
      brukskonto: account("97103246850", "NO2197103246850"),
      sparekonto: account("97103277713", "NO4797103277713"),
    },
  },
  /** Danielsen RFH AS (seed 1): NOK 2 500 000 on Driftskonto; pays bulk payments. */
  corporate: {
    customerNumber: "18129215603",
    customerId: "a23991e6-f5ed-4ded-82fe-67db12fd52a8",
    customerType: "CORPORATE",
    agreementId: "969355165",
    accounts: {
      driftskonto: account("97101133161", "NO6297101133161"),
      skattetrekkskonto: account("97109240935", "NO5597109240935"),
    },
  },
  /** Henriksen-Lie AS (seed 1): a NOK and an EUR account. */
  corporateEur: {
    customerNumber: "20079518612",
    customerId: "b57ce4d0-17c5-42ae-ae48-78efe532e0e0",
    customerType: "CORPORATE",
    agreementId: "941729944",
    accounts: {
      driftskonto: account("97108659215", "NO6197108659215"),
      valutakonto: account("97103400531", "NO0397103400531", "EUR"),
    },
  },
  /** Ruud Haukelidsæter, Sørensen og Danielsen AS (seed 1): an account that takes only payments with a KID. */
  kidCreditor: {
    customerNumber: "15048001340",
    customerId: "8d360f05-bc65-4373-9da3-9cbb94608f57",
    customerType: "CORPORATE",
    agreementId: "949538800",
    accounts: { innbetalinger: account("97102195683", "NO0997102195683") },
  },
  /** Sofie Myhrer (seed 1): a blocked and a closed account, for payments that cannot be made. */
  blockedAccounts: {
    customerNumber: "01019038862",
    customerId: "b009b453-beed-4f45-b873-ee83681c0ef4",
    customerType: "PRIVATE",
    accounts: {
      blocked: account("97108337382", "NO9897108337382"),
      closed: account("97107571470", "NO9897107571470"),
    },
  },
} as const satisfies Record<string, DefaultCustomer>;

export type DefaultCustomers = typeof defaultCustomers;
