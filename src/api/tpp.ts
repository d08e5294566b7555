import { basketAuthorisations } from "../baskets/authorisations.js";
import { createSigningBasket } from "../baskets/create.js";
import { deleteSigningBasket, getSigningBasket, getSigningBasketStatus } from "../baskets/read.js";
import type { PathParams } from "../http/operation.js";
import { cancellationAuthorisations, paymentAuthorisations } from "../payments/authorisations/parents.js";
import { cancelPaymentOperation } from "../payments/cancel.js";
import { createBulkPayment } from "../payments/create-bulk.js";
import { createDomesticPayment } from "../payments/create-domestic.js";
import { createPeriodicPayment } from "../payments/create-periodic.js";
import { createSepaPayment } from "../payments/create-sepa.js";
import { getInstantPaymentFee } from "../payments/fee-information.js";
import { getPayment } from "../payments/get.js";
import { getPaymentStatus } from "../payments/status.js";
import type { AnswerFor, Create } from "./explicit.js";
import type { Caller, Headers, Query } from "./tpp-call.js";
import { createCaller, type TppOptions } from "./tpp-call.js";
import {
  type AccountReads,
  accountReads,
  type ConsentApi,
  consentApi,
  type ConsentRef,
  type ReadOptions,
} from "./tpp-ai.js";
import { type SandboxDataApi, sandboxDataApi } from "./tpp-data.js";
import type {
  AccountDetailsResponse,
  AccountResponse,
  AuthorisationList,
  AuthorisationStarted,
  BulkPaymentRequest,
  CancellationStarted,
  CardAccountDetailsResponse,
  CardAccountResponse,
  DomesticPaymentRequest,
  FeeInformationRequest,
  FeeInformationResponse,
  PaymentCreated,
  PaymentCreatedExplicit,
  PaymentRead,
  PaymentStatusResponse,
  PeriodicPaymentRequest,
  ScaStatusResponse,
  SepaPaymentRequest,
  SigningBasketCreated,
  SigningBasketRead,
  SigningBasketRequest,
  SigningBasketStatusResponse,
  WithBalanceQuery,
} from "./types.js";

export type { ConsentRef, ReadOptions, TppOptions };

/**
 * A payment, named by its creation answer (or anything with `_links.self`), by its path
 * (`/v1/payments/sepa-credit-transfers/{id}`, or the full self link), or by its parts.
 */
export type PaymentRef =
  | string
  | { _links: { self: { href: string } } }
  | { paymentService: string; paymentProduct: string; paymentId: string };

/** A signing basket, by its creation answer, its path or its id. */
export type BasketRef = string | { basketId: string };

/** The query of a creation: `allowLogicalDuplicate` (SEPA and bulk). */
export type CreateQuery = { allowLogicalDuplicate?: boolean };

/** What a payment creation answers for its headers (`AnswerFor`). */
export type CreatedFor<H> = AnswerFor<H, PaymentCreated, PaymentCreatedExplicit>;

/** A payment creation, typed by the headers it is given (`CreatedFor`). */
export type CreatePayment<Body, Rest extends unknown[] = []> = Create<
  Body,
  PaymentCreated,
  PaymentCreatedExplicit,
  Rest
>;

/** The creations: fixed paths, so a call fills in no parameter. */
type Creation =
  | typeof createSepaPayment
  | typeof createDomesticPayment
  | typeof createPeriodicPayment
  | typeof createBulkPayment;

type PaymentParams = PathParams<typeof getPayment.path>;

/** The payment's path parameters: from its parts, or from its path or self link. */
function paymentParams(ref: PaymentRef): PaymentParams {
  if (typeof ref !== "string") {
    if ("_links" in ref) return paymentParams(ref._links.self.href);
    return {
      "payment-service": ref.paymentService,
      "payment-product": ref.paymentProduct,
      paymentId: ref.paymentId,
    };
  }
  // A link may carry publicUrl's host and path prefix: the payment is named by the part of it that
  // follows the declaration's fixed start (the interface's base path).
  const path = ref.startsWith("/") ? ref : new URL(ref).pathname;
  const start = getPayment.path.slice(0, getPayment.path.indexOf("{"));
  const at = path.indexOf(start);
  const parts = (at >= 0 ? path.slice(at + start.length) : path.slice(1)).split("/");
  const [service = "", product = "", paymentId = ""] = parts.map(decodeURIComponent);
  return { "payment-service": service, "payment-product": product, paymentId };
}

