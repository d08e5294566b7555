import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadFixtures } from "../../src/sandbox/fixtures.js";
import { generateData } from "../../src/sandbox/generate.js";

/** The README's "Default customers" table is what a newcomer pays with: it must match the data. */
describe("README Default customers table", () => {
  it("lists every default customer (seed 1) with its ids, agreement and account numbers", async () => {
    const readme = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
    const data = await generateData(loadFixtures(), 1);
    for (const customer of Object.values(data.customers)) {
      const row = readme.split("\n").find((line) => line.startsWith(`| ${customer.customerName} |`));
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
});
