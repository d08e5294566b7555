import ts from "typescript";

// Per worker, not per file: with isolate off, the architecture and comments tests share a worker's
// module cache, and each of them parses the whole tree.
const shared = globalThis as { psd2Parsed?: Map<string, ts.SourceFile> };
shared.psd2Parsed ??= new Map();
const parsed = shared.psd2Parsed;

/**
 * A source text's syntax tree as TypeScript's parser reads it (no parent links), parsed once per
 * worker for a given text: the name only labels the tree (the first caller's), the parse does not
 * depend on it. Read-only: the tests that share a tree only walk it.
 */
export function parsedSource(fileName: string, text: string, kind: ts.ScriptKind): ts.SourceFile {
  const key = `${kind}\u0000${text}`;
  let source = parsed.get(key);
  if (source === undefined) {
    source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, kind);
    parsed.set(key, source);
  }
  return source;
}
