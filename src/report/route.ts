import { admin } from "../admin/operation-parts.js";
import { defineOperation, type Operation } from "../http/operation.js";
import { reportPage } from "./page.js";
import { ReadinessReport, ReportQuery, reportCall } from "./schema.js";
import { answerReport, readerOf } from "./service.js";

/**
 * GET /__admin/report and its dashboard page. `all` is every operation: the catalogue is read from
 * their declarations when the first report is asked for; `refusals`, the codes any signed call meets.
 */
export function reportOperations(
  all: () => readonly Operation[],
  refusals: readonly string[],
): readonly Operation[] {
  const reader = readerOf(all, refusals);
  const adminReport = admin(
    defineOperation({
      tag: "Control API",
      operationId: "adminReport",
      method: reportCall.method,
      path: reportCall.path,
      summary: "A TPP's readiness report: which of the bank's outcomes it met, and how it handled them",
      description: "docs/readiness.md: the catalogue of outcomes, the windows and the checks.",
      query: ReportQuery,
      responses: { 200: { description: "The report.", body: ReadinessReport } },
      errors: ["FORMAT_ERROR", "QUERY_PARAMETER_REQUIRED"],
      handle: async (c) => c.json(answerReport(c.get("ctx"), await reader(), c.req.query())),
    }),
  );
  return [adminReport, reportPage(reader)];
}
