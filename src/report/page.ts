import { z } from "zod";
import { htmlPage, ui } from "../admin/dashboard/operation-parts.js";
import { defineOperation, type Operation } from "../http/operation.js";
import type { Reader } from "./service.js";

/**
 * The dashboard's readiness page: a TPP chosen from those the request log holds. Its view loads on
 * the first visit, with the report's own code (`reader`).
 */
export function reportPage(reader: () => Promise<Reader>): Operation {
  return ui(
    defineOperation({
      tag: "Control API",
      operationId: "dashboardReport",
      method: "get",
      path: "/__admin/ui/report",
      summary: "Dashboard: a TPP's readiness report, coverage by area, each outcome with its evidence",
      query: z.object({
        tpp: z.string().optional().describe("The TPP's organisation id"),
        run: z.string().optional().describe("Only requests sent with this X-Sandbox-Run"),
        area: z.string().optional().describe("Only the outcomes in this area"),
      }),
      responses: { 200: htmlPage("The report, or the TPPs to choose from.") },
      handle: async (c) => {
        const [{ reportPageView }, read] = await Promise.all([import("./page-view.js"), reader()]);
        return reportPageView(c, read);
      },
    }),
  );
}
