import { z } from "zod";
import { defineOperation } from "../../http/operation.js";
import { backToPage, csrf, htmlPage, journalFilters, ui } from "./operation-parts.js";
import { html } from "hono/html";
import type { RequestLogEntry } from "../../request-log/entry.js";
import { listRequests, requestEntry } from "../../request-log/read.js";
import type { SignatureDiagnosis } from "../../signing/diagnosis.js";
import { csrfField } from "./csrf.js";
import { localTime, type Markup, page } from "./layout.js";

const LIMIT = 200;

function same(a: string | undefined, b: string | undefined): Markup {
  if (a === undefined || b === undefined) return html``;
  return a === b ? html`<span class="good">match</span>` : html`<span class="bad">differ</span>`;
}

/** The diagnosis of a refused signature, laid out as what was sent beside what the sandbox computed. */
function diagnosisBlock(d: SignatureDiagnosis): Markup {
  return html`<section class="card"><h2>Signature diagnosis</h2>
<p class="bad">Failed check: <code>${d.check}</code> → ${d.code}</p><p>${d.message}</p>
<table><tr><th></th><th>Sent by the TPP</th><th>Computed by the sandbox</th><th></th></tr>
${d.digest ? html`<tr><th>Digest${d.digest.required ? "" : " (optional here)"}</th><td><code>${d.digest.sent ?? "(none)"}</code></td><td><code>${d.digest.computed}</code></td><td>${same(d.digest.sent, d.digest.computed)}</td></tr>` : ""}
${d.keyId ? html`<tr><th>keyId</th><td><code>${d.keyId.sent ?? "(none)"}</code></td><td><code>${d.keyId.expected ?? "(no readable certificate)"}</code></td><td>${same(d.keyId.sent, d.keyId.expected)}</td></tr>` : ""}
</table>
${
  d.certificate
    ? html`<h2>Certificate</h2><dl><dt>Subject</dt><dd>${d.certificate.subject}</dd><dt>Issuer</dt><dd>${d.certificate.issuer}</dd><dt>Serial</dt><dd><code>${d.certificate.serialNumber}</code></dd>
<dt>Valid</dt><dd>${d.certificate.notBefore} … ${d.certificate.notAfter}</dd>
<dt>At sandbox time</dt><dd>${d.sandboxTime}: ${d.certificate.validAtSandboxTime ? html`<span class="good">valid</span>` : html`<span class="bad">not valid</span>`}</dd></dl>`
    : html`<p class="muted">No readable certificate was sent.</p>`
}
${
  d.signingString !== undefined
    ? html`<h2>Signing string the sandbox built (headers="${(d.signedHeaders ?? []).join(" ")}")</h2><pre>${d.signingString}</pre><p class="muted">Your client must have signed exactly these bytes; compare line by line.</p>`
    : ""
}</section>`;
}

function entryPage(e: RequestLogEntry, tz: string, isPayment: (id: string) => boolean): Markup {
  return html`<div class="grid"><section class="card"><dl>
<dt>Time (bank clock)</dt><dd>${localTime(e.time, tz)}</dd>
<dt>Request</dt><dd><code>${e.method} ${e.path}${e.query ? `?${e.query}` : ""}</code></dd>
<dt>Answer</dt><dd class="${e.status >= 400 ? "bad" : ""}">${e.status} ${e.codes.join(", ")}</dd>
<dt>Duration</dt><dd>${e.durationMs} ms</dd>
<dt>X-Request-ID</dt><dd><code>${e.xRequestId}</code> · <a href="/__admin/requests/${encodeURIComponent(e.xRequestId)}">JSON</a></dd>
<dt>TPP</dt><dd>${e.tpp ? `${e.tpp.name ?? ""} ${e.tpp.id}` : "—"}</dd>
<dt>PSU-ID</dt><dd>${e.psuId ?? "—"}</dd>
<dt>Resources</dt><dd>${e.resources.map((id) => (isPayment(id) ? html`<a href="/__admin/ui/payments/${id}"><code>${id}</code></a> ` : html`<code>${id}</code> `))}</dd>
${e.notes ? html`<dt>Notes</dt><dd>${e.notes.join("; ")}</dd>` : ""}
</dl></section>
${e.signatureDiagnosis ? diagnosisBlock(e.signatureDiagnosis) : ""}</div>
<section class="card"><h2>Request headers</h2><table>${Object.entries(e.request.headers).map(
    ([name, value]) => html`<tr><th>${name}</th><td><code>${value}</code></td></tr>`,
  )}</table></section>
<section class="card"><h2>Request body${e.request.bodyTruncated ? " (first 16 KB)" : ""}</h2>${e.request.body ? html`<pre>${e.request.body}</pre>` : html`<p class="muted">None.</p>`}</section>
<section class="card"><h2>Answer body${e.response.bodyTruncated ? " (first 16 KB)" : ""} <span class="muted">${e.response.contentType ?? ""}</span></h2>${e.response.body ? html`<pre>${e.response.body}</pre>` : html`<p class="muted">None kept.</p>`}</section>`;
}