/** The basket's path parameter: from its creation answer, its path or its id. */
function basketParams(ref: BasketRef): PathParams<typeof getSigningBasket.path> {
  const id = typeof ref === "string" ? ref : ref.basketId;
  return { basketId: id.includes("/") ? decodeURIComponent(id.split("/").at(-1) ?? "") : id };
}

/** Both APIs name an account read `getAccount` and `getCardAccount`: the arguments tell them apart. */
type Shared = "getAccount" | "getCardAccount";

/** A TPP's typed, signing client of the bank's interface: one method per operation. */
export interface SandboxTpp extends Omit<SandboxDataApi, Shared>, Omit<AccountReads, Shared>, ConsentApi {
  /** The sandbox data API's account (GET /v1/sandbox/accounts/{accountId}). */
  getAccount(accountId: string): Promise<AccountResponse>;
  /** Account information's account details under a consent (GET /v1/accounts/{account-id}). */
  getAccount(
    consent: ConsentRef,
    accountId: string,
    options?: ReadOptions & WithBalanceQuery,
  ): Promise<AccountDetailsResponse>;
  /** The sandbox data API's card account (GET /v1/sandbox/card-accounts/{cardAccountId}). */
  getCardAccount(cardAccountId: string): Promise<CardAccountResponse>;
  /** Account information's card account details under a consent (GET /v1/card-accounts/{account-id}). */
  getCardAccount(
    consent: ConsentRef,
    accountId: string,
    options?: ReadOptions & WithBalanceQuery,
  ): Promise<CardAccountDetailsResponse>;
  /** `SN=<hex serial>,CA=<issuer DN>` of the signing certificate. */
  readonly keyId: string;
  /** `headers` add to or replace the defaults (any case), e.g. `{ "X-Sandbox-Scenario": "sca-failed" }`. */
  createSepaPayment: CreatePayment<SepaPaymentRequest, [query?: CreateQuery]>;
  /** The single Norwegian domestic credit transfer (payment type NCBCT). */
  createDomesticPayment: CreatePayment<DomesticPaymentRequest, [query?: CreateQuery]>;
  createPeriodicPayment: CreatePayment<PeriodicPaymentRequest>;
  /** A corporate PSU without a valid SCA gets a 401 Challenge (thrown; `bank.approve(error, …)`, then retry). */
  createBulkPayment: CreatePayment<BulkPaymentRequest, [query?: CreateQuery]>;
  getFeeInformation(body: FeeInformationRequest): Promise<FeeInformationResponse>;
  getPayment(payment: PaymentRef): Promise<PaymentRead>;
  getPaymentStatus(payment: PaymentRef): Promise<PaymentStatusResponse>;
  /** Undefined when cancelled at once (204); the cancellation's SCA links when the PSU must authorise it (202). */
  cancelPayment(payment: PaymentRef, headers?: Headers): Promise<CancellationStarted | undefined>;
  startAuthorisation(payment: PaymentRef, headers?: Headers): Promise<AuthorisationStarted>;
  listAuthorisations(payment: PaymentRef): Promise<AuthorisationList>;
  getAuthorisation(payment: PaymentRef, authorisationId: string): Promise<ScaStatusResponse>;
  startCancellationAuthorisation(payment: PaymentRef, headers?: Headers): Promise<AuthorisationStarted>;
  listCancellationAuthorisations(payment: PaymentRef): Promise<AuthorisationList>;
  getCancellationAuthorisation(payment: PaymentRef, authorisationId: string): Promise<ScaStatusResponse>;
  createSigningBasket(body: SigningBasketRequest, headers?: Headers): Promise<SigningBasketCreated>;
  getSigningBasket(basket: BasketRef): Promise<SigningBasketRead>;
  getSigningBasketStatus(basket: BasketRef): Promise<SigningBasketStatusResponse>;
  deleteSigningBasket(basket: BasketRef): Promise<void>;
  startBasketAuthorisation(basket: BasketRef, headers?: Headers): Promise<AuthorisationStarted>;
  listBasketAuthorisations(basket: BasketRef): Promise<AuthorisationList>;
  getBasketAuthorisation(basket: BasketRef, authorisationId: string): Promise<ScaStatusResponse>;
  /** Any other call, signed: the raw Response. */
  request(
    method: string,
    path: string,
    options?: { body?: unknown; headers?: Headers; query?: Query },
  ): Promise<Response>;
}

