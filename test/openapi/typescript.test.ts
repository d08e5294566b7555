import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import openapiTS, { astToString } from "openapi-typescript";
import ts from "typescript";
import { afterAll, expect, test } from "vitest";
import { testTppCertificate } from "../../src/api/certificates.js";
import { startSandbox } from "../../src/api/start.js";
import { described } from "../../src/http/operation.js";
import { buildDocument } from "../../src/openapi/document.js";
import { operations } from "../../src/operations.js";
import { defaultCustomers } from "../../src/sandbox/default-customers.js";
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
const dir = mkdtempSync(join(tmpdir(), "psd2-openapi-ts-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test("openapi-typescript names each body, and the example client type-checks against what it generates", async () => {
  const generated = astToString(
    await openapiTS(JSON.stringify(buildDocument("http://sandbox.test", await described(operations)))),
  );
  writeFileSync(join(dir, "psd2-sandbox.d.ts"), generated);
  copyFileSync(join(example, "sepa-payment.ts"), join(dir, "sepa-payment.ts"));
  // A name the document lacks is a type error here, as it would be in a TPP's code.
  const named = bodies.map((name) => `components["schemas"][${JSON.stringify(name)}]`);
  writeFileSync(
    join(dir, "names.ts"),
    `import type { components } from "./psd2-sandbox.js";\nexport type Named = [\n  ${named.join(",\n  ")},\n];\n`,
  );
  const program = ts.createProgram([join(dir, "sepa-payment.ts"), join(dir, "names.ts")], {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    target: ts.ScriptTarget.ES2023,
    lib: ["lib.es2023.d.ts"],
    types: ["node"],
    typeRoots: [fileURLToPath(new URL("../../node_modules/@types", import.meta.url))],
    skipLibCheck: true,
    // The TppClient type the example imports from the package is declared here.
    paths: { "psd2-sandbox": [fileURLToPath(new URL("../../src/signing/client.ts", import.meta.url))] },
    allowImportingTsExtensions: true,
  });
  const problems = ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
  expect(problems).toEqual([]);
  console.log(`openapi-typescript: ${generated.split("\n").length} lines, ${bodies.length} bodies named`);
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
    console.log(JSON.stringify(created, null, 2));
    expect(created.transactionStatus).toBe("RCVD");
    expect(created._links.scaRedirect?.href).toContain("/sca/");
  } finally {
    await bank.close();
  }
});
