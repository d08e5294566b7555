import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runCli, startCli } from "../helpers/cli.js";

const tempDir = () => mkdtempSync(join(tmpdir(), "psd2-cli-"));

describe("psd2-sandbox certs --ca DIR", () => {
  it("issues every TPP of a team from one CA, which trust mode ca then accepts", async () => {
    const team = tempDir();
    const [a, b, lone] = [tempDir(), tempDir(), tempDir()];
    const config = join(tempDir(), "sandbox.config.json");
    writeFileSync(config, JSON.stringify({ trust: { mode: "ca", cas: [join(team, "ca.pem")] } }));
    // What does not depend on another process runs beside it: team B's certificate and the server
    // (trust mode ca reads the team's CA at start) need the CA that team A's run makes.
    const [teamA, loneMade] = await Promise.all([
      runCli(["certs", "--out", a, "--ca", team, "--org", "Team A AS"]),
      runCli(["certs", "--out", lone]),
    ]);
    expect(teamA.code).toBe(0);
    expect(loneMade.code).toBe(0);
    const [teamB, cli] = await Promise.all([
      runCli(["certs", "--out", b, "--ca", team, "--org", "Team B AS"]),
      startCli(["--port", "0", "--memory", "--config", config]),
    ]);
    try {
      expect(teamB.code).toBe(0);
      expect(readdirSync(team).sort()).toEqual(["ca.key.pem", "ca.pem"]);
      expect(readdirSync(a).sort()).toEqual(["README.md", "ca.pem", "tpp.key.pem", "tpp.pem"]);
      const request = (dir: string) =>
        runCli([
          ...["request", "GET", "/v1/sandbox/customers", "--url", cli.url],
          ...["--cert", join(dir, "tpp.pem"), "--key", join(dir, "tpp.key.pem")],
        ]);
      const [fromA, fromB, refused] = await Promise.all([request(a), request(b), request(lone)]);
      expect(fromA.stderr).toBe("HTTP 200\n");
      expect(fromB.stderr).toBe("HTTP 200\n");
      expect(refused.stderr).toBe("HTTP 401\n");
      expect(JSON.parse(refused.stdout).code).toBe("CERTIFICATE_INVALID");
    } finally {
      cli.child.kill("SIGTERM");
      await cli.exited;
    }
  });
});
