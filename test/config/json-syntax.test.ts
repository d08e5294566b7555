import { describe, expect, it } from "vitest";
import { jsonSyntaxError } from "../../src/config/json-syntax.js";

const VALUE = "a value (a string in double quotes, a number, true, false, null, { or [)";

describe("jsonSyntaxError: where a JSON text first breaks, by line and column", () => {
  it.each([
    [
      '{\n  "port": 8080,\n}',
      { line: 3, column: 1, expected: "a double-quoted property name (no trailing comma)" },
    ],
    ['{"port": }', { line: 1, column: 10, expected: VALUE }],
    ['{"port": 1', { line: 1, column: 11, expected: '"," or "}"' }],
    ["", { line: 1, column: 1, expected: VALUE }],
    ['{"a": "b\n"}', { line: 1, column: 9, expected: 'a closing " on the same line' }],
    ['{"a": 1} x', { line: 1, column: 10, expected: "the end of the text (one value only)" }],
    ["{'port': 1}", { line: 1, column: 2, expected: "a double-quoted property name (no trailing comma)" }],
    ['{"a" 1}', { line: 1, column: 6, expected: '":" after the property name' }],
    ["[1, 2", { line: 1, column: 6, expected: '"," or "]"' }],
    ['{"a": tru}', { line: 1, column: 7, expected: VALUE }],
  ])("%j", (text, fault) => {
    expect(() => JSON.parse(text)).toThrow();
    expect(jsonSyntaxError(text)).toEqual(fault);
  });

  it.each(['{"a": 1.5e3, "b": [true, null, -0.2], "c": "\\"q\\""}', "[]", " {} ", "0"])(
    "finds nothing wrong in %j, which JSON.parse reads",
    (text) => {
      expect(() => JSON.parse(text)).not.toThrow();
      expect(jsonSyntaxError(text)).toBeUndefined();
    },
  );
});
