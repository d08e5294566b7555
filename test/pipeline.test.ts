import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const src = resolve(import.meta.dirname, "../src");
const files = readdirSync(src, { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".ts"))
  .map((name) => join(src, name));

/** The files of src/ whose text matches `pattern`, as paths under src/. */
const matching = (pattern: RegExp) =>
  files.filter((file) => pattern.test(readFileSync(file, "utf8"))).map((file) => relative(src, file));

describe("the request pipeline keeps no hidden channels (docs/architecture.md)", () => {
  it.each([
    ["a map keyed on the request's Context or Request", /\b(?:Weak)?Map<\s*(?:Context|Request)\b/],
    ["a dependency's private symbols looked up", /getOwnPropertySymbols|Symbol\.for\(\s*["']cache/],
    [
      "a feature adding to the context by module augmentation",
      /declare module\s+["'][./]*context(?:\.js)?["']/,
    ],
  ])("no file of src/ holds %s", (_what, pattern) => {
    expect(matching(pattern)).toEqual([]);
  });
});