/** The request log, refusals highlighted, and one request with its signature diagnosis. */
export const dashboardRequests = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardRequests",
    method: "get",
    path: "/__admin/ui/requests",
    summary: "Dashboard: the request log, refusals highlighted",
    query: journalFilters,
    responses: { 200: htmlPage("The request log.") },
    handle: (c) => {
      const { requestLog, config } = c.get("ctx");
      const filters = c.req.valid("query");
      const q = (name: keyof typeof filters) => filters[name]?.trim() || undefined;
      const status = q("status");
      const filter = {
        ...(q("tpp") ? { tpp: q("tpp") } : {}),
        ...(status && /^[1-5](\d\d|xx)$/i.test(status) ? { status } : {}),
        ...(q("method") ? { method: q("method") } : {}),
        ...(q("path") ? { path: q("path") } : {}),
        limit: LIMIT,
      };
      const found = listRequests(requestLog, filter);
      return page(
        c,
        "Request log",
        html`<form class="filters" method="get">
<label>TPP<input name="tpp" value="${q("tpp") ?? ""}" size="18"></label>
<label>Status (401, 4xx)<input name="status" value="${status ?? ""}" size="5"></label>
<label>Method<input name="method" value="${q("method") ?? ""}" size="6"></label>
<label>Path prefix<input name="path" value="${q("path") ?? ""}" size="24"></label>
<button type="submit">Filter</button> <a href="/__admin/ui/requests">clear</a></form>
<p class="muted">${found.total} of the last ${requestLog.size} requests${found.total > LIMIT ? `, newest ${LIMIT} shown` : ""}. Refusals are highlighted.</p>
<table><tr><th>Time</th><th>Method</th><th>Path</th><th>Status</th><th>Codes</th><th class="num">ms</th><th>TPP</th><th>X-Request-ID</th></tr>
${found.entries.map(
  (
    e,
  ) => html`<tr class="${e.status >= 400 ? "refused" : ""}"><td>${localTime(e.time, config.timeZone)}</td><td>${e.method}</td><td><a href="/__admin/ui/requests/${e.seq}">${e.path}</a></td>
<td>${e.status}</td><td>${e.codes.join(", ")}${e.signatureDiagnosis ? html` <span class="bad">signature: ${e.signatureDiagnosis.check}</span>` : ""}</td><td class="num">${e.durationMs}</td><td>${e.tpp?.name ?? e.tpp?.id ?? ""}</td><td><code>${e.xRequestId}</code></td></tr>`,
)}</table>
<form method="post" action="/__admin/ui/requests/clear">${csrfField(c)}<button type="submit" class="danger">Empty the request log</button></form>`,
      );
    },
  }),
);

export const dashboardRequest = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardRequest",
    method: "get",
    path: "/__admin/ui/requests/{seq}",
    summary: "Dashboard: one request, with its signature diagnosis",
    params: z.object({ seq: z.string() }),
    responses: { 200: htmlPage("The request."), 404: htmlPage("Not in the request log.") },
    handle: (c) => {
      const { requestLog, config, tenancy } = c.get("ctx");
      const entry = requestEntry(requestLog, Number(c.req.param("seq")));
      if (!entry) {
        return page(
          c,
          "Not in the request log",
          html`<p>The request log no longer holds this request (it keeps the last ${requestLog.size}).</p>`,
          404,
        );
      }
      return page(
        c,
        `${entry.method} ${entry.path} → ${entry.status}`,
        // A payment is in its TPP's bank (tenancy per-tpp): any bank holding it makes it a link.
        entryPage(entry, config.timeZone, (id) => tenancy.holding("payments", id) !== undefined),
      );
    },
  }),
);

export const dashboardClearRequests = ui(
  defineOperation({
    tag: "Control API",
    operationId: "dashboardClearRequests",
    method: "post",
    path: "/__admin/ui/requests/clear",
    summary: "Dashboard: empty the request log",
    logged: false,
    form: csrf,
    responses: { 303: backToPage },
    handle: (c) => {
      c.get("ctx").requestLog.clear();
      return c.redirect("/__admin/ui/requests", 303);
    },
  }),
);
