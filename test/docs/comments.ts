import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import ts from "typescript";

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

/** The lines of every comment in `file`, markers (`//`, `/*`, ` * `) removed. */
export function commentLines(file: string): CommentLine[] {
  const text = readFileSync(join(root, file), "utf8");
  const kind = /\.m?js$/.test(file) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, ts.CommentRange>();
  const collect = (found: ts.CommentRange[] | undefined) => {
    for (const range of found ?? []) ranges.set(range.pos, range);
  };
  const visit = (node: ts.Node): void => {
    for (const child of node.getChildren(source)) {
      if (ts.isJSDoc(child)) continue;
      if (child.kind < ts.SyntaxKind.FirstNode || child.getChildCount(source) === 0) {
        collect(ts.getLeadingCommentRanges(text, child.pos));
        collect(ts.getTrailingCommentRanges(text, child.end));
      } else visit(child);
    }
  };
  collect(ts.getLeadingCommentRanges(text, 0));
  visit(source);
  const lines: CommentLine[] = [];
  for (const range of [...ranges.values()].sort((a, b) => a.pos - b.pos)) {
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
