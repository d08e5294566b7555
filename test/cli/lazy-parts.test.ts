import { describe, expect, it } from "vitest";
import { startCli } from "../helpers/cli.js";

/**
 * The CLI is a bundle whose rarely needed parts are chunks loaded on first use (scripts/bundle-cli.mjs,
 * docs/performance.md "Start-up"): each one's first use, right after the start, must work.
 */
describe("the CLI's lazily loaded parts, on first use", () => {
  it("serves the docs page, its assets, the OpenAPI document, the dashboard and the readiness report; schedules its runs", async () => {
    const cli = await startCli(["--port", "0", "--memory"]);
    try {
      const docs = await fetch(`${cli.url}/docs`);
      expect(docs.status).toBe(200);
      expect(await docs.text()).toContain("swagger-ui");
      const asset = await fetch(`${cli.url}/docs/assets/swagger-ui.css`);
      expect(asset.status).toBe(200);
      expect(asset.headers.get("content-type")).toMatch(/text\/css/);
      const json = await fetch(`${cli.url}/openapi.json`);
      expect(json.status).toBe(200);
      expect(await json.json()).toMatchObject({ openapi: expect.stringMatching(/^3\.1/) });
      const yaml = await fetch(`${cli.url}/openapi.yaml`);
      expect(await yaml.text()).toMatch(/^openapi: 3\.1/m);
      const dashboard = await fetch(`${cli.url}/__admin/`);
      expect(dashboard.status).toBe(200);
      expect(await dashboard.text()).toContain("Next batch run");
      // The readiness report's code loads on its first use, the JSON and the page alike.
      const report = await fetch(`${cli.url}/__admin/report`);
      expect(report.status).toBe(400);
      expect(await report.json()).toMatchObject({
        code: "QUERY_PARAMETER_REQUIRED",
        tppMessages: [{ path: "tpp" }],
      });
      const reportPage = await fetch(`${cli.url}/__admin/ui/report?tpp=PSDNO-FSA-123456789`);
      expect(reportPage.status).toBe(200);
      expect(await reportPage.text()).toContain("outcomes met");
    } finally {
      cli.child.kill("SIGTERM");
    }
    expect(await cli.exited).toBe(0);
    // The batch schedule is started after the ready line; a failure to load it would be logged.
    expect(cli.stderr()).toBe("");
  });

  it("generates a seed's data with faker when it is not pregenerated", async () => {
    const cli = await startCli(["--port", "0", "--memory", "--seed", "2"]);
    try {
      const health = await fetch(`${cli.url}/__admin/health`);
      expect(await health.json()).toMatchObject({ status: "UP", customers: 6 });
    } finally {
      cli.child.kill("SIGTERM");
    }
    expect(await cli.exited).toBe(0);
  });
});
