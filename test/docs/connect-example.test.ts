import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");

describe("examples/tpp-ci, the test a CI job runs against a background sandbox", () => {
  const example = read("examples/tpp-ci/payment.test.ts");

  it("is what docs/programmatic-use.md shows for connectSandbox()", () => {
    const section = read("docs/programmatic-use.md").split("## A sandbox someone else started")[1] ?? "";
    const shown = /```ts\n([\s\S]*?)```/.exec(section)?.[1];
    expect(shown).toBe(example);
  });

  it("tests create, approve, batch and ACSC in at most 15 lines, given only PSD2_SANDBOX_URL", () => {
    expect(example.trimEnd().split("\n").length).toBeLessThanOrEqual(15);
    for (const step of ["connectSandbox(", "createSepaPayment", "approve(", "runBatch()", '"ACSC"'])
      expect(example).toContain(step);
  });
});
