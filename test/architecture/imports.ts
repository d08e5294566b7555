import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { parsedSource } from "../helpers/parsed.js";

/** How one file reaches another: each form counts, because each one ties the two files together. */
export type ImportForm =
  | "import"
  | "import type"
  | "export from"
  | "import()"
  | "type import()"
  | "declare module";

/** One import between two files of the tree, as paths relative to its root. */
export interface Edge {
  from: string;
  to: string;
  form: ImportForm;
}

/** The module specifiers a source text names, read by TypeScript's parser (comments and strings never count). */
export function specifiers(fileName: string, text: string): { specifier: string; form: ImportForm }[] {
  const source = parsedSource(fileName, text, ts.ScriptKind.TS);
  const found: { specifier: string; form: ImportForm }[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const typeOnly = node.importClause?.isTypeOnly === true;
      found.push({ specifier: node.moduleSpecifier.text, form: typeOnly ? "import type" : "import" });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, form: "export from" });
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference) &&
      ts.isStringLiteral(node.moduleReference.expression)
    ) {
      found.push({ specifier: node.moduleReference.expression.text, form: "import" });
    } else if (ts.isModuleDeclaration(node) && ts.isStringLiteral(node.name)) {
      // An augmentation (`declare module "../context.js" { … }`) adds to that module: it depends on it.
      found.push({ specifier: node.name.text, form: "declare module" });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] !== undefined &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, form: "import()" });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, form: "type import()" });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The TypeScript files under a folder, as paths relative to it, in a stable order. */
export function sourceFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => f.split("\\").join("/"))
    .sort();
}

/**
 * Every import between files under `root` (packages are not followed). A relative specifier that
 * names no file is returned in `unresolved`, so no import is lost without a word.
 */
export function importGraph(root: string): { files: string[]; edges: Edge[]; unresolved: string[] } {
  const files = sourceFiles(root);
  const edges: Edge[] = [];
  const unresolved: string[] = [];
  for (const file of files) {
    const path = join(root, file);
    for (const { specifier, form } of specifiers(file, readFileSync(path, "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const target = resolve(dirname(path), specifier.replace(/\.js$/, ".ts"));
      // Data (an operation folder's examples.json) is a file of src/ too, imported with { type: "json" }.
      if (!existsSync(target) || !/\.(ts|json)$/.test(target)) unresolved.push(`${file}: "${specifier}"`);
      else edges.push({ from: file, to: relative(root, target).split("\\").join("/"), form });
    }
  }
  return { files, edges, unresolved };
}
