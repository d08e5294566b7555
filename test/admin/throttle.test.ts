import { describe, expect, it } from "vitest";
import { createLoginThrottle, FREE_FAILURES, MAX_WAIT_SECONDS, waitAfter } from "../../src/admin/throttle.js";

describe("waitAfter: the wait after the n-th wrong token in a row", () => {
  it.each([
    [1, 0],
    [FREE_FAILURES, 0],
    [FREE_FAILURES + 1, 1],
    [FREE_FAILURES + 2, 2],
    [FREE_FAILURES + 6, 32],
    [FREE_FAILURES + 7, MAX_WAIT_SECONDS],
    [FREE_FAILURES + 1000, MAX_WAIT_SECONDS],
  ])("failure %i waits %i s", (count, seconds) => {
    expect(waitAfter(count)).toBe(seconds);
  });
});

describe("createLoginThrottle", () => {
  const fixture = () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(() => now);
    return { throttle, pass: (ms: number) => (now += ms) };
  };
  const fail = (throttle: ReturnType<typeof createLoginThrottle>, client: string, times: number) => {
    for (let i = 0; i < times; i += 1) throttle.failed(client);
  };

  it("counts per client: one address waiting leaves another alone", () => {
    const { throttle } = fixture();
    fail(throttle, "10.0.0.1", FREE_FAILURES + 1);
    expect(throttle.waitFor("10.0.0.1")).toBe(1);
    expect(throttle.waitFor("10.0.0.2")).toBe(0);
  });

  it("the wait runs out; the count stays, so the next failure waits longer", () => {
    const { throttle, pass } = fixture();
    fail(throttle, "a", FREE_FAILURES + 1);
    pass(1000);
    expect(throttle.waitFor("a")).toBe(0);
    expect(throttle.failed("a")).toBe(2);
    expect(throttle.waitFor("a")).toBe(2);
  });

  it("never asks more than the cap, so the operator is never locked out for longer", () => {
    const { throttle } = fixture();
    fail(throttle, "a", 500);
    expect(throttle.waitFor("a")).toBe(MAX_WAIT_SECONDS);
  });

  it("a right token, or a quarter of an hour without failures, starts the client afresh", () => {
    const { throttle, pass } = fixture();
    fail(throttle, "a", FREE_FAILURES + 3);
    throttle.succeeded("a");
    expect(throttle.waitFor("a")).toBe(0);
    expect(throttle.failed("a")).toBe(0);
    fail(throttle, "b", FREE_FAILURES + 3);
    pass(15 * 60_000 + 1);
    expect(throttle.waitFor("b")).toBe(0);
    expect(throttle.failed("b"), "counted from one again").toBe(0);
  });
});
