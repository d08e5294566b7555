import type { DetailRow } from "../sca/details.js";
import type { ConsentRecord } from "./model.js";
import { type AccessList, accessLists, type ConsentAccountReference } from "./schema/access.js";

const listLabels: Record<AccessList, string> = {
  accounts: "Account details",
  balances: "Balances",
  transactions: "Transactions",
};

const formTexts = {
  availableAccounts: "The list of your accounts (no balances, no transactions), once",
  availableAccountsWithBalance: "The list of your accounts with their balances, once",
  allPsd2: "All your accounts and card accounts: details, balances and transactions",
} as const;

function named(reference: ConsentAccountReference): string {
  return reference.iban ?? reference.bban ?? reference.maskedPan ?? "";
}

/**
 * The SCA page's rows for a consent: what is asked of which account (each list with its accounts, or
 * the one "all accounts" form), how long and how often without the PSU. Values exactly as sent.
 */
export function accessRows(consent: ConsentRecord): DetailRow[] {
  const { access } = consent;
  const rows: DetailRow[] = [];
  for (const form of ["availableAccounts", "availableAccountsWithBalance", "allPsd2"] as const) {
    const asked = access[form];
    if (asked === undefined) continue;
    const owner = asked === "allAccountsWithOwnerName" ? ", with the owners' names" : "";
    rows.push({ label: "Access", value: `${formTexts[form]}${owner}` });
    if (access.restrictedTo)
      rows.push({ label: "Only accounts of type", value: access.restrictedTo.join(", ") });
  }
  for (const list of accessLists) {
    const references = access[list];
    if (references) rows.push({ label: listLabels[list], value: references.map(named).join(", ") });
  }
  rows.push(
    { label: "Valid until", value: consent.validUntil },
    { label: "Recurring", value: consent.recurringIndicator ? "yes" : "no, one read" },
    { label: "Reads a day without you", value: String(consent.frequencyPerDay) },
  );
  return rows;
}
