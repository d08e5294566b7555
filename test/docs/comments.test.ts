import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  commentLines,
  fileExists,
  filesUnder,
  issueNumber,
  measuredFigure,
  namedFiles,
  proseOf,
  root,
} from "./comments.js";

/**
 * What the code's comments may say (docs/development.md, "Comments"): why, timelessly. Measured
 * figures and history go stale in a comment; docs/performance.md and docs/decisions.md hold them. A
 * tracker's issue number means nothing to a reader of the code or the docs. A file a comment names
 * must be there.
 */
const code = ["src", "test", "bench", "scripts"].flatMap((dir) => filesUnder(dir, [".ts", ".mjs"]));
// Each file parsed once: src/'s comments are among all of them.
const allComments = code.flatMap(commentLines);
const srcComments = allComments.filter((c) => c.file.startsWith("src/") && c.file.endsWith(".ts"));
const docs = ["README.md", "Containerfile", ...filesUnder("docs", [".md"])];

const where = (found: { file: string; line: number; text: string }[]) =>
  found.map((c) => `${c.file}:${c.line}: ${c.text}`);

describe("comments", () => {
  it("src/ comments carry no measured figures (ms, MB, %, ratios)", () => {
    expect(where(srcComments.filter((c) => measuredFigure.test(proseOf(c.text))))).toEqual([]);
  });

  it("no comment in src/, test/, bench/ or scripts/ names an issue number", () => {
    expect(where(allComments.filter((c) => issueNumber.test(c.text)))).toEqual([]);
  });

  it("README.md, the Containerfile and docs/ name no issue number", () => {
    const found = docs.flatMap((file) =>
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .map((text, i) => ({ file, line: i + 1, text }))
        .filter((line) => issueNumber.test(line.text)),
    );
    expect(where(found)).toEqual([]);
  });

  it("every file a src/ comment names exists", () => {
    const dead = srcComments.flatMap((c) =>
      namedFiles(c.text)
        .filter((name) => !fileExists(name, c.file))
        .map((name) => ({ ...c, text: `${name} (in: ${c.text})` })),
    );
    expect(where(dead)).toEqual([]);
  });
});

describe("what the checks catch", () => {
  it.each([
    ["node-cron's first schedule costs ~25 ms", true],
    ["a fold of a 1.7 GB file", true],
    ["a year's move took ~15% longer", true],
    ["creation at 1M >= 0.9x the rate at 1k", true],
    ["a million ids take the event loop ~0.4 s", true],
    ["answers waited 150-470 ms", true],
    ["`12:00:01.234 INFO request 201 3.1ms`: fields in their order", false],
    ["5 minutes, 24 hours, 23 h 55 min", false],
    ["one call per 256 ids", false],
    ["ISO 8601 and ISO 4217 minor units", false],
    ["`%E0%A4%A` is a broken percent-encoding", false],
  ])("measured figure in %j: %s", (text, caught) => {
    expect(measuredFigure.test(proseOf(text))).toBe(caught);
  });

  it.each([
    ["the rules of issue 12", true],
    ["Issues 14 and 16", true],
    ["see #24", true],
    ["the CA issues a certificate", false],
    ["zod issues become violations", false],
    ["colour #fff", false],
  ])("issue number in %j: %s", (text, caught) => {
    expect(issueNumber.test(text)).toBe(caught);
  });

  it.each([
    ["src/openapi/components.ts says what each means", "src/http/x.ts", ["src/openapi/components.ts"], false],
    [
      "see docs/store.md and http/body-limit.ts",
      "src/batch/x.ts",
      ["docs/store.md", "http/body-limit.ts"],
      true,
    ],
    ["(`./checksum.ts`)", "src/store/x.ts", ["./checksum.ts"], true],
    ["callers can still call `c.req.json()`", "src/signing/x.ts", [], true],
    ["e.g. `store.json.index.damaged-20260302T100000.123Z`", "src/store/x.ts", [], true],
    ["https://example.com/a.json", "src/x.ts", [], true],
  ])("files named in %j (in %s)", (text, file, names, exist) => {
    expect(namedFiles(text)).toEqual(names);
    expect(names.every((name) => fileExists(name, file))).toBe(exist);
  });
});
