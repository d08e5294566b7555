import { ApiError, apiError, type Violation } from "../errors.js";
import { summaryCode } from "../http/validate.js";
import type { Agreement, CustomerRecord } from "./model.js";
import type { Store } from "../store/store.js";
import { agreementIds, newAgreementId, requireCustomer } from "./customers.js";

/** An agreement to make or extend: the customer by customerNumber, the accounts it adds. */
export interface AgreementChange {
  customerNumber: string;
  agreementId?: string | undefined;
  name?: string | undefined;
  accountIds: readonly string[];
}

/**
 * Creates the agreement, or adds engagements to it when the customer has one with that id (and
 * renames it when a name is sent). Accounts must be the customer's own. Adding an engagement the
 * agreement has already changes nothing. Only corporate customers: a private customer has one
 * private agreement that each of its accounts joins when it is created.
 */
export function upsertAgreement(
  store: Store,
  input: AgreementChange,
): { customer: CustomerRecord; created: boolean } {
  const customer = requireCustomer(store, input.customerNumber);
  if (customer.customerType !== "CORPORATE") {
    throw apiError(
      "FORMAT_ERROR",
      "a private customer has one private agreement, which every account it gets joins at once; agreements are made for CORPORATE customers",
      "customerNumber",
    );
  }
  const problems: Violation[] = input.accountIds.flatMap((id, i) => accountProblem(store, customer, id, i));
  if (problems.length > 0) throw new ApiError(summaryCode(problems), problems);

  const existing = customer.agreements.find((a) => a.id === input.agreementId);
  if (!existing && input.agreementId !== undefined && agreementIds(store).has(input.agreementId)) {
    throw apiError("CONFLICT", `agreement ${input.agreementId} belongs to another customer`, "agreementId");
  }
  const base: Agreement = existing ?? {
    id: input.agreementId ?? newAgreementId(store),
    name: customer.customerName,
    engagements: [],
  };
  const agreement: Agreement = {
    id: base.id,
    name: input.name ?? base.name,
    engagements: [...new Set([...base.engagements, ...input.accountIds])],
  };
  const agreements = existing
    ? customer.agreements.map((a) => (a.id === agreement.id ? agreement : a))
    : [...customer.agreements, agreement];
  const updated = { ...customer, agreements };
  store.put("customers", updated);
  return { customer: updated, created: !existing };
}

function accountProblem(store: Store, customer: CustomerRecord, id: string, i: number): Violation[] {
  const account = store.get("accounts", id);
  const path = `accountIds[${i}]`;
  if (!account) return [{ code: "RESOURCE_UNKNOWN", path, text: `no sandbox account ${id}` }];
  if (account.ownerCustomerId === customer.customerId) return [];
  return [
    {
      path,
      code: "FORMAT_ERROR",
      text: `account ${id} belongs to another customer: an agreement holds only its customer's own accounts`,
    },
  ];
}
