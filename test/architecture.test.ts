import { resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { cycles, graphOf, tangles } from "./architecture/cycles.js";
import { type Edge, importGraph } from "./architecture/imports.js";
import { pathLiterals } from "./architecture/path-literals.js";
import type { Floor } from "../src/http/interface.js";
import { interfaces } from "../src/interfaces.js";

/**
 * The floors of src/ (docs/architecture.md, "Layers"), lowest first: a folder (or a top-level file)
 * imports only from its own floor or below. Each interface of the one list (src/interfaces.ts) puts its
 * folder on the floor it declares; every other folder has its place here.
 */
const floors: readonly (readonly [Floor | string, readonly string[]])[] = [
  ["foundation", ["domain", "errors", "ids", "logger", "clock", "config", "version", "package-files"]],
  ["storage", ["store"]],
  ["context", ["context"]],
  ["http", ["http"]],
  ["the request's stages", ["signing", "idempotency", "faults", "request-log", "tenancy"]],
  ["trust", ["trust"]],
  ["bank core", ["bank", "scenarios"]],
  ["the PSU", ["psu"]],
  ["SCA", ["sca"]],
  ["resources", ["account-information"]],
  ["operations", ["batch"]],
  [
    "composition",
    [
      "collections",
      "operations",
      "interfaces",
      "app",
      "pipeline",
      "create-sandbox",
      "server",
      "api",
      "index",
      "cli",
    ],
  ],
];

/** A folder of src/, or a top-level file by its name without `.ts` (no file is named like a folder). */
const unit = (file: string) => (file.split("/")[0] ?? "").replace(/\.ts$/, "");

const layers: readonly (readonly string[])[] = floors.map(([floor, units]) => [
  ...new Set([...units, ...interfaces.filter((i) => i.floor === floor).map((i) => unit(i.folder))]),
]);

/**
 * What the graph may hold beside that, each named with why in docs/architecture.md ("Layers"). Every
 * list is exact: a new entry fails, and so does one that is gone (then strike it here and there).
 */
const named = {
  /** Imports that run up the layers. */
  upward: [] as string[],
  /** Cycles between files, each from its first file in sort order. */
  fileCycles: [] as string[],
  /** Groups of folders that reach each other (every cycle among them runs through an `upward` import). */
  folderTangles: [] as string[],
  /** Files outside the interfaces' folders whose literals start with a `/v1` path. */
  pathLiterals: [] as string[],
};

const src = resolve(import.meta.dirname, "../src");
const layerOf = (name: string) => layers.findIndex((layer) => layer.includes(name));
const text = (e: Edge) => `${e.from} -> ${e.to}`;

describe("the import graph of src/ (every form: import, import type, export from, import(), declare module)", () => {
  const { edges, unresolved } = importGraph(src);
  const between = edges.filter((e) => unit(e.from) !== unit(e.to));
  const folders = between.map((e) => ({ from: unit(e.from), to: unit(e.to) }));

  it("reads every relative import as a file of src/", () => {
    expect(edges.length).toBeGreaterThan(1000);
    expect(unresolved).toEqual([]);
  });

  it("places every folder and top-level file in a layer", () => {
    const unplaced = [...new Set(folders.flatMap((e) => [e.from, e.to]))].filter((name) => layerOf(name) < 0);
    expect(unplaced, "add them to `layers` above and to docs/architecture.md").toEqual([]);
  });

  it("has no import from a lower layer to a higher one beyond the named ones", () => {
    const up = between.filter((e) => layerOf(unit(e.from)) < layerOf(unit(e.to))).map(text);
    expect([...new Set(up)].sort()).toEqual([...named.upward].sort());
  });

  it("has no cycle between files beyond the named ones", () => {
    expect(cycles(graphOf(edges))).toEqual([...named.fileCycles].sort());
  });

  it("has no cycle between folders beyond those through a named upward import", () => {
    const graph = graphOf(folders);
    expect(
      tangles(graph).map((t) => t.join(", ")),
      `cycles:\n${cycles(graph).join("\n")}`,
    ).toEqual(named.folderTangles);
    const upward = new Set(named.upward);
    const rest = between
      .filter((e) => !upward.has(text(e)))
      .map((e) => ({ from: unit(e.from), to: unit(e.to) }));
    expect(cycles(graphOf(rest))).toEqual([]);
  });
});

describe("the interfaces' paths", () => {
  it("are named only in the interfaces' own folders: no `/v1` path literal elsewhere in src/", () => {
    const own = interfaces.map((i) => `${i.folder}/`);
    const elsewhere = pathLiterals(src, "/v1").filter(
      (found) => !own.some((folder) => found.startsWith(folder)),
    );
    const files = [...new Set(elsewhere.map((found) => found.slice(0, found.indexOf(":"))))];
    expect(
      files,
      `move the fact onto the operation's declaration or its interface:\n${elsewhere.join("\n")}`,
    ).toEqual(named.pathLiterals);
  });

  it("places every interface's folder on a floor", () => {
    const names = floors.map(([floor]) => floor);
    expect(interfaces.filter((i) => !names.includes(i.floor)).map((i) => i.name)).toEqual([]);
  });
});
