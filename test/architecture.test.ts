import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The layers of src/ (docs/architecture.md, "Layers"), lowest first: a folder (or a top-level file)
 * imports only from its own layer or below. A new folder gets its place here.
 */
const layers: readonly (readonly string[])[] = [
  ["domain", "errors", "ids", "logger", "clock", "config", "version", "package-files"],
  ["store"],
  ["context"],
  ["http"],
  ["signing", "idempotency", "faults", "journal", "tenancy"],
  ["trust"],
  ["sandbox", "scenarios"],
  ["psu"],
  ["sca"],
  ["payments", "baskets"],
  ["batch", "admin"],
  ["collections", "app", "sandbox.ts", "server", "api", "index", "cli", "cli.ts", "openapi", "pages"],
];

/** The imports that run up the layers, each a known exception named in docs/architecture.md. */
const upward = [
  "context.ts -> journal/journal.ts",
  "context.ts -> faults/rules.ts",
  // A batch slice keeps pending records by id: it needs each collection's key function.
  "batch/slice-store.ts -> collections.ts",
  "sandbox/generate.ts -> collections.ts",
];

const src = resolve(import.meta.dirname, "../src");
const unit = (file: string) => {
  const [first, ...rest] = relative(src, file).split("/");
  return rest.length === 0 && first !== "sandbox.ts" && first !== "cli.ts"
    ? (first ?? "").replace(/\.ts$/, "")
    : (first ?? "");
};
const layerOf = (name: string) => layers.findIndex((layer) => layer.includes(name));

function imports(): { from: string; to: string }[] {
  const files = readdirSync(src, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".ts"))
    .map((f) => join(src, f));
  return files.flatMap((file) =>
    [...readFileSync(file, "utf8").matchAll(/(?:import|export)[^;]*?from\s+"(\.[^"]+)"/g)].map((m) => ({
      from: file,
      to: resolve(dirname(file), (m[1] ?? "").replace(/\.js$/, ".ts")),
    })),
  );
}

describe("the import graph of src/", () => {
  const edges = imports().filter((e) => unit(e.from) !== unit(e.to));

  it("places every folder and top-level file in a layer", () => {
    const unplaced = [...new Set(edges.flatMap((e) => [unit(e.from), unit(e.to)]))].filter(
      (name) => layerOf(name) < 0,
    );
    expect(unplaced, "add them to `layers` above and to docs/architecture.md").toEqual([]);
  });

  it("has no import from a lower layer to a higher one beyond the named exceptions", () => {
    const up = edges
      .filter((e) => layerOf(unit(e.from)) < layerOf(unit(e.to)))
      .map((e) => `${relative(src, e.from)} -> ${relative(src, e.to)}`);
    expect(up).toEqual(upward);
  });

  it("has no two folders importing each other, beside the named exceptions", () => {
    const named = (e: { from: string; to: string }) =>
      upward.includes(`${relative(src, e.from)} -> ${relative(src, e.to)}`);
    const pairs = new Set(edges.filter((e) => !named(e)).map((e) => `${unit(e.from)} -> ${unit(e.to)}`));
    const cycles = [...pairs].filter((pair) => {
      const [a, b] = pair.split(" -> ");
      return a !== undefined && b !== undefined && a < b && pairs.has(`${b} -> ${a}`);
    });
    expect(cycles).toEqual([]);
  });
});
