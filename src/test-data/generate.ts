import type { Faker } from "@faker-js/faker";
import { ibanFromBban } from "../domain/iban.js";
import { toMinor } from "../domain/money.js";
import type { AccountRecord, CardAccountRecord, CustomerRecord, TransactionRecord } from "../bank/model.js";
import type { Data } from "../store/registry.js";
import type { Fixtures } from "./fixtures.js";

/**
 * The default sandbox data: the fixtures plus what a seeded faker invents around them. The same
 * fixtures and seed give byte-identical data (the faker runs from a fixed reference date). `empty` is
 * the collection registry's empty data for the seed (`emptyData(seed)`), which only the composition
 * layer above may import; it is filled in place and returned.
 */
export async function generateData(fixtures: Fixtures, empty: Data): Promise<Data> {
  const { seed } = empty.meta;
  // Loaded only when data is generated, so a restart over an existing store never pays for faker.
  const { Faker, base, en, nb_NO } = await import("@faker-js/faker");
  const faker = new Faker({ locale: [nb_NO, en, base], seed });
  faker.setDefaultRefDate(fixtures.referenceDate);
  for (const fixture of fixtures.customers) addCustomer(empty, fixture, faker, fixtures.referenceDate);
  return empty;
}

type FixtureCustomer = Fixtures["customers"][number];

function addCustomer(data: Data, fixture: FixtureCustomer, faker: Faker, referenceDate: string): void {
  const corporate = fixture.customerType === "CORPORATE";
  const customerName = corporate
    ? `${faker.company.name()} AS`
    : `${faker.person.firstName()} ${faker.person.lastName()}`;
  const accounts = fixture.accounts.map(
    (a): AccountRecord => ({
      accountId: a.accountId,
      ownerCustomerId: fixture.customerId,
      bban: a.bban,
      iban: ibanFromBban("NO", a.bban),
      currency: a.currency,
      name: a.product,
      product: a.product,
      status: a.status,
      balanceMinor: toMinor(a.balance.replace(/^-/, ""), a.currency).toString(),
      ...(a.kidMandatory ? { kidMandatory: true } : {}),
    }),
  );
  const cards = fixture.cardAccounts.map(
    (card): CardAccountRecord => ({
      cardAccountId: card.cardAccountId,
      ownerCustomerId: fixture.customerId,
      maskedPan: `${faker.string.numeric({ length: 6, allowLeadingZeros: false })}******${faker.string.numeric(4)}`,
      name: card.product,
      currency: card.currency,
      status: "enabled",
      creditLimitMinor: toMinor(card.creditLimit, card.currency).toString(),
      balanceMinor: signedMinor(card.balance, card.currency),
    }),
  );
  const customer: CustomerRecord = {
    customerId: fixture.customerId,
    customerNumber: fixture.customerNumber,
    customerType: fixture.customerType,
    customerName,
    agreements: [
      {
        id: fixture.agreementId ?? faker.string.numeric({ length: 9, allowLeadingZeros: false }),
        name: corporate ? customerName : `Privatavtale ${customerName}`,
        engagements: accounts.map((a) => a.accountId),
      },
    ],
    accounts: accounts.map((a) => a.accountId),
    cardAccounts: cards.map((c) => c.cardAccountId),
  };
  data.customers[customer.customerId] = customer;
  for (const account of accounts) {
    data.accounts[account.accountId] = account;
    for (const tx of history(account, faker, referenceDate)) data.transactions[tx.transactionId] = tx;
  }
  for (const card of cards) data.cardAccounts[card.cardAccountId] = card;
}

function signedMinor(amount: string, currency: string): string {
  const negative = amount.startsWith("-");
  const value = toMinor(amount.replace(/^-/, ""), currency);
  return (negative ? -value : value).toString();
}

/** A few booked transactions in the 60 days before the reference date, so accounts look lived in. */
function history(account: AccountRecord, faker: Faker, referenceDate: string): TransactionRecord[] {
  if (account.status !== "enabled" || account.balanceMinor === "0") return [];
  const count = faker.number.int({ min: 3, max: 8 });
  const to = new Date(referenceDate);
  const from = new Date(to.getTime() - 60 * 86_400_000);
  return Array.from({ length: count }, () => {
    const date = faker.date.between({ from, to }).toISOString().slice(0, 10);
    const incoming = faker.datatype.boolean({ probability: 0.3 });
    const minor = BigInt(faker.number.int({ min: 5_000, max: 500_000 }));
    return {
      transactionId: faker.string.uuid(),
      accountId: account.accountId,
      amountMinor: (incoming ? minor : -minor).toString(),
      currency: account.currency,
      bookingDate: date,
      valueDate: date,
      counterpartyName: faker.company.name(),
      remittanceInformationUnstructured: faker.commerce.productName(),
    };
  }).sort((a, b) => a.bookingDate.localeCompare(b.bookingDate));
}
