import { describe, expect, it } from "vitest";
import { labelCells } from "../../src/http/stacked-tables.js";

describe("labelCells: each cell named by its column, for tables stacked on a phone", () => {
  it.each([
    [
      "a header row, then rows",
      '<table><tr><th>Created</th><th class="num">Amount</th></tr><tr><td>today</td><td class="num">1.00 EUR</td></tr></table>',
      '<table><tr><th>Created</th><th class="num">Amount</th></tr><tr><td data-label="Created">today</td><td data-label="Amount" class="num">1.00 EUR</td></tr></table>',
    ],
    [
      "thead and tbody, markup in a header",
      "<table><thead><tr><th><abbr>PSU</abbr>-ID</th></tr></thead><tbody><tr><td>x</td></tr></tbody></table>",
      '<table><thead><tr><th><abbr>PSU</abbr>-ID</th></tr></thead><tbody><tr><td data-label="PSU-ID">x</td></tr></tbody></table>',
    ],
    [
      "a cell spanning columns gets no label, the next the right one",
      '<table><tr><th>A</th><th>B</th><th>C</th></tr><tr><td colspan="2">Total</td><td>9</td></tr></table>',
      '<table><tr><th>A</th><th>B</th><th>C</th></tr><tr><td colspan="2">Total</td><td data-label="C">9</td></tr></table>',
    ],
    [
      "two tables, each with its own headers",
      "<table><tr><th>A</th></tr><tr><td>1</td></tr></table><p>&lt;td</p><table><tr><th>B</th></tr><tr><td>2</td></tr></table>",
      '<table><tr><th>A</th></tr><tr><td data-label="A">1</td></tr></table><p>&lt;td</p><table><tr><th>B</th></tr><tr><td data-label="B">2</td></tr></table>',
    ],
    [
      "a table without headers is left as it is",
      "<table><tr><td>1</td></tr></table>",
      "<table><tr><td>1</td></tr></table>",
    ],
  ])("%s", (_what, given, expected) => {
    expect(labelCells(given)).toBe(expected);
  });
});
