import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import { adminSetAccountStatus } from "../../src/admin/accounts.js";
import { adminListBatchRuns, adminRunBatch } from "../../src/admin/batch-runs.js";
import { adminGetClock, adminMoveClock } from "../../src/admin/clock.js";
import { adminClearFaults, adminListFaults, adminSetFaults } from "../../src/admin/faults.js";
import { adminHealth, adminReset } from "../../src/admin/index.js";
import { adminGetBasket, adminGetPayment } from "../../src/admin/payments.js";
import { adminClearRequests, adminGetRequest, adminListRequests } from "../../src/admin/requests.js";
import { adminShutdown } from "../../src/admin/shutdown.js";
import { adminForgetTpp, adminListTpps } from "../../src/admin/tpps.js";
import { createControl, type SandboxControl } from "../../src/api/control.js";
import { createSandboxTpp, type SandboxTpp } from "../../src/api/tpp.js";
import { createCaller } from "../../src/api/tpp-call.js";
import { basketAuthorisations } from "../../src/baskets/authorisations.js";
import { createSigningBasket } from "../../src/baskets/create.js";
import { deleteSigningBasket, getSigningBasket, getSigningBasketStatus } from "../../src/baskets/read.js";
import type { Declared, PathParams } from "../../src/http/operation.js";
import { startSandbox } from "../../src/index.js";
import {
  cancellationAuthorisations,
  paymentAuthorisations,
} from "../../src/payments/authorisations/parents.js";
import { cancelPaymentOperation } from "../../src/payments/cancel.js";
import { createBulkPayment } from "../../src/payments/create-bulk.js";
import { createDomesticPayment } from "../../src/payments/create-domestic.js";
import { createPeriodicPayment } from "../../src/payments/create-periodic.js";
import { createSepaPayment } from "../../src/payments/create-sepa.js";
import { getInstantPaymentFee } from "../../src/payments/fee-information.js";
import { getPayment } from "../../src/payments/get.js";
import { getPaymentStatus } from "../../src/payments/status.js";
import { createSandboxAccountTransaction } from "../../src/test-data/account-transactions/post.js";
import {
  getSandboxAccountTransaction,
  listSandboxAccountTransactions,
} from "../../src/test-data/account-transactions/list.js";
import { setSandboxAccountBalance } from "../../src/test-data/accounts/balance.js";
import { getSandboxAccount } from "../../src/test-data/accounts/get.js";
import { createSandboxAccount } from "../../src/test-data/accounts/post.js";
import { upsertSandboxAgreement } from "../../src/test-data/agreements/post.js";
import { setSandboxCardAccountBalance } from "../../src/test-data/card-accounts/balance.js";
import { getSandboxCardAccount } from "../../src/test-data/card-accounts/get.js";
import { createSandboxCardAccount } from "../../src/test-data/card-accounts/post.js";
import { listSandboxCardTransactions } from "../../src/test-data/card-transactions/list.js";
import { createSandboxCardTransactions } from "../../src/test-data/card-transactions/post.js";
import { defaultCustomers } from "../../src/test-data/default-customers.js";
import { getSandboxCustomer } from "../../src/test-data/customers/get.js";
import { listSandboxCustomers } from "../../src/test-data/customers/list.js";
import { createSandboxCustomer } from "../../src/test-data/customers/post.js";
import { initializeSandbox } from "../../src/test-data/initialize.js";
import { getTppContact, setTppContact } from "../../src/test-data/tpp/contact.js";
import { scaPage, scaPageSubmit } from "../../src/sca/page/routes.js";

/**
 * The typed clients call the operations' declarations: each method's request is the declared method
 * and the declared path template, filled with the call's values. A server that records what comes
 * (answering 200 `{}`, or the SCA page's 303) shows the request each method sends.
 */
