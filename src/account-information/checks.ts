import { ApiError, apiError } from "../errors.js";
import type { ConsentFacts } from "./consent-status.js";

/**
 * The consent checks of every account information read, in the order a TPP fixes them: certificate
 * role, the Consent-ID header, the consent's status and last day, the account and kind of access, then
 * the daily count of reads without the PSU. The table with each code and status is in
 * docs/account-information.md.
 */

/** What the PSU authorised, by resource id (accounts and card accounts alike). */
export interface GrantedAccess {
  accounts: readonly string[];
  balances: readonly string[];
  transactions: readonly string[];
  /** availableAccounts / availableAccountsWithBalance: only the list may be read. */
  listOnly?: "accounts" | "accountsWithBalance";
}

export interface CheckedConsent extends ConsentFacts {
  frequencyPerDay: number;
  access: GrantedAccess;
}

/** The read a request makes: the list, or one account's details, balances or transactions. */
export type AccountRead =
  | { read: "list"; withBalance: boolean }
  | { read: "details"; resourceId: string; withBalance: boolean }
  | { read: "balances"; resourceId: string }
  | { read: "transactions"; resourceId: string; withBalance: boolean };

export interface ConsentCheck {
  /** The signing certificate's PSD2 roles; a certificate without a QC statement has none to check. */
  tpp: { qcStatement: boolean; roles: readonly string[] } | undefined;
  /** The Consent-ID header as sent. */
  consentId: string | undefined;
  /** The consent it names, looked up among the calling TPP's only. */
  consent: CheckedConsent | undefined;
  request: AccountRead;
  /** The bank clock's date in the bank's time zone. */
  today: string;
  /** PSU-IP-Address was sent: the PSU asked for this read itself. */
  psuPresent: boolean;
  /** Reads without the PSU already counted on this consent on `today`. */
  readsToday: number;
}

/** ok: the read may go ahead, and counts toward frequencyPerDay when `counted`. */
export type ConsentVerdict = { ok: true; counted: boolean } | { ok: false; error: ApiError };

export const AIS_ROLE = "PSP_AI";
const ACCOUNT_PATH = "account-id";

/** Every account the consent lets the TPP see: balances and transactions imply the account itself. */
export function accessibleIds(access: GrantedAccess): string[] {
  return [...new Set([...access.accounts, ...access.balances, ...access.transactions])];
}

function roleError(tpp: ConsentCheck["tpp"]): ApiError | undefined {
  if (!tpp?.qcStatement || tpp.roles.includes(AIS_ROLE)) return undefined;
  const held = tpp.roles.length > 0 ? tpp.roles.join(", ") : "none";
  return apiError(
    "ROLE_INVALID",
    `account information needs the PSD2 role ${AIS_ROLE} in the certificate's QC statement; this certificate's roles: ${held}. Sign with a certificate that carries ${AIS_ROLE}`,
    "TPP-Signature-Certificate",
  );
}

const notUsable: Record<string, string> = {
  received: "is not authorised yet: send the PSU to the consent's scaRedirect link first",
  rejected: "was rejected by the PSU: create a new consent",
  revokedByPsu: "was revoked by the PSU: create a new consent",
  terminatedByTpp: "was deleted by the TPP: create a new consent",
  partiallyAuthorised: "is not fully authorised yet: every PSU must approve it first",
};

function statusError(consent: CheckedConsent, today: string): ApiError | undefined {
  const id = consent.consentId;
  if (consent.status === "expired" || (consent.status === "valid" && today > consent.validUntil)) {
    return apiError(
      "CONSENT_EXPIRED",
      `consent ${id} expired (validUntil ${consent.validUntil}, or replaced by a newer recurring consent): create a new consent`,
      "Consent-ID",
    );
  }
  const reason = notUsable[consent.status];
  return reason === undefined
    ? undefined
    : apiError("CONSENT_INVALID", `consent ${id} ${reason}`, "Consent-ID");
}

function accessError(consent: CheckedConsent, request: AccountRead): ApiError | undefined {
  const { access, consentId: id } = consent;
  const withBalance = request.read !== "balances" && request.withBalance;
  if (request.read === "list") {
    const listed = accessibleIds(access);
    const withoutBalance = listed.filter((account) => !access.balances.includes(account));
    if (withBalance && access.listOnly !== "accountsWithBalance" && withoutBalance.length > 0) {
      return apiError(
        "CONSENT_INVALID",
        `consent ${id} gives no access to the balances of every account listed: leave withBalance out, or ask for balances in a new consent`,
        "withBalance",
      );
    }
    return undefined;
  }
  if (access.listOnly !== undefined) {
    return apiError(
      "CONSENT_INVALID",
      `consent ${id} lets the TPP read the account list only: ask for accounts, balances or transactions in a new consent`,
      ACCOUNT_PATH,
    );
  }
  const account = request.resourceId;
  const granted = {
    details: accessibleIds(access),
    balances: access.balances,
    transactions: access.transactions,
  }[request.read];
  if (!granted.includes(account)) {
    const what = request.read === "details" ? "" : `the ${request.read} of `;
    return apiError(
      "CONSENT_INVALID",
      `consent ${id} gives no access to ${what}account ${account}: read an account the consent names, or ask for it in a new consent`,
      ACCOUNT_PATH,
    );
  }
  if (withBalance && !access.balances.includes(account)) {
    return apiError(
      "CONSENT_INVALID",
      `consent ${id} gives no access to the balances of account ${account}: leave withBalance out, or ask for balances in a new consent`,
      "withBalance",
    );
  }
  return undefined;
}

function frequencyError(consent: CheckedConsent, readsToday: number): ApiError | undefined {
  if (readsToday < consent.frequencyPerDay) return undefined;
  return apiError(
    "ACCESS_EXCEEDED",
    `consent ${consent.consentId} allows ${consent.frequencyPerDay} reads a day without the PSU and they are used: send PSU-IP-Address when the PSU asks, or read again on the next bank day`,
    "PSU-IP-Address",
  );
}

/** The verdict on one account information read (pure: the caller looks up and counts). */
export function checkConsent(check: ConsentCheck): ConsentVerdict {
  const role = roleError(check.tpp);
  if (role) return { ok: false, error: role };
  if (check.consentId === undefined || check.consentId.trim() === "") {
    const text = "Consent-ID is required: send the consentId that POST /v1/consents answered";
    return { ok: false, error: new ApiError("HTTP_HEADER_REQUIRED", [{ path: "Consent-ID", text }]) };
  }
  const consent = check.consent;
  if (consent === undefined) {
    const text = `consent ${check.consentId} is unknown to this TPP: send the consentId that POST /v1/consents answered you`;
    return { ok: false, error: apiError("CONSENT_UNKNOWN", text, "Consent-ID") };
  }
  const error = statusError(consent, check.today) ?? accessError(consent, check.request);
  if (error) return { ok: false, error };
  if (check.psuPresent) return { ok: true, counted: false };
  const exceeded = frequencyError(consent, check.readsToday);
  return exceeded ? { ok: false, error: exceeded } : { ok: true, counted: true };
}
