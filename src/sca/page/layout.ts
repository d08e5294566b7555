import { html, raw } from "hono/html";
import { labelCells, STACKED_TABLES_CSS } from "../../http/stacked-tables.js";

/** Markup built by hono/html: every interpolated value is escaped, so nothing a TPP or PSU sent becomes markup. */
export type Markup = ReturnType<typeof html>;

export const BANK_NAME = "Sandbox Bank";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;font-family:"Segoe UI",Roboto,Helvetica,Arial,sans-serif;background:#eef2f7;color:#1b2a3a;line-height:1.45}
header{background:#0b3d6e;color:#fff;border-bottom:4px solid #f2a900}
header .bar{max-width:760px;margin:0 auto;padding:14px 20px;display:flex;align-items:center;gap:12px}
.logo{width:34px;height:34px;border-radius:8px;background:#f2a900;color:#0b3d6e;font-weight:800;display:flex;align-items:center;justify-content:center;font-size:18px}
.brand{font-size:20px;font-weight:700;letter-spacing:.3px}
.secure{margin-left:auto;font-size:13px;opacity:.85}
main{max-width:560px;margin:36px auto;padding:0 16px}
.card{background:#fff;border-radius:10px;box-shadow:0 2px 12px rgba(11,61,110,.12);padding:28px 30px}
h1{font-size:22px;margin:0 0 6px}
.lead{color:#4a5b6d;margin:0 0 20px}
label{display:block;font-weight:600;margin:0 0 6px}
input[type=text]{width:100%;font-size:18px;padding:11px 12px;border:1px solid #9fb1c5;border-radius:6px;letter-spacing:1px}
input[type=text]:focus{outline:3px solid #bcd6f2;border-color:#0b3d6e}
.hint{font-size:13px;color:#5d6e80;margin:6px 0 18px}
.buttons{display:flex;gap:12px;margin-top:22px}
button{flex:1;font-size:16px;font-weight:600;padding:12px 16px;border-radius:6px;border:1px solid #0b3d6e;cursor:pointer}
.primary{background:#0b3d6e;color:#fff}
.secondary{background:#fff;color:#0b3d6e}
.error{background:#fdecec;border:1px solid #e3a1a1;color:#8a1f1f;border-radius:6px;padding:10px 12px;margin:0 0 16px}
.info{background:#eef6ff;border:1px solid #b9d3ef;border-left:4px solid #0b3d6e;color:#1d3a5c;border-radius:6px;padding:10px 12px;margin:0 0 16px}
.notice{background:#eef6ff;border:1px solid #b9d3ef;color:#1d4a78;border-radius:6px;padding:10px 12px;margin:14px 0 0;font-size:14px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 18px;margin:0}
dt{color:#5d6e80}
dd{margin:0;font-weight:600;word-break:break-word}
.amount{font-size:26px;font-weight:700;margin:4px 0 18px}
table{width:100%;border-collapse:collapse;margin:12px 0 4px;font-size:14px}
th{text-align:left;color:#5d6e80;font-weight:600;border-bottom:2px solid #d8e1ea;padding:6px 4px}
td{border-bottom:1px solid #e6ecf2;padding:7px 4px;word-break:break-word}
td.num,th.num{text-align:right;white-space:nowrap}
td.date,td.id{white-space:nowrap}
tfoot td{font-weight:700;border-bottom:none}
.who{font-size:14px;color:#4a5b6d;margin:20px 0 0;padding-top:14px;border-top:1px solid #e6ecf2}
.step{font-size:12px;font-weight:700;letter-spacing:.8px;text-transform:uppercase;color:#8a6d00;margin:0 0 8px}
.secure svg{vertical-align:-2px;margin-right:6px}
.choices{margin-top:22px;padding-top:14px;border-top:1px dashed #c9d5e2}
.choices form{margin:0 0 8px}
.choices button{width:100%;text-align:left;font-weight:500}
footer{text-align:center;font-size:12px;color:#6b7b8c;margin:18px 0 30px}
@media (max-width:480px){
header .bar{padding:12px 14px}
.secure{font-size:12px}
main{margin:18px auto;padding:0 10px}
.card{padding:20px 16px}
.amount{font-size:22px}
}
${STACKED_TABLES_CSS}
`;

/**
 * The page as one plain string. hono/html answers with a Promise only when a Promise was interpolated,
 * and the page interpolates none; its String object would make Hono's html() answer a Promise too, where
 * the page's guards need a Response at once (they run before anything awaits).
 */
function whole(markup: Markup): string {
  if (markup instanceof Promise) throw new Error("the SCA page must not interpolate a Promise");
  return labelCells(markup.toString());
}

/** The bank's page frame: header with the bank's name, one card, a footer. No JavaScript. */
export function page(title: string, body: Markup): string {
  return whole(html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${title} – ${BANK_NAME}</title>
<style>${raw(STYLE)}</style>
</head>
<body>
<header><div class="bar"><div class="logo" aria-hidden="true">S</div><div class="brand">${BANK_NAME}</div><div class="secure"><svg width="12" height="14" viewBox="0 0 12 14" aria-hidden="true"><rect x="1" y="6" width="10" height="8" rx="1.5" fill="#f2a900"/><path d="M3 6V4a3 3 0 0 1 6 0v2" stroke="#f2a900" stroke-width="1.6" fill="none"/></svg>Secure login</div></div></header>
<main>
<div class="card">
${body}
</div>
<footer>${BANK_NAME} is a sandbox: no real money moves. Strong customer authentication (PSD2).</footer>
</main>
</body>
</html>`);
}
