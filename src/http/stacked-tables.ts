/**
 * Tables a phone can read: below `STACK_BELOW` pixels each row becomes a block and each cell a line
 * led by its column's name, so no column is cut off or hidden behind a sideways scroll. The pages
 * write plain tables; `labelCells` gives each cell its column's name once the page is built.
 */
export const STACK_BELOW = 700;

/** Each `<td>` gets `data-label` = its column's `<th>` text (cells spanning columns get none). */
export function labelCells(markup: string): string {
  return markup.replace(/<table\b[\s\S]*?<\/table>/g, (table) => {
    const head = /<tr\b[^>]*>(?:(?!<\/tr>)[\s\S])*?<th\b[\s\S]*?<\/tr>/.exec(table)?.[0];
    if (head === undefined) return table;
    const labels = [...head.matchAll(/<th\b[^>]*>([\s\S]*?)<\/th>/g)].map((m) =>
      (m[1] ?? "")
        .replace(/<[^>]*>/g, "")
        .replace(/"/g, "&quot;")
        .trim(),
    );
    return table.replace(/<tr\b[^>]*>[\s\S]*?<\/tr>/g, (row) => {
      if (row === head) return row;
      let column = 0;
      return row.replace(/<td\b([^>]*)>/g, (cell, attributes: string) => {
        const span = Number(/\bcolspan="(\d+)"/.exec(attributes)?.[1] ?? 1);
        const label = span === 1 ? labels[column] : undefined;
        column += span;
        return label ? `<td data-label="${label}"${attributes}>` : cell;
      });
    });
  });
}

/** The style that stacks labelled tables on narrow screens (`.num` cells lose their right alignment). */
export const STACKED_TABLES_CSS = `@media (max-width:${STACK_BELOW}px){
table,thead,tbody,tfoot,tr,td{display:block;width:100%;box-sizing:border-box}
table{border:0}
tr:has(>th){display:none}
tr{border-bottom:1px solid #d5dde5;padding:6px 0}
td,td.num{border:0;padding:2px 4px;text-align:left;white-space:normal}
td[data-label]{position:relative;padding-left:calc(34% + 8px);min-height:1.6em;white-space:normal;text-align:left}
td[data-label]::before{content:attr(data-label);position:absolute;left:4px;width:34%;color:#5d6e80;font-size:12px;font-weight:600;overflow-wrap:anywhere}
td code,td a>code{white-space:normal;overflow-wrap:anywhere}
}`;
