import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/load.js";
import { configJsonSchema } from "../../src/config/json-schema.js";
import { renamedKeyWarnings } from "../../src/config/renamed.js";
import { createSandbox } from "../../src/create-sandbox.js";
import { createLogger } from "../../src/logger.js";
import { startCli } from "../helpers/cli.js";

function configFile(content: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), "psd2-renamed-")), "sandbox.config.json");
  writeFileSync(file, JSON.stringify(content));
  return file;
}

const READ_AS = "journal.size is the old name of requestLog.size";

describe("requestLog.size, and journal.size its old name", () => {
  it.each([
    { given: "neither", file: {}, flags: {}, size: 1000, warns: [] },
    { given: "requestLog.size", file: { requestLog: { size: 7 } }, flags: {}, size: 7, warns: [] },
    { given: "journal.size", file: { journal: { size: 5 } }, flags: {}, size: 5, warns: [READ_AS] },
    {
      given: "an empty journal",
      file: { journal: {} },
      flags: {},
      size: 1000,
      warns: ["journal is the old name of requestLog"],
    },
    {
      given: "both in one file",
      file: { journal: { size: 5 }, requestLog: { size: 7 } },
      flags: {},
      size: 7,
      warns: ["journal.size (5) is ignored: requestLog.size (7) is set too and wins"],
    },
    {
      given: "journal.size in the file, requestLog.size in the flags",
      file: { journal: { size: 5 } },
      flags: { requestLog: { size: 3 } },
      size: 3,
      warns: ["journal.size (5) is ignored: requestLog.size (3) is set too and wins"],
    },
    {
      given: "requestLog.size in the file, journal.size in the flags (a later layer wins by either name)",
      file: { requestLog: { size: 3 } },
      flags: { journal: { size: 2 } },
      size: 2,
      warns: [READ_AS],
    },
  ])("$given: the request log keeps $size", ({ file, flags, size, warns }) => {
    const config = loadConfig({ file: configFile(file), flags });
    expect(config.requestLog.size).toBe(size);
    const warnings = renamedKeyWarnings(config);
    expect(warnings).toHaveLength(warns.length);
    warns.forEach((start, i) => {
      expect(warnings[i]).toContain(start);
    });
  });

  it("refuses a bad journal.size by its own name, as it refuses a bad requestLog.size", () => {
    const bad = (content: unknown) => () => loadConfig({ file: configFile(content) });
    expect(bad({ journal: { size: -1 } })).toThrow(ConfigError);
    expect(bad({ journal: { size: -1 } })).toThrow(/journal\.size: /);
    expect(bad({ requestLog: { size: 1.5 } })).toThrow(/requestLog\.size: /);
    expect(bad({ requestLog: { length: 2 } })).toThrow(/requestLog: .*length/);
  });

  it("the JSON Schema offers requestLog.size and marks journal deprecated", () => {
    const properties = configJsonSchema().properties as Record<string, Record<string, unknown>>;
    expect(properties.requestLog?.properties).toMatchObject({ size: { default: 1000 } });
    expect(properties.journal).toMatchObject({ deprecated: true });
    expect(String(properties.journal?.description)).toContain("requestLog");
  });

  it("a start with journal.size warns once, naming requestLog.size, and keeps that many requests", async () => {
    const lines: string[] = [];
    const logger = createLogger("warn", (line) => lines.push(line), { pretty: false });
    const config = loadConfig({ file: configFile({ journal: { size: 2 } }), flags: { memory: true } });
    const sandbox = await createSandbox(config, logger);
    try {
      expect(lines.map((line) => JSON.parse(line))).toEqual([
        expect.objectContaining({ level: "warn", msg: expect.stringContaining(READ_AS) }),
      ]);
      for (let i = 0; i < 3; i++) await sandbox.app.request("http://localhost/__admin/clock");
      const answer = await sandbox.app.request("http://localhost/__admin/requests");
      const list = (await answer.json()) as { size: number; total: number };
      expect(list).toMatchObject({ size: 2, total: 2 });
      expect(lines).toHaveLength(1);
      const page = await (await sandbox.app.request("http://localhost/__admin/ui/requests")).text();
      expect(page).toContain("Request log");
      expect(page).toContain("of the last 2 requests");
      expect(page).not.toMatch(/journal/i);
    } finally {
      await sandbox.close();
    }
  });

  it("the CLI started with a config file holding journal.size says so once on stderr, and serves", async () => {
    const config = configFile({ journal: { size: 3 } });
    const cli = await startCli(["--port", "0", "--memory", "--config", config]);
    const answer = await fetch(`${cli.url}/__admin/requests`);
    expect(((await answer.json()) as { size: number }).size).toBe(3);
    cli.child.kill("SIGTERM");
    expect(await cli.exited).toBe(0);
    expect(cli.stderr().split(READ_AS)).toHaveLength(2);
    expect(cli.stderr()).toContain("rename it to requestLog.size");
  });
});