let server: Server;
let url: string;
const seen: string[] = [];
beforeAll(async () => {
  server = createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    if (request.url?.startsWith("/sca/") && request.method === "GET") {
      response
        .writeHead(200, { "Content-Type": "text/html" })
        .end('<input type="hidden" name="token" value="t1">');
      return;
    }
    if (request.url?.startsWith("/sca/")) {
      response.writeHead(303, { Location: "https://tpp.example/callback" }).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json" }).end('{"tpps":[],"rules":[]}');
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The request a declaration names for these values (each a single path segment, encoded). */
function requestOf<P extends string>(op: Declared<Declared["method"], P>, params: PathParams<P>): string {
  const values: Readonly<Record<string, string>> = params;
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? ""));
  return `${op.method.toUpperCase()} ${path}`;
}

type Case = [
  name: string,
  send: (tpp: SandboxTpp, control: SandboxControl) => Promise<unknown>,
  expected: string | readonly string[],
];

const payment = { paymentService: "payments", paymentProduct: "sepa-credit-transfers", paymentId: "p 1" };
const paymentParams = {
  "payment-service": "payments",
  "payment-product": "sepa-credit-transfers",
  paymentId: "p 1",
} as const;
const self = {
  _links: {
    self: { href: "https://bank.example/psd2/v1/bulk-payments/norwegian-domestic-credit-transfers/p2" },
  },
};
const selfParams = {
  "payment-service": "bulk-payments",
  "payment-product": "norwegian-domestic-credit-transfers",
  paymentId: "p2",
} as const;
const body = {} as never;

const tppCases: Case[] = [
  ["initialize", (t) => t.initialize(), requestOf(initializeSandbox, {})],
  ["listCustomers", (t) => t.listCustomers(), requestOf(listSandboxCustomers, {})],
  ["getCustomer", (t) => t.getCustomer("a b/c"), requestOf(getSandboxCustomer, { customerId: "a b/c" })],
  ["createCustomer", (t) => t.createCustomer(body), requestOf(createSandboxCustomer, {})],
  ["createAgreement", (t) => t.createAgreement(body), requestOf(upsertSandboxAgreement, {})],
  ["createAccount", (t) => t.createAccount(body), requestOf(createSandboxAccount, {})],
  ["getAccount", (t) => t.getAccount("acc"), requestOf(getSandboxAccount, { accountId: "acc" })],
  [
    "setAccountBalance",
    (t) => t.setAccountBalance("acc", body),
    requestOf(setSandboxAccountBalance, { accountId: "acc" }),
  ],
  [
    "listAccountTransactions",
    (t) => t.listAccountTransactions("acc"),
    requestOf(listSandboxAccountTransactions, { mockAccountId: "acc" }),
  ],
  [
    "getAccountTransaction",
    (t) => t.getAccountTransaction("acc", "tx"),
    requestOf(getSandboxAccountTransaction, { mockAccountId: "acc", transactionId: "tx" }),
  ],
  [
    "createAccountTransaction",
    (t) => t.createAccountTransaction("acc", body),
    requestOf(createSandboxAccountTransaction, { mockAccountId: "acc" }),
  ],
  ["createCardAccount", (t) => t.createCardAccount(body), requestOf(createSandboxCardAccount, {})],
  [
    "getCardAccount",
    (t) => t.getCardAccount("card"),
    requestOf(getSandboxCardAccount, { cardAccountId: "card" }),
  ],
  [
    "setCardAccountBalance",
    (t) => t.setCardAccountBalance("card", body),
    requestOf(setSandboxCardAccountBalance, { cardAccountId: "card" }),
  ],
  [
    "listCardTransactions",
    (t) => t.listCardTransactions("card"),
    requestOf(listSandboxCardTransactions, { mockCardAccountId: "card" }),
  ],
  [
    "createCardTransactions",
    (t) => t.createCardTransactions("card", body),
    requestOf(createSandboxCardTransactions, { mockCardAccountId: "card" }),
  ],
  ["setTppContact", (t) => t.setTppContact(body), requestOf(setTppContact, {})],
  ["getTppContact", (t) => t.getTppContact(), requestOf(getTppContact, {})],
  ["createSepaPayment", (t) => t.createSepaPayment(body), requestOf(createSepaPayment, {})],
  [
    "createSepaPayment with its query",
    (t) => t.createSepaPayment(body, {}, { allowLogicalDuplicate: true }),
    `${requestOf(createSepaPayment, {})}?allowLogicalDuplicate=true`,
  ],
  ["createDomesticPayment", (t) => t.createDomesticPayment(body), requestOf(createDomesticPayment, {})],
  ["createPeriodicPayment", (t) => t.createPeriodicPayment(body), requestOf(createPeriodicPayment, {})],
  ["createBulkPayment", (t) => t.createBulkPayment(body), requestOf(createBulkPayment, {})],
  ["getFeeInformation", (t) => t.getFeeInformation(body), requestOf(getInstantPaymentFee, {})],
  ["getPayment by its parts", (t) => t.getPayment(payment), requestOf(getPayment, paymentParams)],
  ["getPayment by its self link", (t) => t.getPayment(self), requestOf(getPayment, selfParams)],
  [
    "getPaymentStatus by its path",
    (t) => t.getPaymentStatus("/v1/bulk-payments/norwegian-domestic-credit-transfers/p2"),
    requestOf(getPaymentStatus, selfParams),
  ],
  ["cancelPayment", (t) => t.cancelPayment(payment), requestOf(cancelPaymentOperation, paymentParams)],
  [
    "startAuthorisation",
    (t) => t.startAuthorisation(payment),
    requestOf(paymentAuthorisations.start, paymentParams),
  ],
  [
    "listAuthorisations",
    (t) => t.listAuthorisations(self),
    requestOf(paymentAuthorisations.list, selfParams),
  ],
  [
    "getAuthorisation",
    (t) => t.getAuthorisation(payment, "a1"),
    requestOf(paymentAuthorisations.status, { ...paymentParams, authorisationId: "a1" }),
  ],
  [
    "startCancellationAuthorisation",
    (t) => t.startCancellationAuthorisation(payment),
    requestOf(cancellationAuthorisations.start, paymentParams),
  ],
  [
    "listCancellationAuthorisations",
    (t) => t.listCancellationAuthorisations(payment),
    requestOf(cancellationAuthorisations.list, paymentParams),
  ],
  [
    "getCancellationAuthorisation",
    (t) => t.getCancellationAuthorisation(payment, "a1"),
    requestOf(cancellationAuthorisations.status, { ...paymentParams, authorisationId: "a1" }),
  ],
  ["createSigningBasket", (t) => t.createSigningBasket(body), requestOf(createSigningBasket, {})],
  [
    "getSigningBasket",
    (t) => t.getSigningBasket({ basketId: "b1" }),
    requestOf(getSigningBasket, { basketId: "b1" }),
  ],
  [
    "getSigningBasketStatus by its path",
    (t) => t.getSigningBasketStatus("/v1/signing-baskets/b1"),
    requestOf(getSigningBasketStatus, { basketId: "b1" }),
  ],
  [
    "deleteSigningBasket",
    (t) => t.deleteSigningBasket("b1"),
    requestOf(deleteSigningBasket, { basketId: "b1" }),
  ],
  [
    "startBasketAuthorisation",
    (t) => t.startBasketAuthorisation("b1"),
    requestOf(basketAuthorisations.start, { basketId: "b1" }),
  ],
  [
    "listBasketAuthorisations",
    (t) => t.listBasketAuthorisations("b1"),
    requestOf(basketAuthorisations.list, { basketId: "b1" }),
  ],
  [
    "getBasketAuthorisation",
    (t) => t.getBasketAuthorisation("b1", "a1"),
    requestOf(basketAuthorisations.status, { basketId: "b1", authorisationId: "a1" }),
  ],
];

const controlCases: Case[] = [
  ["runBatch", (_, c) => c.runBatch(), requestOf(adminRunBatch, {})],
  [
    "batchRuns",
    (_, c) => c.batchRuns({ after: 3 }),
    `${requestOf(adminListBatchRuns, {})}?after=3&limit=100`,
  ],
  ["advanceClock", (_, c) => c.advanceClock("P1D"), requestOf(adminMoveClock, {})],
  ["setClock", (_, c) => c.setClock("2026-03-02T10:00:00Z"), requestOf(adminMoveClock, {})],
  ["clock", (_, c) => c.clock(), requestOf(adminGetClock, {})],
  ["reset", (_, c) => c.reset(), requestOf(adminReset, {})],
  ["health", (_, c) => c.health(), requestOf(adminHealth, {})],
  [
    "setAccountStatus",
    (_, c) => c.setAccountStatus("1234 5", "blocked"),
    requestOf(adminSetAccountStatus, { account: "1234 5" }),
  ],
  ["tpps", (_, c) => c.tpps(), requestOf(adminListTpps, {})],
  ["forgetTpp", (_, c) => c.forgetTpp("PSDNO-1"), requestOf(adminForgetTpp, { organisationId: "PSDNO-1" })],
  ["requests", (_, c) => c.requests({ method: "POST" }), `${requestOf(adminListRequests, {})}?method=POST`],
  ["journalEntry", (_, c) => c.journalEntry("r1"), requestOf(adminGetRequest, { xRequestId: "r1" })],
  ["clearRequests", (_, c) => c.clearRequests(), requestOf(adminClearRequests, {})],
  ["explainPayment", (_, c) => c.explainPayment("p1"), requestOf(adminGetPayment, { paymentId: "p1" })],
  ["explainBasket", (_, c) => c.explainBasket("b1"), requestOf(adminGetBasket, { basketId: "b1" })],
  ["setFaults", (_, c) => c.setFaults([]), requestOf(adminSetFaults, {})],
  ["faults", (_, c) => c.faults(), requestOf(adminListFaults, {})],
  ["clearFaults", (_, c) => c.clearFaults(), requestOf(adminClearFaults, {})],
  ["shutdown", (_, c) => c.shutdown(), requestOf(adminShutdown, {})],
  [
    "approve by a link on another host",
    (_, c) => c.approve("https://bank.example/psd2/sca/a1", "12345678901"),
    [requestOf(scaPage, { authorisationId: "a1" }), requestOf(scaPageSubmit, { authorisationId: "a1" })],
  ],
  [
    "reject",
    (_, c) => c.reject({ _links: { scaRedirect: { href: "/sca/a1" } } }, "12345678901"),
    [requestOf(scaPage, { authorisationId: "a1" }), requestOf(scaPageSubmit, { authorisationId: "a1" })],
  ],
];

describe("the typed clients send each operation as its declaration names it", () => {
  it.each([...tppCases, ...controlCases])("%s", async (_, send, expected) => {
    seen.length = 0;
    await send(createSandboxTpp(url), createControl(url));
    expect(seen).toEqual(Array.isArray(expected) ? expected : [expected]);
  });

  it("a call's values must be its declared path's parameters: one missing or misspelled does not compile", () => {
    expectTypeOf<PathParams<typeof getSandboxAccountTransaction.path>>().toEqualTypeOf<{
      readonly mockAccountId: string;
      readonly transactionId: string;
    }>();
    expectTypeOf(getPayment.method).toEqualTypeOf<"get">();
    const call = createCaller(url, {});
    // Typed only, never sent: each line is a compile-time check.
    const unsent = [
      () => call(getSandboxAccount, { accountId: "acc" }),
      () => call(listSandboxCustomers),
      // @ts-expect-error accountId is missing
      () => call(getSandboxAccount, {}),
      // @ts-expect-error the parameter is accountId
      () => call(getSandboxAccount, { acountId: "acc" }),
      // @ts-expect-error the path has no parameter
      () => call(listSandboxCustomers, { customerId: "c" }),
      // @ts-expect-error the status needs the authorisation too
      () => call(paymentAuthorisations.status, paymentParams),
    ];
    expect(unsent).toHaveLength(6);
  });
});

it("a real call reaches the declared operation: the sandbox's journal holds the declared path", async () => {
  const bank = await startSandbox({ logLevel: "silent" });
  try {
    const { customerId } = defaultCustomers.private;
    const customer = await bank.tpp().getCustomer(customerId);
    expect(customer.customerId).toBe(customerId);
    const { requests } = await bank.requests({ path: "/v1/sandbox/customers/" });
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      requestOf(getSandboxCustomer, { customerId }),
    ]);
  } finally {
    await bank.close();
  }
});
