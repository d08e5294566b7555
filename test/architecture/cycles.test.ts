import { describe, expect, it } from "vitest";
import { cycles, graphOf, tangles } from "./cycles.js";

const graph = (...edges: string[]) =>
  graphOf(
    edges.map((edge) => {
      const [from = "", to = ""] = edge.split(">");
      return { from, to };
    }),
  );

describe("tangles and cycles of a directed graph", () => {
  const cases: [name: string, edges: string[], tangles: string[][], cycles: string[]][] = [
    ["no edge", [], [], []],
    ["a chain", ["a>b", "b>c"], [], []],
    ["a diamond", ["a>b", "a>c", "b>d", "c>d"], [], []],
    ["a node importing itself", ["a>a"], [["a"]], ["a -> a"]],
    ["two files importing each other", ["a>b", "b>a"], [["a", "b"]], ["a -> b -> a"]],
    [
      "a long cycle, from its smallest node",
      ["d>a", "a>b", "b>c", "c>d"],
      [["a", "b", "c", "d"]],
      ["a -> b -> c -> d -> a"],
    ],
    [
      "two cycles sharing a node",
      ["a>b", "b>a", "b>c", "c>b"],
      [["a", "b", "c"]],
      ["a -> b -> a", "b -> c -> b"],
    ],
    [
      "a short cut inside a cycle",
      ["a>b", "b>c", "c>a", "a>c"],
      [["a", "b", "c"]],
      ["a -> b -> c -> a", "a -> c -> a"],
    ],
    [
      "two separate tangles and a bridge between them",
      ["a>b", "b>a", "b>x", "x>y", "y>x"],
      [
        ["a", "b"],
        ["x", "y"],
      ],
      ["a -> b -> a", "x -> y -> x"],
    ],
  ];
  it.each(cases)("%s", (_name, edges, expectedTangles, expectedCycles) => {
    expect(tangles(graph(...edges))).toEqual(expectedTangles);
    expect(cycles(graph(...edges))).toEqual(expectedCycles);
  });

  it("stops listing cycles at the limit", () => {
    // A complete graph on five nodes holds 84 elementary cycles.
    const nodes = ["a", "b", "c", "d", "e"];
    const complete = graph(
      ...nodes.flatMap((from) => nodes.filter((to) => to !== from).map((to) => `${from}>${to}`)),
    );
    expect(cycles(complete, 1000)).toHaveLength(84);
    expect(cycles(complete, 10)).toHaveLength(10);
  });
});
