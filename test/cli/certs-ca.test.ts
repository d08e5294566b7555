import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, startCli } from "../helpers/cli.js";

const tempDir = () => mkdtempSync(join(tmpdir(), "psd2-cli-"));

describe("psd2-sandbox certs --ca DIR", () => {
  it("issues every TPP of a team from one CA, which trust mode ca then accepts", async () => {
    const team = tempDir();
    const [a, b] = [tempDir(), tempDir()];
    expect((await runCli(["certs", "--out", a, "--ca", team, "--org", "Team A AS"])).code).toBe(0);
    expect((await runCli(["certs", "--out", b, "--ca", team, "--org", "Team B AS"])).code).toBe(0);
    expect(readdirSync(team).sort()).toEqual(["ca.key.pem", "ca.pem"]);
    expect(readdirSync(a).sort()).toEqual(["README.md", "ca.pem", "tpp.key.pem", "tpp.pem"]);
    const config = join(tempDir(), "sandbox.config.json");
    writeFileSync(config, JSON.stringify({ trust: { mode: "ca", cas: [join(team, "ca.pem")] } }));
    const cli = await startCli(["--port", "0", "--memory", "--config", config]);
    try {
      for (const dir of [a, b]) {
        const args = ["request", "GET", "/v1/sandbox/customers", "--url", cli.url];
        const result = await runCli([
          ...args,
          "--cert",
          join(dir, "tpp.pem"),
          "--key",
          join(dir, "tpp.key.pem"),
        ]);
        expect(result.stderr).toBe("HTTP 200\n");
      }
      const lone = tempDir();
      await runCli(["certs", "--out", lone]);
      const args = ["request", "GET", "/v1/sandbox/customers", "--url", cli.url];
      const refused = await runCli([
        ...args,
        "--cert",
        join(lone, "tpp.pem"),
        "--key",
        join(lone, "tpp.key.pem"),
      ]);
      expect(refused.stderr).toBe("HTTP 401\n");
      expect(JSON.parse(refused.stdout).code).toBe("CERTIFICATE_INVALID");
    } finally {
      cli.child.kill("SIGTERM");
      await cli.exited;
    }
  });
});
