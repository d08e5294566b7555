import { inArea } from "./catalogue.js";
import type { ReadinessReport } from "./schema.js";

type Item = {
  id: string;
  sentence: string;
  verdict: string;
  evidence: { xRequestId?: string; note: string }[];
};

const items = (r: ReadinessReport): Item[] => [...r.outcomes, ...r.checks];

const xml = (text: string) =>
  text
    .replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
    .replace(/\p{Cc}/gu, (ch) => ("\t\n\r".includes(ch) ? ch : ""));
const cell = (text: string) => text.replace(/\|/g, "\\|").replace(/\n/g, " ");
const evidenceText = (i: Item) =>
  i.evidence.map((e) => `${e.note}${e.xRequestId ? ` (X-Request-ID ${e.xRequestId})` : ""}`).join("; ");

/** Markdown for a CI job summary: what was met, what was mishandled, and how much is left. */
export function markdown(r: ReadinessReport): string {
  const met = r.outcomes.filter((o) => o.met);
  const bad = items(r).filter((i) => i.verdict === "mishandled");
  const lines = [
    `## Readiness report for ${r.tpp}`,
    "",
    `${r.summary.met} of ${r.summary.outcomes} outcomes met, ${r.summary.mishandled} mishandled, over ${r.requests} requests (window: ${r.window.from}${r.window.run ? ` ${r.window.run}` : ""}${r.window.since ? ` since ${r.window.since}` : ""}).`,
    "",
  ];
  if (bad.length > 0) {
    lines.push("### Mishandled", "", "| Id | What | Evidence |", "| --- | --- | --- |");
    for (const i of bad) lines.push(`| \`${i.id}\` | ${cell(i.sentence)} | ${cell(evidenceText(i))} |`);
    lines.push("");
  }
  lines.push("### Outcomes met", "", "| Id | What | Times | Verdict |", "| --- | --- | ---: | --- |");
  for (const o of met) lines.push(`| \`${o.id}\` | ${cell(o.sentence)} | ${o.count} | ${o.verdict} |`);
  lines.push("", "### Checks", "", "| Check | Verdict |", "| --- | --- |");
  for (const c of r.checks) lines.push(`| ${cell(c.sentence)} | ${c.verdict} |`);
  lines.push("", "### Coverage by area", "", "| Area | Met | Outcomes |", "| --- | ---: | ---: |");
  for (const a of r.areas) lines.push(`| ${a.area} | ${a.met} | ${a.outcomes} |`);
  return `${lines.join("\n")}\n`;
}

/**
 * JUnit XML for CI test reporters: one test case per outcome and per check. Passed: met and handled;
 * skipped: not met; failed: met and mishandled, with its evidence.
 */
export function junit(r: ReadinessReport): string {
  const all = items(r);
  const failures = all.filter((i) => i.verdict === "mishandled").length;
  const skipped = all.filter((i) => i.verdict === "not-met").length;
  const cases = all.map((i) => {
    const classname = xml(`readiness.${i.id.split(".").slice(0, 2).join(".")}`);
    const open = `    <testcase classname="${classname}" name="${xml(i.id)}">`;
    if (i.verdict === "not-met") return `${open}<skipped message="not met"/></testcase>`;
    if (i.verdict === "mishandled")
      return `${open}<failure message="${xml(i.sentence)}">${xml(evidenceText(i))}</failure></testcase>`;
    return `${open}</testcase>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="psd2-sandbox readiness" tests="${all.length}" failures="${failures}" skipped="${skipped}">`,
    `  <testsuite name="${xml(`readiness of ${r.tpp}`)}" tests="${all.length}" failures="${failures}" skipped="${skipped}">`,
    ...cases,
    "  </testsuite>",
    "</testsuites>",
    "",
  ].join("\n");
}

/** The ids and areas of a --require file: one a line; `#` starts a comment. */
export function requirementsOf(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/#.*/, "").trim())
    .filter((line) => line !== "");
}

/**
 * What a required id or area lacks: an outcome or check not met or mishandled (an area needs each of
 * its outcomes), or a name the report does not know.
 */
export function unmetRequirements(r: ReadinessReport, required: readonly string[]): string[] {
  const all = items(r);
  return required.flatMap((wanted) => {
    const inside = all.filter((i) => inArea(i.id, wanted));
    if (inside.length === 0) return [`${wanted}: no such outcome, check or area in this report`];
    return inside
      .filter((i) => i.verdict !== "handled")
      .map((i) => `${i.id}: ${i.verdict === "not-met" ? "not met" : `mishandled (${evidenceText(i)})`}`);
  });
}
