import { describe, expect, it } from "vitest";
import { defaultCustomers, testTppCertificate } from "../../src/index.js";
import { loadFixtures } from "../../src/test-data/fixtures.js";
import { emptyData } from "../../src/collections.js";
import { generateData } from "../../src/test-data/generate.js";

describe("defaultCustomers", () => {
  it("name every default customer with the ids, agreement and accounts the data has, whatever the seed", async () => {
    for (const seed of [1, 7]) {
      const data = await generateData(loadFixtures(), emptyData(seed));
      const generated = Object.values(data.customers);
      expect(Object.keys(defaultCustomers)).toHaveLength(generated.length);
      for (const constant of Object.values(defaultCustomers)) {
        const customer = data.customers[constant.customerId];
        expect(customer?.customerNumber).toBe(constant.customerNumber);
        expect(customer?.customerType).toBe(constant.customerType);
        if ("agreementId" in constant) expect(customer?.agreements[0]?.id).toBe(constant.agreementId);
        const accounts = (customer?.accounts ?? []).map((id) => data.accounts[id]);
        expect(accounts.map((a) => ({ bban: a?.bban, iban: a?.iban, currency: a?.currency }))).toEqual(
          Object.values(constant.accounts),
        );
      }
    }
  });
});

describe("testTppCertificate()", () => {
  it("reads the shipped test TPPs from the package, wherever the working directory is", () => {
    const { certificate, privateKey, caCertificate } = testTppCertificate();
    expect(certificate).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(privateKey).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(caCertificate).toMatch(/^-----BEGIN CERTIFICATE-----/);
    expect(testTppCertificate("tpp2").certificate).not.toBe(certificate);
  });
});
