import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAccountBalances } from "../../src/account-information/accounts/account-balances.js";
import { readAccountDetails } from "../../src/account-information/accounts/account-details.js";
import { getTransactionList } from "../../src/account-information/accounts/account-transactions.js";
import { getCardAccountBalances } from "../../src/account-information/accounts/card-account-balances.js";
import { readCardAccountDetails } from "../../src/account-information/accounts/card-account-details.js";
import { getCardAccountTransactionList } from "../../src/account-information/accounts/card-account-transactions.js";
import { getAccountList } from "../../src/account-information/accounts/list-accounts.js";
import { getCardAccountList } from "../../src/account-information/accounts/list-card-accounts.js";
import { getTransactionDetails } from "../../src/account-information/accounts/transaction-details.js";
import { consentAuthorisations } from "../../src/account-information/authorisations.js";
import { createConsentOperation } from "../../src/account-information/create.js";
import {
  deleteConsent,
  getConsentInformation,
  getConsentStatus,
} from "../../src/account-information/read.js";
import { createSandboxTpp, type SandboxTpp } from "../../src/api/tpp.js";
import type { Declared, PathParams } from "../../src/http/operation.js";
import { getSandboxAccount } from "../../src/test-data/accounts/get.js";
import { getSandboxCardAccount } from "../../src/test-data/card-accounts/get.js";

/** The account information methods of the typed client call their declarations, with a read's headers. */
let server: Server;
let url: string;
const seen: { request: string; headers: IncomingHttpHeaders }[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push({ request: `${request.method} ${request.url}`, headers: request.headers });
    response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function requestOf<P extends string>(op: Declared<Declared["method"], P>, params: PathParams<P>): string {
  const values: Readonly<Record<string, string>> = params;
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
  return `${op.method.toUpperCase()} ${path}`;
}

const c1 = { consentId: "c1" };
const acc = { "account-id": "a 1" } as const;
const query = { bookingStatus: "booked", dateFrom: "2026-01-01" } as const;
const cases: [string, (t: SandboxTpp) => Promise<unknown>, string][] = [
  ["createConsent", (t) => t.createConsent({} as never), requestOf(createConsentOperation, {})],
  ["getConsent", (t) => t.getConsent("c1"), requestOf(getConsentInformation, c1)],
  ["getConsentStatus", (t) => t.getConsentStatus(c1), requestOf(getConsentStatus, c1)],
  ["deleteConsent", (t) => t.deleteConsent(c1), requestOf(deleteConsent, c1)],
  [
    "startConsentAuthorisation",
    (t) => t.startConsentAuthorisation(c1),
    requestOf(consentAuthorisations.start, c1),
  ],
  [
    "listConsentAuthorisations",
    (t) => t.listConsentAuthorisations(c1),
    requestOf(consentAuthorisations.list, c1),
  ],
  [
    "getConsentAuthorisation",
    (t) => t.getConsentAuthorisation(c1, "z1"),
    requestOf(consentAuthorisations.status, { ...c1, authorisationId: "z1" }),
  ],
  [
    "getAccounts",
    (t) => t.getAccounts(c1, { withBalance: true }),
    `${requestOf(getAccountList, {})}?withBalance=true`,
  ],
  ["getAccount", (t) => t.getAccount(c1, "a 1"), requestOf(readAccountDetails, acc)],
  ["getBalances", (t) => t.getBalances(c1, "a 1"), requestOf(getAccountBalances, acc)],
  [
    "getTransactions",
    (t) => t.getTransactions(c1, "a 1", query),
    `${requestOf(getTransactionList, acc)}?bookingStatus=booked&dateFrom=2026-01-01`,
  ],
  [
    "getTransaction",
    (t) => t.getTransaction(c1, "a 1", "t1"),
    requestOf(getTransactionDetails, { ...acc, transactionId: "t1" }),
  ],
  ["getCardAccounts", (t) => t.getCardAccounts(c1), requestOf(getCardAccountList, {})],
  ["getCardAccount", (t) => t.getCardAccount(c1, "a 1"), requestOf(readCardAccountDetails, acc)],
  [
    "getCardAccountBalances",
    (t) => t.getCardAccountBalances(c1, "a 1"),
    requestOf(getCardAccountBalances, acc),
  ],
  [
    "getCardAccountTransactions",
    (t) => t.getCardAccountTransactions(c1, "a 1", query),
    `${requestOf(getCardAccountTransactionList, acc)}?bookingStatus=booked&dateFrom=2026-01-01`,
  ],
  [
    "getAccount of the sandbox data API",
    (t) => t.getAccount("a 1"),
    requestOf(getSandboxAccount, { accountId: "a 1" }),
  ],
  [
    "getCardAccount of the sandbox data API",
    (t) => t.getCardAccount("a 1"),
    requestOf(getSandboxCardAccount, { cardAccountId: "a 1" }),
  ],
];

describe("the typed client's account information methods", () => {
  it.each(cases)("%s sends its declaration's method and path", async (_, send, expected) => {
    seen.length = 0;
    await send(createSandboxTpp(url));
    expect(seen.map((s) => s.request)).toEqual([expected]);
  });

  it("a read names its consent and x-accept-fix, and sends PSU-IP-Address unless the PSU is not present", async () => {
    seen.length = 0;
    const tpp = createSandboxTpp(url, { psuIpAddress: "198.51.100.7" });
    await tpp.getBalances("c1", "a1");
    await tpp.getBalances("c1", "a1", { psuPresent: false, headers: { "x-accept-fix": "longer-name" } });
    const [present, absent] = seen.map((s) => s.headers);
    expect(present).toMatchObject({
      "consent-id": "c1",
      "x-accept-fix": "",
      "psu-ip-address": "198.51.100.7",
    });
    expect(absent).toMatchObject({ "consent-id": "c1", "x-accept-fix": "longer-name" });
    expect(absent).not.toHaveProperty("psu-ip-address");
  });
});
