import { html } from "hono/html";
import type { DetailRow, DetailTable, ScaDetails } from "../details.js";
import type { Markup } from "./layout.js";

/** Step 2's account of what is decided: a subject's rows as a definition list, its credits as a table. */
export function detailsMarkup(details: ScaDetails): Markup {
  const lead = details.lead.map((part) =>
    typeof part === "string" ? part : html`<strong>${part.strong}</strong>`,
  );
  return html`<h1>${details.title}</h1>
${lead.length > 0 ? html`<p class="lead">${lead}</p>` : ""}
${details.amount !== undefined ? html`<div class="amount">${details.amount}</div>` : ""}
${details.rows.length > 0 ? html`<dl>\n${details.rows.map(row)}</dl>` : ""}
${details.table ? table(details.table) : ""}`;
}

function row({ label, value, kind }: DetailRow): Markup {
  return kind
    ? html`<dt>${label}</dt><dd class="${kind}">${value}</dd>\n`
    : html`<dt>${label}</dt><dd>${value}</dd>\n`;
}

function table({ columns, rows, total }: DetailTable): Markup {
  const cell = (text: string, i: number) => {
    const kind = columns[i]?.kind;
    return kind ? html`<td class="${kind}">${text}</td>` : html`<td>${text}</td>`;
  };
  // Only a column of figures is aligned in its head too: a date heading reads well on the left.
  const head = columns.map((c) =>
    c.kind === "num" ? html`<th class="num">${c.label}</th>` : html`<th>${c.label}</th>`,
  );
  return html`<table>
<thead><tr>${head}</tr></thead>
<tbody>${rows.map((cells) => html`<tr>${cells.map(cell)}</tr>`)}</tbody>
<tfoot><tr><td colspan="${columns.length - 1}">${total.label}</td><td class="num">${total.value}</td></tr></tfoot>
</table>`;
}
