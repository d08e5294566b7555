/**
 * A scripted run through every operation the sandbox serves, as a TPP, its PSU and a CI script would
 * make them: the data API, the three payment products with SCA and cancellation, baskets, the control
 * API, errors. Its pairs are held to the document and give the document its examples.
 */
import { expect } from "vitest";
import { pageToken } from "../../src/sca/page/token.js";
import { consentJourney } from "../account-information/journey.js";
import { accountReads } from "../account-information/reads-journey.js";
import type { Bank } from "../helpers/calls.js";
import { csrfIn } from "../helpers/dashboard.js";
import {
  BULK_PATH,
  bulkPayment,
  DOMESTIC_PATH,
  domesticPayment,
  FEE_PATH,
  ibanOf,
  PERIODIC_PATH,
  PSU,
  periodicPayment,
  psuHeaders,
  SEPA_PATH,
  sepaPayment,
} from "../helpers/payments.js";
import {
  accountBody,
  cardAccountBody,
  cardEntry,
  customerBody,
  nationalId,
} from "../helpers/sandbox-bodies.js";

type Json = Record<string, unknown>;

/** A string field of an answer, e.g. `field(body, "paymentId")` or `field(body, "_links.scaRedirect.href")`. */
function field(body: Json, path: string): string {
  const value = path.split(".").reduce<unknown>((at, key) => (at as Json | undefined)?.[key], body);
  if (typeof value !== "string") throw new Error(`no ${path} in ${JSON.stringify(body)}`);
  return value;
}

