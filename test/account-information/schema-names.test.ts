import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { accountInformationSchemaNames } from "../../src/account-information/schema-names.js";
import { AccountList, CardAccountList } from "../../src/account-information/schema/accounts.js";
import { ConsentCreated, ConsentInformation } from "../../src/account-information/schema/consents.js";
import {
  CardAccountsTransactionsResponse,
  TransactionsResponse,
} from "../../src/account-information/schema/transactions.js";
import { SchemaComponents } from "../../src/openapi/schema-components.js";
import type { InterfaceDeclaration } from "../../src/http/interface.js";
import { interfaces } from "../../src/interfaces.js";
import { sharedSchemaNames } from "../../src/openapi/schema-names.js";
import { described } from "../../src/http/operation.js";
import { buildDocument } from "../../src/openapi/document.js";
import { operations } from "../../src/operations.js";

/** The names of the document's other parts: the shared types' and each other interface's (`schemaNames`). */
const served = (interfaces as readonly InterfaceDeclaration[])
  .filter((i) => i.folder !== "account-information")
  .map((i) => i.schemaNames?.() ?? []);
const existing = [...sharedSchemaNames, ...(await Promise.all(served)).flat()];
const all = [...existing, ...accountInformationSchemaNames];

describe("account information in the OpenAPI document's names (folded in next to payments)", () => {
  it("names the consent operations' bodies and answers in the served document", async () => {
    const document = buildDocument("http://sandbox.test", await described(operations)) as {
      paths: Record<string, Record<string, unknown>>;
    };
    const text = JSON.stringify(document.paths["/v1/consents"]);
    expect(text).toContain('"#/components/schemas/consents"');
    expect(text).toContain('"#/components/schemas/consentsResponse-201"');
    const read = JSON.stringify(document.paths["/v1/consents/{consentId}"]);
    expect(read).toContain('"#/components/schemas/consentInformationResponse-200_json"');
    const status = JSON.stringify(document.paths["/v1/consents/{consentId}/status"]);
    expect(status).toContain('"#/components/schemas/consentStatusResponse-200"');
  });

  it("adds only new names, each allowing something no other name allows", () => {
    const taken = new Set(existing.map(([name]) => name));
    expect(accountInformationSchemaNames.map(([name]) => name).filter((name) => taken.has(name))).toEqual([]);
    expect(() => new SchemaComponents(all)).not.toThrow();
  });

  it.each([
    "consents",
    "consentsResponse-201",
    "consentStatusResponse-200",
    "consentInformationResponse-200_json",
    "accountList",
    "accountDetails",
    "readAccountBalanceResponse-200",
    "transactionsResponse-200_json",
    "cardAccountList",
    "cardAccountDetails",
    "readCardAccountBalanceResponse-200",
    "cardAccountsTransactionsResponse200",
  ])("names %s as the Berlin Group does", (name) => {
    expect(accountInformationSchemaNames.map(([n]) => n)).toContain(name);
  });

  it.each<[string, z.ZodType, "input" | "output"]>([
    ["consentsResponse-201_redirect", ConsentCreated, "output"],
    ["consentInformationResponse-200_json", ConsentInformation, "output"],
    ["accountList", AccountList, "output"],
    ["cardAccountList", CardAccountList, "output"],
    ["transactionsResponse-200_json", TransactionsResponse, "output"],
    ["cardAccountsTransactionsResponse200", CardAccountsTransactionsResponse, "output"],
  ])("shows an answer declared with its schema as a $ref to %s", (name, schema, io) => {
    const components = new SchemaComponents(all);
    const document = { schema: components.of(schema, io) };
    components.finish(document);
    expect(document.schema.$ref).toMatch(new RegExp(`^#/components/schemas/${name}(_answer)?$`));
  });

  it("refers a consent's links to the one links schema they share with a payment's", () => {
    const components = new SchemaComponents(all);
    const document = { schema: components.of(ConsentCreated, "output") };
    components.finish(document);
    const created =
      components.schemas["consentsResponse-201_redirect"] ??
      components.schemas["consentsResponse-201_redirect_answer"];
    const links = (created?.properties as Record<string, { $ref?: string }> | undefined)?._links;
    expect(links?.$ref).toMatch(/_linksPaymentInitiation/);
  });
});
