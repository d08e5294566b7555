import { admin } from "../admin/operation-parts.js";
import { defineOperation, type Operation } from "../http/operation.js";
import { reportPage } from "./page.js";
import { ReportQuery, reportCall } from "./query.js";
import type { Reader } from "./service.js";

/** The report's code (catalogue, checks, its answer's schema): loaded on the first report asked for. */
const service = () => import("./service.js");

/**
 * GET /__admin/report and its dashboard page. `all` is every operation: the catalogue is read from
 * their declarations when the first report is asked for; `refusals`, the codes any signed call meets.
 */
export function reportOperations(
  all: () => readonly Operation[],
  refusals: readonly string[],
): readonly Operation[] {
  let readerOf: Promise<() => Promise<Reader>> | undefined;
  const reader = async () => {
    readerOf ??= service().then((s) => s.readerOf(all, refusals));
    return (await readerOf)();
  };
  const adminReport = admin(
    defineOperation({
      tag: "Control API",
      operationId: "adminReport",
      method: reportCall.method,
      path: reportCall.path,
      summary: "A TPP's readiness report: which of the bank's outcomes it met, and how it handled them",
      description: "docs/readiness.md: the catalogue of outcomes, the windows and the checks.",
      query: ReportQuery,
      responses: async () => ({
        200: { description: "The report.", body: (await import("./schema.js")).ReadinessReport },
      }),
      errors: ["FORMAT_ERROR", "QUERY_PARAMETER_REQUIRED"],
      handle: async (c) => {
        const [{ answerReport }, read] = await Promise.all([service(), reader()]);
        return c.json(answerReport(c.get("ctx"), read, c.req.query()));
      },
    }),
  );
  return [adminReport, reportPage(reader)];
}
