import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../../src/test-data/fixtures.js";
import { emptyData } from "../../src/collections.js";
import { generateData } from "../../src/test-data/generate.js";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

/** The "Default customers" tables are what a newcomer pays with: they must match the data. */
describe("Default customers tables", () => {
  it("docs/sandbox-data.md lists every default customer (seed 1) with its ids, agreement and account numbers", async () => {
    const table = read("docs/sandbox-data.md");
    const data = await generateData(loadFixtures(), emptyData(1));
    for (const customer of Object.values(data.customers)) {
      const row = table.split("\n").find((line) => line.startsWith(`| ${customer.customerName} |`));
      expect(row, customer.customerName).toBeDefined();
      expect(row).toContain(
        `\`${customer.customerNumber}\` | ${customer.customerType} | \`${customer.customerId}\``,
      );
      if (customer.customerType === "CORPORATE") expect(row).toContain(`\`${customer.agreements[0]?.id}\``);
      for (const id of customer.accounts) {
        const account = data.accounts[id];
        expect(row).toContain(`${account?.bban} / ${account?.iban}, ${account?.currency}`);
      }
      for (const id of customer.cardAccounts) expect(row).toContain(`\`${id}\``);
    }
  });

  it("the README's short table names each default customer with its customer number, PSU-ID and account numbers", async () => {
    const readme = read("README.md");
    const data = await generateData(loadFixtures(), emptyData(1));
    for (const customer of Object.values(data.customers)) {
      const row = readme.split("\n").find((line) => line.includes(`\`${customer.customerId}\``));
      expect(row, customer.customerName).toBeDefined();
      expect(row).toContain(`\`${customer.customerNumber}\``);
      expect(row).toContain(customer.customerName);
      for (const id of customer.accounts) expect(row).toContain(data.accounts[id]?.bban ?? "?");
    }
  });
});
