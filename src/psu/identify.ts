import { isNationalId } from "../domain/national-id.js";
import { apiError } from "../errors.js";
import type { Agreement, CustomerRecord } from "../bank/model.js";
import type { Store } from "../store/store.js";

/**
 * Who the PSU is (interface 5.2): PSU-ID is a sandbox customer's customerId; X-PSU-IDENTITY (national
 * identity number or D-number) its customerNumber. A corporate PSU acts under the agreement named by
 * PSU-Corporate-ID; a private PSU under its one private agreement.
 */
export interface Psu {
  customer: CustomerRecord;
  agreement: Agreement;
}

/**
 * What a request says about its PSU (interface 5.2), as values: read from the headers by the
 * `psuRequest` middleware, judged against the bank's customers by `identifyPsu`.
 */
export interface PsuClaims {
  /** PSU-ID: a customerId. */
  psuId?: string | undefined;
  /** X-PSU-IDENTITY: a national identity number or D-number, the customer's customerNumber. */
  identity?: string | undefined;
  /** PSU-Corporate-ID: the corporate agreement the PSU acts under. */
  corporateId?: string | undefined;
  /** PSU-Context: PRIVATE or CORPORATE, as the TPP believes. */
  context?: string | undefined;
}

const CUSTOMERS_HINT = "the sandbox customers are listed by GET /v1/sandbox/customers";

function findCustomer(store: Store, { psuId, identity }: PsuClaims): CustomerRecord {
  if (identity !== undefined && !isNationalId(identity)) {
    throw apiError(
      "FORMAT_ERROR",
      "X-PSU-IDENTITY must be an 11-digit Norwegian national identity number or D-number with valid control digits",
      "X-PSU-IDENTITY",
    );
  }
  // Customer ids are stored in lower case; a UUID in upper case names the same customer.
  const byId = psuId ? store.get("customers", psuId.toLowerCase()) : undefined;
  if (psuId && !byId) {
    throw apiError(
      "PSU_CREDENTIALS_INVALID",
      `PSU-ID ${psuId} is no sandbox customer; ${CUSTOMERS_HINT}`,
      "PSU-ID",
    );
  }
  const byNumber = identity ? store.findBy("customers", "customerNumber", identity) : undefined;
  if (identity && !byNumber) {
    throw apiError(
      "PSU_CREDENTIALS_INVALID",
      `X-PSU-IDENTITY ${identity} is no sandbox customer's customerNumber; ${CUSTOMERS_HINT}`,
      "X-PSU-IDENTITY",
    );
  }
  if (byId && byNumber && byId !== byNumber) {
    throw apiError(
      "PSU_CREDENTIALS_INVALID",
      "PSU-ID and X-PSU-IDENTITY name different customers; send one of them, or both for the same PSU",
      "X-PSU-IDENTITY",
    );
  }
  const customer = byId ?? byNumber;
  if (!customer) throw apiError("HTTP_HEADER_REQUIRED", "PSU-ID (or X-PSU-IDENTITY) is required", "PSU-ID");
  return customer;
}

function findAgreement(customer: CustomerRecord, corporateId: string | undefined): Agreement {
  if (customer.customerType === "PRIVATE") {
    if (corporateId !== undefined) {
      throw apiError(
        "FORMAT_ERROR",
        "this PSU is a PRIVATE customer: PSU-Corporate-ID is only for corporate users; leave it out",
        "PSU-Corporate-ID",
      );
    }
    const [agreement] = customer.agreements;
    if (!agreement) throw new Error(`customer ${customer.customerId} has no agreement`);
    return agreement;
  }
  if (!corporateId) {
    throw apiError(
      "HTTP_HEADER_REQUIRED",
      `this PSU is a CORPORATE user: send PSU-Corporate-ID with its agreement id (${customer.agreements.map((a) => a.id).join(", ")})`,
      "PSU-Corporate-ID",
    );
  }
  const agreement = customer.agreements.find((a) => a.id === corporateId);
  if (!agreement) {
    throw apiError(
      "FORBIDDEN",
      `PSU-Corporate-ID ${corporateId} is not an agreement of this PSU; its agreements are ${customer.agreements.map((a) => a.id).join(", ")}`,
      "PSU-Corporate-ID",
    );
  }
  return agreement;
}

/** The PSU a request acts for, or the error the bank answers. Headers were format-checked before. */
export function identifyPsu(store: Store, claims: PsuClaims): Psu {
  const customer = findCustomer(store, claims);
  const { context } = claims;
  if (context !== undefined && context !== customer.customerType) {
    throw apiError(
      "FORMAT_ERROR",
      `PSU-Context says ${context} but this PSU is a ${customer.customerType} customer; send PSU-Context: ${customer.customerType}`,
      "PSU-Context",
    );
  }
  return { customer, agreement: findAgreement(customer, claims.corporateId) };
}
