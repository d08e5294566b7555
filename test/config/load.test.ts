import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/load.js";
import { configJsonSchema } from "../../src/config/json-schema.js";

function configFile(content: unknown): string {
  const dir = mkdtempSync(join(tmpdir(), "psd2-config-"));
  const file = join(dir, "sandbox.config.json");
  writeFileSync(file, typeof content === "string" ? content : JSON.stringify(content));
  return file;
}

describe("loadConfig", () => {
  it("fills every default from the schema", () => {
    const config = loadConfig({ file: false });
    expect(config).toMatchObject({
      port: 8080,
      host: "127.0.0.1",
      signature: "enforce",
      memory: false,
      seed: 1,
    });
    expect(config.batch.times).toHaveLength(5);
  });

  it("takes flag over env over file over default", () => {
    const file = configFile({ port: 1111, host: "0.0.0.0", seed: 7 });
    const env = { PSD2_SANDBOX_PORT: "2222", PSD2_SANDBOX_HOST: "::1" };
    const config = loadConfig({ file, env, flags: { port: 3333 } });
    expect(config.port).toBe(3333);
    expect(config.host).toBe("::1");
    expect(config.seed).toBe(7);
  });

  it.each([
    [{ port: 70000 }, "port"],
    [{ signature: "strict" }, "signature"],
    [{ batch: { times: ["25:00"] } }, "batch.times.0"],
    [{ prot: 8080 }, "prot"],
  ])("rejects %j naming %s and the file", (content, where) => {
    const file = configFile(content);
    expect(() => loadConfig({ file })).toThrow(ConfigError);
    expect(() => loadConfig({ file })).toThrow(new RegExp(`${file}.*${where.replace(/\./g, "\\.")}`));
  });

  it("names the variable when an env variable is bad", () => {
    expect(() => loadConfig({ file: false, env: { PSD2_SANDBOX_PORT: "eighty" } })).toThrow(
      'PSD2_SANDBOX_PORT takes a whole number, not "eighty"; fix or unset it',
    );
    expect(() => loadConfig({ file: false, env: { PSD2_SANDBOX_SIGNATURE: "maybe" } })).toThrow(
      /^invalid setting in environment: PSD2_SANDBOX_SIGNATURE \(signature\): /,
    );
  });

  it("reads PSD2_SANDBOX_ALLOWED_HOSTS as a comma-separated list, and names it when a name is not one", () => {
    const env = { PSD2_SANDBOX_ALLOWED_HOSTS: "bank, .team.example ,," };
    expect(loadConfig({ file: false, env }).allowedHosts).toEqual(["bank", ".team.example"]);
    expect(loadConfig({ file: false, env: {} }).allowedHosts).toEqual([]);
    expect(() =>
      loadConfig({ file: false, env: { PSD2_SANDBOX_ALLOWED_HOSTS: "http://bank:8080" } }),
    ).toThrow(/PSD2_SANDBOX_ALLOWED_HOSTS \(allowedHosts\.0\): .*without scheme or port/);
  });

  it("refuses a config file that is not JSON with a one-line message", () => {
    const file = configFile("{ port: 1");
    expect(() => loadConfig({ file })).toThrow(
      `config file ${file} is not valid JSON at line 1, column 3: expected a double-quoted property name (no trailing comma); fix or remove it`,
    );
  });

  it("refuses a missing config file that was asked for", () => {
    expect(() => loadConfig({ file: "/nonexistent/sandbox.config.json" })).toThrow(/cannot read config file/);
  });
});

describe("config JSON Schema", () => {
  it("is generated from the zod schema and matches the committed file", async () => {
    const { readFileSync } = await import("node:fs");
    const committed = JSON.parse(readFileSync("sandbox.config.schema.json", "utf8"));
    expect(committed).toEqual(configJsonSchema());
    expect(Object.keys(committed.properties)).toContain("signature");
  });

  it("takes any IANA time zone and refuses one Intl does not know, naming the setting", () => {
    expect(loadConfig({ file: false, flags: { timeZone: "UTC" } }).timeZone).toBe("UTC");
    expect(loadConfig({ file: false, env: {} }).timeZone).toBe("Europe/Oslo");
    const file = configFile({ timeZone: "Mars/Olympus" });
    expect(() => loadConfig({ file })).toThrow(ConfigError);
    expect(() => loadConfig({ file })).toThrow(/timeZone: an IANA time zone such as "Europe\/Oslo"/);
  });
});
