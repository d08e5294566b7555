import type { Context } from "hono";
import { html } from "hono/html";
import { localTime, type Markup, page } from "../admin/dashboard/layout.js";
import { ApiError } from "../errors.js";
import type { AppEnv } from "../http/env.js";
import { tppsOf } from "../request-log/read.js";
import type { ReadinessReport } from "./schema.js";
import { answerReport, type Reader } from "./service.js";

const VERDICT: Record<string, string> = { "not-met": "muted", handled: "good", mishandled: "bad" };

function evidenceOf(e: ReadinessReport["outcomes"][number]["evidence"][number]): Markup {
  if (e.seq !== undefined) return html`<a href="/__admin/ui/requests/${e.seq}">${e.note}</a>`;
  if (e.resource !== undefined) return html`<a href="/__admin/ui/payments/${e.resource}">${e.resource}</a>`;
  return html`<span class="muted">${e.xRequestId ?? ""} (${e.note})</span>`;
}

function body(r: ReadinessReport, tz: string): Markup {
  return html`<p>TPP <code>${r.tpp}</code>: ${r.summary.met} of ${r.summary.outcomes} outcomes met, ${r.summary.mishandled} mishandled, over ${r.requests} requests (window from ${r.window.from}${r.window.run ? ` run ${r.window.run}` : ""}${r.window.since ? ` ${localTime(r.window.since, tz)}` : ""}).</p>
<section class="card"><h2>Coverage by area</h2><table><tr><th>Area</th><th class="num">Met</th><th class="num">Outcomes</th></tr>
${r.areas.map((a) => html`<tr><td>${a.area}</td><td class="num">${a.met}</td><td class="num">${a.outcomes}</td></tr>`)}</table></section>
<section class="card"><h2>Checks</h2><table><tr><th>Check</th><th>Verdict</th><th>Evidence</th></tr>
${r.checks.map((c) => html`<tr><td>${c.sentence}</td><td class="${VERDICT[c.verdict] ?? ""}">${c.verdict}</td><td>${c.evidence.map((e) => html`${evidenceOf(e)}<br>`)}</td></tr>`)}</table></section>
<section class="card"><h2>Outcomes</h2><table><tr><th>Outcome</th><th>Verdict</th><th class="num">Times</th><th>Evidence</th></tr>
${r.outcomes.map((o) => html`<tr><td><code>${o.id}</code><br><span class="muted">${o.sentence} (${o.section})</span></td><td class="${VERDICT[o.verdict] ?? ""}">${o.verdict}</td><td class="num">${o.count}</td><td>${o.evidence.map((e) => html`${evidenceOf(e)}<br>`)}</td></tr>`)}</table></section>`;
}

/** The readiness page: the TPPs the request log holds to choose from, and the chosen one's report. */
export async function reportPageView(c: Context<AppEnv>, reader: Reader): Promise<Response> {
  const ctx = c.get("ctx");
  const tpps = [...tppsOf(ctx.requestLog).entries()];
  const choose = html`<form class="filters" method="get"><label>TPP<select name="tpp">${tpps.map(
    ([id, t]) =>
      html`<option value="${id}" ${c.req.query("tpp") === id ? "selected" : ""}>${t.name ?? id}</option>`,
  )}</select></label><label>Run<input name="run" value="${c.req.query("run") ?? ""}" size="16"></label><button type="submit">Show</button></form>`;
  try {
    const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, v]) => v !== ""));
    const report = answerReport(ctx, reader, query);
    return page(c, "Readiness report", [choose, body(report, ctx.config.timeZone)]);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return page(c, "Readiness report", [choose, html`<p class="muted">${error.message}</p>`]);
  }
}