export function createSandboxTpp(baseUrl: string, options: TppOptions = {}): SandboxTpp {
  const call: Caller = createCaller(baseUrl, options);
  // One implementation for every overload: the bank's answer is whichever the headers asked for.
  const create = <Body>(operation: Creation) =>
    ((body: Body, headers?: Headers, query?: CreateQuery): Promise<PaymentCreated | PaymentCreatedExplicit> =>
      call(
        operation,
        {},
        {
          body,
          headers: call.initiation(headers, true),
          ...(query ? { query } : {}),
        },
      )) as CreatePayment<Body, [query?: CreateQuery]>;
  const started = (headers?: Headers) => ({ headers: call.initiation(headers) });
  const data = sandboxDataApi(call);
  const reads = accountReads(call);
  return {
    keyId: call.raw.keyId,
    ...data,
    ...reads,
    ...consentApi(call),
    getAccount: ((first: ConsentRef, accountId?: string, options?: ReadOptions & WithBalanceQuery) =>
      accountId === undefined
        ? data.getAccount(first as string)
        : reads.getAccount(first, accountId, options)) as SandboxTpp["getAccount"],
    getCardAccount: ((first: ConsentRef, accountId?: string, options?: ReadOptions & WithBalanceQuery) =>
      accountId === undefined
        ? data.getCardAccount(first as string)
        : reads.getCardAccount(first, accountId, options)) as SandboxTpp["getCardAccount"],
    createSepaPayment: create<SepaPaymentRequest>(createSepaPayment),
    createDomesticPayment: create<DomesticPaymentRequest>(createDomesticPayment),
    createPeriodicPayment: create<PeriodicPaymentRequest>(createPeriodicPayment),
    createBulkPayment: create<BulkPaymentRequest>(createBulkPayment),
    getFeeInformation: (body) => call(getInstantPaymentFee, {}, { body }),
    getPayment: (p) => call(getPayment, paymentParams(p)),
    getPaymentStatus: (p) => call(getPaymentStatus, paymentParams(p)),
    cancelPayment: (p, headers) => call(cancelPaymentOperation, paymentParams(p), headers ? { headers } : {}),
    startAuthorisation: (p, headers) => call(paymentAuthorisations.start, paymentParams(p), started(headers)),
    listAuthorisations: (p) => call(paymentAuthorisations.list, paymentParams(p)),
    getAuthorisation: (p, authorisationId) =>
      call(paymentAuthorisations.status, { ...paymentParams(p), authorisationId }),
    startCancellationAuthorisation: (p, headers) =>
      call(cancellationAuthorisations.start, paymentParams(p), started(headers)),
    listCancellationAuthorisations: (p) => call(cancellationAuthorisations.list, paymentParams(p)),
    getCancellationAuthorisation: (p, authorisationId) =>
      call(cancellationAuthorisations.status, { ...paymentParams(p), authorisationId }),
    createSigningBasket: (body, headers) =>
      call(createSigningBasket, {}, { body, headers: call.initiation(headers, true) }),
    getSigningBasket: (b) => call(getSigningBasket, basketParams(b)),
    getSigningBasketStatus: (b) => call(getSigningBasketStatus, basketParams(b)),
    deleteSigningBasket: (b) => call(deleteSigningBasket, basketParams(b)),
    startBasketAuthorisation: (b, headers) =>
      call(basketAuthorisations.start, basketParams(b), started(headers)),
    listBasketAuthorisations: (b) => call(basketAuthorisations.list, basketParams(b)),
    getBasketAuthorisation: (b, authorisationId) =>
      call(basketAuthorisations.status, { ...basketParams(b), authorisationId }),
    request: (method, path, opts) => call.raw.request(method, path, opts),
  };
}
