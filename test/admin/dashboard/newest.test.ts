import { describe, expect, it } from "vitest";
import { Newest } from "../../../src/admin/dashboard/newest.js";

const descending = (a: number, b: number) => b - a;

describe("Newest: the first items of an order, without holding them all", () => {
  it.each([
    { keep: 3, items: [], first: [] },
    { keep: 3, items: [5, 1, 4], first: [5, 4, 1] },
    { keep: 3, items: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10], first: [10, 9, 8] },
    { keep: 2, items: [9, 1, 8, 2, 7, 3, 10, 4], first: [10, 9] },
    { keep: 1, items: [3, 3, 3], first: [3] },
    {
      keep: 25,
      items: Array.from({ length: 1000 }, (_, i) => (i * 7919) % 1000),
      first: Array.from({ length: 25 }, (_, i) => 999 - i),
    },
  ])("keep $keep of $items.length", ({ keep, items, first }) => {
    const newest = new Newest<number>(keep, descending);
    for (const item of items) newest.offer(item);
    expect(newest.first()).toEqual(first);
    expect(newest.seen).toBe(items.length);
  });
});
