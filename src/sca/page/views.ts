import type { CustomerRecord } from "../../bank/model.js";
import type { AuthorisationRecord } from "../model.js";
import { html } from "hono/html";
import type { ScaDetails } from "../details.js";
import type { ScaSubject } from "../subject.js";
import { detailsMarkup } from "./details.js";
import { type Markup, page } from "./layout.js";
import { TOKEN_FIELD } from "./token.js";

function errorBox(message: string | undefined): Markup | "" {
  return message ? html`<div class="error" role="alert">${message}</div>` : "";
}

/** TPP-Redirect-Preferred: false asks for the decoupled flow; a mobile app would use biometrics. */
function biometrics(authorisation: AuthorisationRecord): Markup | "" {
  return authorisation.redirect.preferred
    ? ""
    : html`<p class="notice">${authorisation.tppName ?? "The provider"} preferred no redirect (TPP-Redirect-Preferred: false): in the Sandbox Bank mobile app this step would have used biometrics (fingerprint or face) automatically.</p>`;
}

/**
 * The sandbox's customers who may approve, as one-click log-ins for testers (a real bank would not
 * list them; the footer says this is a sandbox).
 */
function choices(customers: readonly CustomerRecord[], token: string): Markup | "" {
  if (customers.length === 0) return "";
  return html`<div class="choices">
<p class="hint">Sandbox customers who may ${customers.length === 1 ? "do this" : "do this (choose one)"}:</p>
${customers.map(
  (c) =>
    html`<form method="post">${tokenField(token)}<input type="hidden" name="customerNumber" value="${c.customerNumber}"><button class="secondary" type="submit">${c.customerName} · ${c.customerNumber}</button></form>`,
)}
</div>`;
}

/** The form's token (token.ts): what tells the sandbox the post came from this page. */
function tokenField(token: string): Markup {
  return html`<input type="hidden" name="${TOKEN_FIELD}" value="${token}">`;
}

/** Step 1: the PSU logs in with its customer number. */
export function loginPage(
  authorisation: AuthorisationRecord,
  subject: Pick<ScaSubject, "purpose">,
  token: string,
  error?: string,
  entered?: string,
  eligible: readonly CustomerRecord[] = [],
): string {
  const who = authorisation.tppName ?? "A third-party provider";
  return page(
    "Log in",
    html`<p class="step">Step 1 of 2 · Log in</p>
<h1>Log in to Sandbox Bank</h1>
<p class="lead">${who} sent you here to ${subject.purpose}.</p>
${errorBox(error)}
<form method="post">
${tokenField(token)}
<label for="customerNumber">Customer number</label>
<input type="text" id="customerNumber" name="customerNumber" inputmode="numeric" autocomplete="username" maxlength="11" required value="${entered ?? ""}">
<p class="hint">Your 11-digit national identity number (fødselsnummer or D-number).</p>
<div class="buttons"><button class="primary" type="submit">Log in</button></div>
</form>
${choices(eligible, token)}
${biometrics(authorisation)}`,
  );
}

/** Step 2: what the PSU approves (its subject's `details`), and Approve / Reject. */
export function approvalPage(
  authorisation: AuthorisationRecord,
  subject: Pick<ScaSubject, "step">,
  details: ScaDetails,
  customer: CustomerRecord,
  token: string,
  error?: string,
): string {
  return page(
    "Approve",
    html`<p class="step">Step 2 of 2 · ${subject.step}</p>
${errorBox(error)}
${detailsMarkup(details)}
<form method="post">
${tokenField(token)}
<input type="hidden" name="customerNumber" value="${customer.customerNumber}">
<p class="who">Logged in as <strong>${customer.customerName}</strong> (${customer.customerNumber})</p>
<div class="buttons">
<button class="primary" type="submit" name="action" value="approve">Approve</button>
<button class="secondary" type="submit" name="action" value="reject">Reject</button>
</div>
</form>
${biometrics(authorisation)}`,
  );
}

/**
 * A dead end: unknown, expired, used, or not allowed. `info` for one where nothing went wrong (a link
 * already used): told as information, not in error red.
 */
export function messagePage(title: string, text: string, tone: "error" | "info" = "error"): string {
  return page(
    title,
    html`<h1>${title}</h1>
${tone === "error" ? html`<div class="error" role="alert">${text}</div>` : html`<div class="info" role="status">${text}</div>`}
<p class="hint">You can close this window and go back to the provider that sent you here.</p>`,
  );
}