export async function journey(bank: Bank): Promise<void> {
  const call = async (
    method: string,
    path: string,
    options: Parameters<Bank["call"]>[2] = {},
    status?: number,
  ) => {
    const answer = await bank.call(method, path, options);
    if (status !== undefined) expect(answer.status, `${method} ${path}: ${answer.text}`).toBe(status);
    return answer.body as Json;
  };
  const raw = async (method: string, path: string, init: RequestInit = {}, status?: number) => {
    const response = await bank.sandbox.app.request(`http://sandbox.test${path}`, {
      method,
      redirect: "manual",
      ...init,
    });
    const text = await response.text();
    if (status !== undefined) expect(response.status, `${method} ${path}: ${text}`).toBe(status);
    return text;
  };
  const form = (fields: Record<string, string>): RequestInit => ({
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  /** A post of the SCA page's form, with the token of the page (opened first, as a browser does). */
  const scaPost = async (path: string, fields: Record<string, string>, status: number) => {
    const token = pageToken(await raw("GET", path, {}, 200)) ?? "";
    return raw("POST", path, form({ ...fields, token }), status);
  };
  const approve = (href: string, customerNumber: string) =>
    scaPost(new URL(href).pathname, { customerNumber, action: "approve" }, 303);

  // The sandbox's own description and control API
  await raw("GET", "/openapi.json", {}, 200);
  await raw("GET", "/openapi.yaml", {}, 200);
  await raw("GET", "/", {}, 200);
  await raw("GET", "/docs", {}, 200);
  await raw("GET", "/docs/assets/init.js", {}, 200);
  await raw("GET", "/favicon.ico", {}, 200);
  await raw("GET", "/favicon.svg", {}, 200);
  await raw("GET", "/__admin/sign", {}, 200);
  const jsonInit = (body: unknown): RequestInit => ({
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  await raw("POST", "/__admin/sign", jsonInit({ method: "GET", path: "/v1/sandbox/customers" }), 200);
  await raw("POST", "/__admin/sign", jsonInit({ method: "GET", path: "/__admin/health" }), 400);
  await raw("GET", "/__admin/health", {}, 200);
  await raw("GET", "/__admin/clock", {}, 200);

  // Sandbox data API
  await call("POST", "/v1/sandbox/initialize", {}, 200);
  await call("GET", "/v1/sandbox/customers", {}, 200);
  const number = nationalId(3);
  const customer = await call(
    "POST",
    "/v1/sandbox/customers",
    {
      body: customerBody({
        customerNumber: number,
        customerName: "Nordlys Test AS",
        customerType: "CORPORATE",
      }),
    },
    201,
  );
  await call("GET", `/v1/sandbox/customers/${field(customer, "customerId")}`, {}, 200);
  const account = await call(
    "POST",
    "/v1/sandbox/accounts",
    { body: accountBody(number, { name: "Driftskonto" }) },
    201,
  );
  await call(
    "POST",
    "/v1/sandbox/agreements",
    { body: { customerNumber: number, agreementId: "912345678", accountIds: [field(account, "accountId")] } },
    201,
  );
  await call("GET", `/v1/sandbox/accounts/${field(account, "accountId")}`, {}, 200);
  await call(
    "PUT",
    `/v1/sandbox/accounts/${field(account, "accountId")}/balance`,
    { body: { balanceAmount: { currency: "NOK", amount: "25000.00" } } },
    200,
  );
  const transactions = `/v1/sandbox/accounts/${field(account, "accountId")}/transactions`;
  const booked = await call(
    "POST",
    transactions,
    {
      body: {
        transactionAmount: { currency: "NOK", amount: "250.50" },
        debtorAccount: { iban: field(account, "iban") },
        creditorAccount: { iban: "NO9386011117947" },
        creditorName: "Strøm AS",
        remittanceInformationUnstructured: "Faktura 1042",
      },
    },
    201,
  );
  await call("GET", transactions, {}, 200);
  await call("GET", `${transactions}/${field(booked, "transactionId")}`, {}, 200);
  const card = await call("POST", "/v1/sandbox/card-accounts", { body: cardAccountBody(number) }, 201);
  await call("GET", `/v1/sandbox/card-accounts/${field(card, "cardAccountId")}`, {}, 200);
  await call(
    "PUT",
    `/v1/sandbox/card-accounts/${field(card, "cardAccountId")}/balance`,
    { body: { balanceAmount: { currency: "NOK", amount: "-1500.00" } } },
    200,
  );
  await call(
    "POST",
    `/v1/sandbox/card-accounts/${field(card, "cardAccountId")}/transactions`,
    {
      body: [
        cardEntry({
          bookingDate: "2026-03-01",
          transactionDate: "2026-03-01",
          currencyExchange: {
            sourceCurrency: "SEK",
            targetCurrency: "NOK",
            exchangeRate: "1.0458",
            unitCurrency: "SEK",
            quotationDate: "2026-03-01",
          },
        }),
      ],
    },
    201,
  );
  await call("GET", `/v1/sandbox/card-accounts/${field(card, "cardAccountId")}/transactions`, {}, 200);
  await call("POST", "/v1/sandbox/tpp/contact", { body: { email: "dev@tpp.example" } }, 201);
  await call("GET", "/v1/sandbox/tpp/contact", {}, 200);

  // Fee information, then a SEPA payment: explicit SCA start, the page, approval, cancellation
  const feeBody = {
    instructedAmount: { currency: "NOK", amount: "350.00" },
    debtorAccount: { bban: PSU.private.brukskonto, currency: "NOK" },
    creditorAccount: { bban: PSU.private2.brukskonto, currency: "NOK" },
    creditorName: "Ola Nordmann",
  };
  await call("POST", FEE_PATH, { body: feeBody }, 200);
  const headers = psuHeaders(PSU.private);
  const sepa = await call("POST", SEPA_PATH, { body: sepaPayment(), headers }, 201);
  await call("POST", DOMESTIC_PATH, { body: domesticPayment(), headers }, 201);
  const self = `${SEPA_PATH}/${field(sepa, "paymentId")}`;
  await call("GET", self, {}, 200);
  await call("GET", `${self}/status`, {}, 200);
  const started = await call(
    "POST",
    `${self}/authorisations`,
    { headers: { "TPP-Redirect-URI": "https://tpp.example/callback" } },
    201,
  );
  await call("GET", `${self}/authorisations`, {}, 200);
  await call("GET", `${self}/authorisations/${field(started, "authorisationId")}`, {}, 200);
  const page = new URL(field(started, "_links.scaRedirect.href")).pathname;
  await scaPost(page, { customerNumber: PSU.private.customerNumber }, 200);
  await approve(field(started, "_links.scaRedirect.href"), PSU.private.customerNumber);
  const cancellation = await call("DELETE", self, {}, 202);
  const more = await call("POST", `${self}/cancellation-authorisations`, {}, 201);
  await call("GET", `${self}/cancellation-authorisations`, {}, 200);
  await call("GET", `${self}/cancellation-authorisations/${field(more, "authorisationId")}`, {}, 200);
  expect(field(cancellation, "_links.scaRedirect.href")).toContain("/sca/");

  // A standing order, cancelled at once before its SCA
  const periodic = await call("POST", PERIODIC_PATH, { body: periodicPayment(), headers }, 201);
  await call("DELETE", `${PERIODIC_PATH}/${field(periodic, "paymentId")}`, {}, 204);

  // A bulk: the 401 Challenge first, then the payment, approved, and the batch settles it
  const corporate = psuHeaders(PSU.corporate);
  const challenge = await call("POST", BULK_PATH, { body: bulkPayment(), headers: corporate }, 401);
  await approve(field(challenge, "_links.scaRedirect.href"), PSU.corporate.customerNumber);
  const bulk = await call(
    "POST",
    BULK_PATH,
    { body: bulkPayment({ requestedExecutionDate: undefined }), headers: corporate },
    201,
  );
  await approve(field(bulk, "_links.scaRedirect.href"), PSU.corporate.customerNumber);
  await raw("POST", "/__admin/batch-runs", {}, 200);
  await raw("GET", "/__admin/batch-runs?after=0&limit=5", {}, 200);
  await raw(
    "PUT",
    "/__admin/clock",
    { headers: { "content-type": "application/json" }, body: JSON.stringify({ advance: "P1D" }) },
    200,
  );
  await call("GET", `${BULK_PATH}/${field(bulk, "paymentId")}`, {}, 200);

  // A signing basket of two SEPA payments (the second made with no implicit authorisation)
  const ids: string[] = [];
  for (const [amount, explicit] of [
    ["10.00", "false"],
    ["20.00", "true"],
  ] as const) {
    const body = sepaPayment({
      instructedAmount: { currency: "EUR", amount },
      debtorAccount: { iban: ibanOf(PSU.private.brukskonto), currency: "NOK" },
    });
    const explicitHeaders = { ...headers, "TPP-Explicit-Authorisation-Preferred": explicit };
    ids.push(field(await call("POST", SEPA_PATH, { body, headers: explicitHeaders }, 201), "paymentId"));
  }
  const basketHeaders = { ...headers };
  const basket = await call(
    "POST",
    "/v1/signing-baskets",
    { body: { paymentIds: ids }, headers: basketHeaders },
    201,
  );
  const basketPath = `/v1/signing-baskets/${field(basket, "basketId")}`;
  await call("GET", basketPath, {}, 200);
  await call("GET", `${basketPath}/status`, {}, 200);
  const basketSca = await call("POST", `${basketPath}/authorisations`, {}, 201);
  await call("GET", `${basketPath}/authorisations`, {}, 200);
  await call("GET", `${basketPath}/authorisations/${field(basketSca, "authorisationId")}`, {}, 200);
  await call("DELETE", basketPath, {}, 204);

  // Errors a TPP meets
  await call("POST", SEPA_PATH, { body: sepaPayment({ creditorName: "x".repeat(71) }), headers }, 400);
  await call("GET", `${SEPA_PATH}/no-such-payment/status`, {}, 404);
  await call("POST", "/v1/payments/cross-border-credit-transfers", { body: sepaPayment(), headers }, 404);
  await call(
    "POST",
    "/v1/payments/norwegian-domestic-credit-transfers/fee-information",
    { body: feeBody },
    403,
  );
  await raw("GET", "/v1/sandbox/customers", {}, 400);

  // The control API's account states and reset
  await raw(
    "PUT",
    `/__admin/accounts/${PSU.blockedOwner.blocked}/status`,
    { headers: { "content-type": "application/json" }, body: JSON.stringify({ status: "enabled" }) },
    200,
  );
  // The request journal, the control API's views and the dashboard
  const journal = JSON.parse(await raw("GET", "/__admin/requests?limit=5", {}, 200)) as {
    requests: { xRequestId: string; seq: number; tpp?: { id: string } }[];
  };
  const entry = journal.requests[0];
  await raw("GET", `/__admin/requests/${entry?.xRequestId}`, {}, 200);
  const tppId = journal.requests.find((r) => r.tpp !== undefined)?.tpp?.id ?? "";
  await raw("GET", `/__admin/report?tpp=${encodeURIComponent(tppId)}&area=payments.sepa`, {}, 200);
  await raw("GET", `/__admin/payments/${field(sepa, "paymentId")}`, {}, 200);
  const extra = await call(
    "POST",
    SEPA_PATH,
    { body: sepaPayment({ instructedAmount: { currency: "EUR", amount: "78.00" } }), headers },
    201,
  );
  const kept = await call(
    "POST",
    "/v1/signing-baskets",
    { body: { paymentIds: [field(extra, "paymentId")] }, headers },
    201,
  );
  await raw("GET", `/__admin/baskets/${field(kept, "basketId")}`, {}, 200);
  // The dashboard's forms carry the CSRF token of the page they are on.
  const csrf = csrfIn(await raw("GET", "/__admin/", {}, 200)) ?? "";
  await raw("GET", "/__admin", {}, 200);
  await raw("GET", "/__admin/login", {}, 303);
  await raw("POST", "/__admin/login", form({ token: "none-needed" }), 303);
  await raw("GET", "/__admin/ui/payments?status=ACSC", {}, 200);
  await raw("GET", `/__admin/ui/payments/${field(sepa, "paymentId")}`, {}, 200);
  await raw("GET", "/__admin/ui/authorisations", {}, 200);
  const pending = await call(
    "POST",
    SEPA_PATH,
    { body: sepaPayment({ instructedAmount: { currency: "EUR", amount: "77.00" } }), headers },
    201,
  );
  const pendingSca = new URL(field(pending, "_links.scaRedirect.href")).pathname.split("/").pop();
  await raw("POST", `/__admin/ui/authorisations/${pendingSca}`, form({ action: "reject", csrf }), 200);
  await raw("POST", "/__admin/ui/batch-runs", form({ csrf }), 200);
  await raw("POST", "/__admin/ui/clock", form({ advance: "PT1H", csrf }), 200);
  await raw("GET", "/__admin/ui/customers", {}, 200);
  await raw("GET", `/__admin/ui/customers/${PSU.private.customerId}`, {}, 200);
  await raw("GET", `/__admin/ui/accounts/${field(account, "accountId")}`, {}, 200);
  await raw("GET", "/__admin/ui/requests?status=4xx", {}, 200);
  await raw("GET", `/__admin/ui/requests/${entry?.seq}`, {}, 200);
  await raw("GET", `/__admin/ui/report?tpp=${encodeURIComponent(tppId)}`, {}, 200);
  await raw("POST", "/__admin/ui/requests/clear", form({ csrf }), 303);
  await raw("POST", "/__admin/logout", form({ csrf }), 303);
  await raw("DELETE", "/__admin/requests", {}, 204);

  // Account information: consents
  await consentJourney(raw, (method, path, options, status) => call(method, path, options, status), approve);
  await accountReads(bank);
  // The dashboard's consent pages: the list, the newest consent's page, revoking it (already revoked: 409)
  const consentList = await raw("GET", "/__admin/ui/consents?status=revokedByPsu", {}, 200);
  const listed = /\/__admin\/ui\/consents\/([\w-]+)/.exec(consentList)?.[1] ?? "";
  await raw("GET", `/__admin/ui/consents/${listed}`, {}, 200);
  const revokeForm = form({ csrf: csrfIn(await raw("GET", "/__admin/", {}, 200)) ?? "" });
  await raw("POST", `/__admin/ui/consents/${listed}/revoke`, revokeForm, 409);

  // Fault injection: the next GET of the TPP contact answers 503, then the rule is spent
  const json = { "content-type": "application/json" };
  const rules = {
    rules: [{ method: "GET", path: "/v1/sandbox/tpp/contact", status: 503, times: 1, retryAfter: 5 }],
  };
  await raw("PUT", "/__admin/faults", { headers: json, body: JSON.stringify(rules) }, 200);
  await raw("GET", "/__admin/faults", {}, 200);
  await call("GET", "/v1/sandbox/tpp/contact", {}, 503);
  await raw("DELETE", "/__admin/faults", {}, 204);
  const tpps = JSON.parse(await raw("GET", "/__admin/tpps", {}, 200)) as {
    tpps: { organisationId: string }[];
  };
  await raw("DELETE", `/__admin/tpps/${encodeURIComponent(tpps.tpps[0]?.organisationId ?? "")}`, {}, 204);
  await raw("POST", "/__admin/reset", {}, 204);
  // Last: a sandbox that listens stops after it (in process, no listener: nothing to stop).
  bank.sandbox.ctx.shutdown.stop ??= () => undefined;
  await raw("POST", "/__admin/shutdown", {}, 202);
}
