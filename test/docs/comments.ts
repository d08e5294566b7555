import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";
import { parsedSource } from "../helpers/parsed.js";

/**
 * Reads the comments of the repository's source files, and what a comment may not say: an issue
 * number, a measured figure (those go stale; docs/performance.md and docs/decisions.md hold them), or
 * a repository file that is not there. Only comments are read: code, strings and regular expressions
 * are skipped by parsing each file with TypeScript.
 */
export const root = new URL("../../", import.meta.url).pathname;

export interface CommentLine {
  file: string;
  line: number;
  text: string;
}

/** Every file under `dir` (relative to the root) whose name ends with one of `exts`. */
export function filesUnder(dir: string, exts: readonly string[]): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) found.push(...filesUnder(path, exts));
    else if (exts.some((ext) => entry.name.endsWith(ext))) found.push(path);
  }
  return found.sort();
}

const literalKinds = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.RegularExpressionLiteral,
]);

/**
 * Where each comment of `text` is. The parse finds the literals (strings, templates, regular
 * expressions), the only places a `//` or `/*` is not a comment; the rest is read for comments in one
 * pass, without the token list per node that asking each token for its comments would build.
 */
function commentRanges(source: ts.SourceFile, text: string): ts.CommentRange[] {
  const literals: [number, number][] = [];
  const visit = (node: ts.Node): void => {
    if (literalKinds.has(node.kind)) literals.push([node.getStart(source), node.end]);
    else ts.forEachChild(node, visit);
  };
  visit(source);
  literals.sort((a, b) => a[0] - b[0]);
  const ranges: ts.CommentRange[] = [];
  let next = 0;
  let at = text.startsWith("#!") ? text.indexOf("\n") : 0;
  while (at >= 0 && at < text.length) {
    const literal = literals[next];
    if (literal !== undefined && at >= literal[0]) {
      at = Math.max(at, literal[1]);
      next += 1;
      continue;
    }
    const slash = text.indexOf("/", at);
    if (slash < 0) break;
    if (literal !== undefined && slash >= literal[0]) {
      at = literal[0];
      continue;
    }
    const after = text[slash + 1];
    if (after === "/") {
      const end = text.slice(slash).search(/[\r\n\u2028\u2029]/);
      const stop = end < 0 ? text.length : slash + end;
      ranges.push({ pos: slash, end: stop, kind: ts.SyntaxKind.SingleLineCommentTrivia });
      at = stop;
    } else if (after === "*") {
      const close = text.indexOf("*/", slash + 2);
      const stop = close < 0 ? text.length : close + 2;
      ranges.push({ pos: slash, end: stop, kind: ts.SyntaxKind.MultiLineCommentTrivia });
      at = stop;
    } else at = slash + 1;
  }
  return ranges;
}

/** The lines of every comment in `file`, markers (`//`, `/*`, ` * `) removed. */
export function commentLines(file: string): CommentLine[] {
  const text = readFileSync(join(root, file), "utf8");
  const kind = /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = parsedSource(file, text, kind);
  const ranges = commentRanges(source, text);
  const lines: CommentLine[] = [];
  for (const range of ranges) {
    const first = source.getLineAndCharacterOfPosition(range.pos).line + 1;
    text
      .slice(range.pos, range.end)
      .split("\n")
      .forEach((raw, i) => {
        const stripped = raw
          .replace(/^\s*(\/\/+|\/\*+|\*+(?!\/))?/, "")
          .replace(/\*+\/\s*$/, "")
          .trim();
        if (stripped) lines.push({ file, line: first + i, text: stripped });
      });
  }
  return lines;
}

/**
 * A number from the project's tracker ("issue" or "PR" and a number, or a number after `#`), which
 * readers of the code do not have: a comment says why, the history lives in git.
 */
export const issueNumber = /\b(issues?|PRs?)\s*#?\d+|(^|[\s(])#\d+\b/i;

/**
 * A figure someone measured: a duration, a size, a share or a ratio with a number in front (the
 * `ms`, `µs`, `MB`, `GB` or `%` of a run, a `~` seconds count, a `×` or `x` ratio). Those go stale; a
 * comment names the constant or says why, and docs/performance.md keeps the figures. Inline code
 * (between backticks) is skipped: a log line shown as an example is not a claim.
 */
export const measuredFigure =
  /(^|[^\w.])\d[\d_,]*(\.\d+)?\s?(ms|µs|us|ns|KB|kB|MB|GB|TB|KiB|MiB|GiB|%|×)(?!\w)|[~≈]\s?\d[\d,]*(\.\d+)?\s?(s|sec|seconds?|min|minutes?|h|hours?|bytes?)\b|\b\d+(\.\d+)?x\b|\b\d+(\.\d+)?[-–]\d+(\.\d+)?\s?(ms|s|MB|GB|%)(?!\w)/;

/** The text a figure check reads: inline code left out. */
export function proseOf(text: string): string {
  return text.replace(/`[^`]*`/g, "` `");
}

const pathLike =
  /(?<![\w@/.:-])((?:\.{1,2}\/)?(?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:ts|mts|mjs|js|json|md|sh|yaml|yml|html|css))(?![\w/(]|\.\w)/g;

/** The repository files a comment names (paths and file names; no URLs, no packages). */
export function namedFiles(text: string): string[] {
  const withoutUrls = text.replace(/\b[a-z]+:\/\/\S+/gi, " ");
  return [...withoutUrls.matchAll(pathLike)].map((m) => m[1] ?? "");
}

const everyFile = new Set(
  ["src", "test", "bench", "scripts", "docs", "fixtures", "examples"]
    .filter((dir) => existsSync(join(root, dir)))
    .flatMap((dir) => filesUnder(dir, [""])),
);
const baseNames = new Set([...everyFile].map((f) => f.slice(f.lastIndexOf("/") + 1)));

/**
 * Whether `name`, written in a comment of `file`, names a file that exists: relative to the comment's
 * file, to the root, to `src/` (the code's own way of naming `store/create.ts`), to the file's top
 * folder, or, for a bare file name, anywhere. A built file under `dist/` counts when its source does.
 */
export function fileExists(name: string, file: string): boolean {
  const here = dirname(file);
  const top = file.split("/")[0] ?? "";
  const bases = [here, "", "src", top, "node_modules"];
  const candidates = [
    name,
    name.replace(/^dist\//, "src/").replace(/\.js$/, ".ts"),
    name.replace(/\.js$/, ".ts"),
  ];
  for (const candidate of candidates) {
    if (!candidate.includes("/") && baseNames.has(candidate)) return true;
    for (const base of bases) {
      const path = relative(root, join(root, base, candidate));
      if (everyFile.has(path) || existsSync(join(root, path))) return true;
    }
  }
  return false;
}
