import { join } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { expect, test } from "vitest";
import { testTppCertificate } from "../../src/api/certificates.js";
import { startSandbox } from "../../src/api/start.js";
import { described } from "../../src/http/operation.js";
import { buildDocument } from "../../src/openapi/document.js";
import { operations } from "../../src/operations.js";
import { defaultCustomers } from "../../src/test-data/default-customers.js";
import { createTppClient } from "../../src/signing/client.js";

/** Every body and shared type a generated client should meet by name (docs/decisions.md, "Schema names"). */
const bodies = [
  ...["amount", "accountReference", "address", "hrefType", "_linksAll", "tppMessageGeneric", "Error"],
  ...["paymentInitiationSct_json", "paymentInitiationDomestic_json", "periodicPaymentInitiation_json"],
  ...["bulkPaymentInitiation_json", "paymentInitiationBulkElement_json", "scaChallengeResponse-401"],
  ...["paymentInitiationRequestResponse-201", "paymentInitiationStatusResponse-200_json"],
  ...["paymentInitiationCancelResponse-202", "paymentInformationResponse-200", "feeInformationRequest_json"],
  ...["feeInformationResponse-200", "startScaprocessRequest_json", "startScaprocessResponse"],
  ...["authorisations", "scaStatusResponse", "signingBasket", "signingBasketResponse-201"],
  ...["signingBasketResponse-200", "signingBasketStatusResponse-200", "sandboxCustomer"],
  ...["sandboxCustomerList", "sandboxCustomerRequest_json", "sandboxAgreementRequest_json"],
  ...["sandboxAccount", "sandboxAccountRequest_json", "sandboxBalanceRequest_json", "sandboxTransaction"],
  ...["sandboxTransactionList", "sandboxTransactionRequest_json", "sandboxCardAccount"],
  ...["sandboxCardAccountRequest_json", "sandboxCardTransactions", "sandboxCardTransactionsRequest_json"],
  ...["sandboxTppContact", "sandboxTppContactRequest_json", "adminHealth", "adminClock"],
  ...["adminClockMoveRequest_json", "adminClockMove", "adminBatchRun", "adminBatchRuns", "adminTppList"],
  ...["adminAccountStatusRequest_json", "adminAccountStatus", "adminFaultRulesRequest_json"],
  ...["adminFaultRules", "adminRequestList", "adminRequest", "adminPayment", "adminBasket"],
  ...["adminSigners", "adminSignRequest_json", "adminSign", "dashboardLoginForm", "scaPageForm"],
];

const example = fileURLToPath(new URL("../../examples/tpp-openapi-typescript/", import.meta.url));
/** The example's own client; imported by path, as the repo's typecheck cannot see its generated types. */
type CreateSepaPayment = (
  tpp: ReturnType<typeof createTppClient>,
  body: unknown,
  headers: Record<string, string>,
) => Promise<{ transactionStatus: string; _links: Record<string, { href: string }> }>;
/** The members of `components.schemas` in openapi-typescript's output: the names a TPP's code can use. */
function schemaNames(generated: string): string[] {
  const file = ts.createSourceFile("psd2-sandbox.d.ts", generated, ts.ScriptTarget.ES2023);
  const components = file.statements.find(
    (s): s is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(s) && s.name.text === "components",
  );
  const schemas = components?.members.find(
    (m): m is ts.PropertySignature => ts.isPropertySignature(m) && m.name.getText(file) === "schemas",
  );
  if (schemas?.type === undefined || !ts.isTypeLiteralNode(schemas.type)) return [];
  return schemas.type.members.flatMap((m) =>
    m.name !== undefined && (ts.isIdentifier(m.name) || ts.isStringLiteral(m.name)) ? [m.name.text] : [],
  );
}

// The example's own type check against what openapi-typescript generates (tsc --strict, with the
// packed package's types) is examples/run.sh's: the generated file is read here by its syntax alone.
test("openapi-typescript names each body", async () => {
  const generated = astToString(
    await openapiTS(JSON.stringify(buildDocument("http://sandbox.test", await described(operations)))),
  );
  const names = schemaNames(generated);
  expect(bodies.filter((name) => !names.includes(name))).toEqual([]);
});

test("the example client creates a SEPA payment on a sandbox on a free port", async () => {
  const client = join(example, "sepa-payment.ts");
  const { createSepaPayment } = (await import(client)) as { createSepaPayment: CreateSepaPayment };
  const bank = await startSandbox({ logLevel: "silent" });
  try {
    const tpp = createTppClient({ baseUrl: bank.url, ...testTppCertificate() });
    const created = await createSepaPayment(
      tpp,
      {
        instructedAmount: { currency: "EUR", amount: "125.50" },
        creditorName: "Bäckerei Müller GmbH",
        creditorAccount: { iban: "DE89370400440532013000", currency: "EUR" },
        debtorAccount: { iban: defaultCustomers.private.accounts.brukskonto.iban, currency: "NOK" },
      },
      {
        "TPP-Session-ID": "session-1",
        "TPP-Redirect-URI": "https://tpp.example.com/done",
        "PSU-ID": defaultCustomers.private.customerId,
        "PSU-IP-Address": "192.0.2.10",
        "x-accept-fix": "",
      },
    );
    expect(created.transactionStatus).toBe("RCVD");
    expect(created._links.scaRedirect?.href).toContain("/sca/");
  } finally {
    await bank.close();
  }
});
