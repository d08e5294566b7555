import { describe, expect, it } from "vitest";
import { junit, markdown, requirementsOf, unmetRequirements } from "../../src/report/formats.js";
import type { ReadinessReport } from "../../src/report/schema.js";

const outcome = (id: string, verdict: "not-met" | "handled" | "mishandled") => ({
  id,
  kind: "answer" as const,
  sentence: `${id} <&>`,
  section: "4",
  met: verdict !== "not-met",
  verdict,
  count: verdict === "not-met" ? 0 : 1,
  evidence:
    verdict === "mishandled" ? [{ xRequestId: "x1", at: "2026-03-02T10:00:00.000Z", note: "retried" }] : [],
  checks: [],
});
const report: ReadinessReport = {
  tpp: "T",
  window: { from: "start" },
  requests: 3,
  forgottenRequests: 0,
  summary: { outcomes: 3, met: 2, mishandled: 1 },
  areas: [{ area: "payments.a", outcomes: 3, met: 2 }],
  outcomes: [
    outcome("payments.a.201", "handled"),
    outcome("payments.a.404", "not-met"),
    outcome("faults.503", "mishandled"),
  ],
  checks: [],
};

describe("the report's forms", () => {
  it.each([
    ["payments.a.201", "></testcase>"],
    ["payments.a.404", '><skipped message="not met"/></testcase>'],
    [
      "faults.503",
      '><failure message="faults.503 &#60;&#38;&#62;">retried (X-Request-ID x1)</failure></testcase>',
    ],
  ])("JUnit: %s", (id, tail) => {
    expect(junit(report)).toContain(`name="${id}"${tail}`);
  });

  it("JUnit counts tests, failures and skips", () => {
    expect(junit(report)).toContain('tests="3" failures="1" skipped="1"');
  });

  it("Markdown names the outcomes met and what was mishandled, not the rest", () => {
    const md = markdown(report);
    expect(md).toContain("| `payments.a.201` |");
    expect(md).toContain("### Mishandled");
    expect(md).not.toContain("`payments.a.404`");
  });

  it.each<[string, string[]]>([
    ["payments.a.201", []],
    ["payments.a", ["payments.a.404: not met"]],
    ["faults", ["faults.503: mishandled (retried (X-Request-ID x1))"]],
    ["payments.b", ["payments.b: no such outcome, check or area in this report"]],
  ])("--require %s", (wanted, unmet) => {
    expect(unmetRequirements(report, [wanted])).toEqual(unmet);
  });

  it("reads a --require file: one id a line, # comments, blank lines", () => {
    expect(requirementsOf("# go-live\n\npayments.a.201  # why\r\nfaults\n")).toEqual([
      "payments.a.201",
      "faults",
    ]);
  });
});
