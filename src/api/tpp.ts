import { paymentPaths } from "../payments/paths.js";
import type { Caller, Headers, Query } from "./tpp-call.js";
import { createCaller, type TppOptions } from "./tpp-call.js";
import { type SandboxDataApi, sandboxDataApi } from "./tpp-data.js";
import type {
  AuthorisationList,
  AuthorisationStarted,
  BulkPaymentRequest,
  CancellationStarted,
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
} from "./types.js";

export type { TppOptions };

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

/** The header named in any case, as the bank reads it. */
type PreferenceKey<H> = {
  [K in keyof H & string]: Lowercase<K> extends "tpp-explicit-authorisation-preferred" ? K : never;
}[keyof H & string];

/**
 * What a creation answers for its headers: `TPP-Explicit-Authorisation-Preferred: true` links
 * `startAuthorisation` (PaymentCreatedExplicit), its absence or `false` links `scaRedirect`
 * (PaymentCreated); headers the compiler cannot read (a `Record<string, string>`) may be either.
 */
export type CreatedFor<H> = string extends keyof H
  ? PaymentCreated | PaymentCreatedExplicit
  : [PreferenceKey<H>] extends [never]
    ? PaymentCreated
    : [H[PreferenceKey<H>]] extends ["true"]
      ? PaymentCreatedExplicit
      : [H[PreferenceKey<H>]] extends ["false"]
        ? PaymentCreated
        : PaymentCreated | PaymentCreatedExplicit;

/** A creation, typed by the headers it is given (`CreatedFor`). */
export type CreatePayment<Body, Rest extends unknown[] = []> = <
  const H extends Headers = Record<never, string>,
>(
  body: Body,
  headers?: H,
  ...rest: Rest
) => Promise<CreatedFor<H>>;

const {
  sepa: SEPA,
  domestic: DOMESTIC,
  periodic: PERIODIC,
  bulk: BULK,
  instantFee: FEES,
  baskets,
} = paymentPaths;

export function paymentPath(ref: PaymentRef): string {
  if (typeof ref !== "string") {
    if ("_links" in ref) return paymentPath(ref._links.self.href);
    return `/v1/${ref.paymentService}/${ref.paymentProduct}/${ref.paymentId}`;
  }
  // A link may carry publicUrl's host and path prefix: the operation is its /v1/… part.
  const path = ref.startsWith("/") ? ref : new URL(ref).pathname;
  const at = path.indexOf("/v1/");
  return at > 0 ? path.slice(at) : path;
}

function basketPath(ref: BasketRef): string {
  const id = typeof ref === "string" ? ref : ref.basketId;
  return id.includes("/") ? `${baskets}/${id.split("/").at(-1)}` : `${baskets}/${id}`;
}

/** A TPP's typed, signing client of the bank's interface: one method per operation. */
export interface SandboxTpp extends SandboxDataApi {
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
  const create = <Body>(path: string) =>
    ((body: Body, headers?: Headers, query?: CreateQuery) =>
      call<PaymentCreated | PaymentCreatedExplicit>("POST", path, {
        body,
        headers: call.initiation(headers, true),
        ...(query ? { query } : {}),
      })) as CreatePayment<Body, [query?: CreateQuery]>;
  const start = (path: string, headers?: Headers) =>
    call<AuthorisationStarted>("POST", path, { headers: call.initiation(headers) });
  return {
    keyId: call.raw.keyId,
    ...sandboxDataApi(call),
    createSepaPayment: create<SepaPaymentRequest>(SEPA),
    createDomesticPayment: create<DomesticPaymentRequest>(DOMESTIC),
    createPeriodicPayment: create<PeriodicPaymentRequest>(PERIODIC),
    createBulkPayment: create<BulkPaymentRequest>(BULK),
    getFeeInformation: (body) => call("POST", FEES, { body }),
    getPayment: (p) => call("GET", paymentPath(p)),
    getPaymentStatus: (p) => call("GET", `${paymentPath(p)}/status`),
    cancelPayment: (p, headers) => call("DELETE", paymentPath(p), headers ? { headers } : {}),
    startAuthorisation: (p, headers) => start(`${paymentPath(p)}/authorisations`, headers),
    listAuthorisations: (p) => call("GET", `${paymentPath(p)}/authorisations`),
    getAuthorisation: (p, id) => call("GET", `${paymentPath(p)}/authorisations/${id}`),
    startCancellationAuthorisation: (p, headers) =>
      start(`${paymentPath(p)}/cancellation-authorisations`, headers),
    listCancellationAuthorisations: (p) => call("GET", `${paymentPath(p)}/cancellation-authorisations`),
    getCancellationAuthorisation: (p, id) =>
      call("GET", `${paymentPath(p)}/cancellation-authorisations/${id}`),
    createSigningBasket: (body, headers) =>
      call("POST", baskets, { body, headers: call.initiation(headers, true) }),
    getSigningBasket: (b) => call("GET", basketPath(b)),
    getSigningBasketStatus: (b) => call("GET", `${basketPath(b)}/status`),
    deleteSigningBasket: (b) => call("DELETE", basketPath(b)),
    startBasketAuthorisation: (b, headers) => start(`${basketPath(b)}/authorisations`, headers),
    listBasketAuthorisations: (b) => call("GET", `${basketPath(b)}/authorisations`),
    getBasketAuthorisation: (b, id) => call("GET", `${basketPath(b)}/authorisations/${id}`),
    request: (method, path, opts) => call.raw.request(method, path, opts),
  };
}
