import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { commands } from "../../src/cli/commands.js";
import { version } from "../../src/version.js";
import { runCli } from "../helpers/cli.js";

describe("psd2-sandbox --version, --help, help COMMAND, openapi", () => {
  it("--version prints the package's version", async () => {
    const result = await runCli(["--version"]);
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(version);
  });

  it("--help lists every command with each of its options, the server's with default and variable, and two examples", async () => {
    const result = await runCli(["--help"]);
    expect(result.code).toBe(0);
    // Each command's block: from its usage line to the next command's.
    const blocks = result.stdout.split(/\n\n(?= {2}psd2-sandbox )/);
    for (const command of commands) {
      const block = blocks.find((b) => b.startsWith(`  ${command.usage}\n`));
      expect(block, command.usage).toBeDefined();
      for (const option of command.options) expect(block).toMatch(new RegExp(`\\n {6}--${option.name}\\b`));
    }
    expect(result.stdout).toMatch(/--port N .*default: 8080; env: PSD2_SANDBOX_PORT/);
    expect(result.stdout).toMatch(/--signature MODE .*default: enforce; env: PSD2_SANDBOX_SIGNATURE/);
    const examples = result.stdout.split("examples:\n")[1]?.trim().split("\n") ?? [];
    expect(examples).toHaveLength(2);
  });

  it.each(commands.map((c) => [c.name, c] as const))(
    "help %s lists its options and examples",
    async (name, command) => {
      const result = await runCli(["help", name]);
      expect(result.code).toBe(0);
      for (const option of command.options) expect(result.stdout).toContain(`--${option.name}`);
      for (const example of command.examples) expect(result.stdout).toContain(example);
    },
  );

  it("help of an unknown command says so in one line, exit code 2", async () => {
    const result = await runCli(["help", "frobnicate"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/no command "frobnicate"/);
  });

  it("openapi prints a valid OpenAPI 3.1 document without starting a server; --yaml the same as YAML", async () => {
    const json = await runCli(["openapi", "--url", "https://sandbox.example"]);
    expect(json.code).toBe(0);
    const document = JSON.parse(json.stdout) as { servers: { url: string }[] };
    expect(document.servers[0]?.url).toBe("https://sandbox.example");
    expect((await new Validator().validate(document as never)).valid).toBe(true);
    const yaml = await runCli(["openapi", "--yaml", "--url", "https://sandbox.example"]);
    expect(parse(yaml.stdout)).toEqual(document);
  });
});
