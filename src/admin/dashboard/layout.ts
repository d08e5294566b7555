import type { Context } from "hono";
import { html, raw } from "hono/html";
import type { AppEnv } from "../../http/env.js";
import { labelCells, STACKED_TABLES_CSS } from "../../http/stacked-tables.js";
import { csrfFor, sessionOf } from "../sessions.js";

/** Every interpolated value is escaped by hono/html: TPP bodies are hostile input. */
export type Markup = ReturnType<typeof html>;

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:14px/1.45 system-ui,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#f3f5f8;color:#1b2a3a}
header{background:#12263a;color:#fff}
a{text-underline-offset:.3em}
header .bar{display:flex;align-items:center;gap:18px;padding:10px 20px;flex-wrap:wrap}
header .brand{font-weight:700;font-size:16px}
header nav{display:flex;flex-wrap:wrap;gap:2px 14px}
header nav a{color:#cfe0f2;text-decoration:none;white-space:nowrap}
header nav a.on,header nav a:hover{color:#fff;text-decoration:underline}
header .clock{margin-left:auto;font-size:13px;color:#cfe0f2}
main{padding:18px 20px;max-width:1280px}
h1{font-size:20px;margin:0 0 12px}
h2{font-size:16px;margin:22px 0 8px}
section.card{background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.08);padding:14px 16px;margin:0 0 16px}
table{border-collapse:collapse;width:100%;background:#fff}
th,td{text-align:left;padding:5px 8px;border-bottom:1px solid #e3e8ee;vertical-align:top;overflow-wrap:break-word}
td code,td a{overflow-wrap:anywhere}
td a>code{overflow-wrap:normal;white-space:nowrap}
th{background:#f7f9fb;font-weight:600;color:#425466;white-space:nowrap;overflow-wrap:normal}
td.num,th.num{text-align:right;white-space:nowrap}
tr.refused td{background:#fdeeee}
tr.refused td:first-child{border-left:4px solid #c0392b}
.bad{color:#a61b1b;font-weight:600}
.good{color:#1d7a3a;font-weight:600}
code,pre{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12.5px}
pre{background:#0f1b28;color:#e6edf3;padding:10px 12px;border-radius:6px;overflow:auto;white-space:pre-wrap;word-break:break-all;max-height:420px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0}
dt{color:#5d6e80}dd{margin:0;overflow-wrap:anywhere}
form.inline{display:inline}
form.filters{display:flex;gap:8px;flex-wrap:wrap;align-items:end;margin:0 0 12px}
form.filters label{display:flex;flex-direction:column;font-size:12px;color:#5d6e80}
input,select{font:inherit;padding:4px 6px;border:1px solid #b7c3d0;border-radius:4px}
button{font:inherit;padding:4px 12px;border-radius:4px;border:1px solid #12263a;background:#12263a;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#12263a}
button.danger{background:#fff;color:#a61b1b;border-color:#a61b1b}
.badge{display:inline-block;white-space:nowrap;padding:0 6px;border-radius:10px;background:#e3e8ee;font-size:12px;font-weight:600}
.badge.ACSC{background:#d4f0dc}.badge.RJCT,.badge.CANC{background:#f8d7d7}.badge.RCVD{background:#fff1c2}
.muted{color:#6b7b8c}
.pager{margin:10px 0}
.pager a{margin-right:12px}
.notice{background:#eef6ff;border:1px solid #b9d3ef;border-radius:6px;padding:8px 12px;margin:0 0 14px}
.grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(320px,1fr));gap:16px}
.grid>*{min-width:0}
section.card h2:first-child{margin-top:0}
@media (max-width:700px){
main{padding:14px 10px}
header .bar{padding:8px 10px;gap:6px 14px}
header .clock{margin-left:0}
section.card{padding:12px 10px}
.grid{grid-template-columns:minmax(0,1fr)}
select{max-width:100%}
dl{grid-template-columns:minmax(6.5em,34%) minmax(0,1fr);gap:4px 8px}
}
${STACKED_TABLES_CSS}
`;

const NAV: [string, string][] = [
  ["/__admin/", "Overview"],
  ["/__admin/ui/payments", "Payments"],
  ["/__admin/ui/consents", "Consents"],
  ["/__admin/ui/authorisations", "Pending authorisations"],
  ["/__admin/ui/customers", "Customers"],
  ["/__admin/ui/requests", "Request log"],
  ["/__admin/ui/report", "Readiness"],
];

/** The dashboard's frame: navigation, the bank's clock, one main column. No script. */
export function page(
  c: Context<AppEnv>,
  title: string,
  body: Markup | Markup[],
  status = 200,
): Response | Promise<Response> {
  const { clock, config } = c.get("ctx");
  const path = c.req.path;
  const logout =
    sessionOf(c) === undefined
      ? ""
      : html`<form method="post" action="/__admin/logout" class="inline"><input type="hidden" name="csrf" value="${csrfFor(c)}"><button type="submit" class="secondary">Log out</button></form>`;
  const nav = NAV.map(
    ([href, label]) =>
      html`<a href="${href}" class="${(href === "/__admin/" ? path === href : path.startsWith(href)) ? "on" : ""}">${label}</a>`,
  );
  c.header("Cache-Control", "no-store");
  c.header("X-Frame-Options", "DENY");
  // Not no-referrer: with it a browser sends Origin null on the page's own form posts, and the
  // control API could no longer tell them from another site's.
  c.header("Referrer-Policy", "same-origin");
  c.header(
    "Content-Security-Policy",
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'",
  );
  const built = html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${title} · psd2-sandbox</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<header><div class="bar"><span class="brand">psd2-sandbox</span><nav>${nav}</nav><span class="clock">Bank clock ${localTime(clock.now(), config.timeZone)} · every time shown in ${config.timeZone}</span>${logout}</div></header>
<main>
<h1>${title}</h1>
${body}
</main>
</body>
</html>`;
  // Every value in it is escaped already, so a "<td" in the text can only be the page's own.
  return Promise.resolve(built).then((text) => c.html(labelCells(String(text)), status as 200));
}

/** The bank's local time, e.g. "2026-03-02 11:00:00"; the header names the zone once for the page. */
export function localTime(at: Date | string, timeZone: string): string {
  const date = typeof at === "string" ? new Date(at) : at;
  return date.toLocaleString("sv-SE", { timeZone, hour12: false });
}

export function badge(status: string): Markup {
  return html`<span class="badge ${status}">${status}</span>`;
}
