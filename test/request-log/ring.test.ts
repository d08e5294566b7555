import { describe, expect, it } from "vitest";
import { Ring } from "../../src/request-log/ring.js";

describe("Ring", () => {
  it.each([
    { size: 3, pushed: [1, 2], newest: [2, 1] },
    { size: 3, pushed: [1, 2, 3, 4, 5], newest: [5, 4, 3] },
    { size: 1, pushed: [1, 2], newest: [2] },
    { size: 0, pushed: [1, 2], newest: [] },
  ])("size $size after $pushed lists $newest newest first", ({ size, pushed, newest }) => {
    const ring = new Ring<number>(size);
    for (const item of pushed) ring.push(item);
    expect([...ring.newestFirst()]).toEqual(newest);
    expect(ring.length).toBe(newest.length);
  });

  it("is empty after clear and fills again from the start", () => {
    const ring = new Ring<number>(2);
    ring.push(1);
    ring.push(2);
    ring.clear();
    expect([...ring.newestFirst()]).toEqual([]);
    ring.push(3);
    expect([...ring.newestFirst()]).toEqual([3]);
  });
});
