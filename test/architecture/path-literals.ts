import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { parsedSource } from "../helpers/parsed.js";

/**
 * Whether a literal's text is a path (or a pattern of one) under `prefix`: it starts with it, as a
 * route, a prefix test or a regular expression does (`"/v1/*"`, `` `/v1${path}` ``, `/^\/v1\//`). A
 * path shown as an example inside a sentence (an error message's "e.g. …") is prose, like a comment.
 */
function namesPath(text: string, prefix: string): boolean {
  const escaped = prefix.replaceAll("/", "\\/");
  const body = text.startsWith("^") ? text.slice(1) : text;
  return [prefix, escaped].some(
    (p) => body === p || (body.startsWith(p) && !/[\w-]/.test(body[p.length] ?? "")),
  );
}

/** The literals of a source text (strings, templates' pieces, regular expressions), read by TypeScript's scanner. */
function literals(fileName: string, text: string): string[] {
  const source = parsedSource(fileName, text, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      found.push(node.text);
    } else if (ts.isRegularExpressionLiteral(node)) {
      found.push(node.text.slice(1, node.text.lastIndexOf("/")));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });
}

/** `file: literal` for every literal of a `.ts` file under `root` naming a path under `prefix`. */
export function pathLiterals(root: string, prefix: string): string[] {
  return sources(root).flatMap((file) =>
    literals(file, readFileSync(file, "utf8"))
      .filter((text) => namesPath(text, prefix))
      .map((text) => `${relative(root, file)}: ${text}`),
  );
}
