import { describe, expect, it } from "vitest";
import { isLoopback } from "../../src/cli/serve.js";
import { ConfigError, loadConfig } from "../../src/config/load.js";
import { ErrorBody } from "../../src/http/schemas.js";
import { runCli } from "../helpers/cli.js";
import { expectAnswer, newBank } from "../helpers/bank.js";

describe("control API hardening", () => {
  it("PUT /__admin/clock with a body over the limit answers 413 PAYLOAD_TOO_LARGE in the Error object", async () => {
    const bank = await newBank();
    const response = await bank.raw("/__admin/clock", {
      method: "PUT",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ advance: "P1D", pad: "x".repeat(6 * 1024 * 1024) }),
    });
    const body = await expectAnswer(response, 413, ErrorBody);
    expect(body.code).toBe("PAYLOAD_TOO_LARGE");
    expect(response.headers.get("X-Request-ID")).toBeTruthy();
  });

  it("accepts only Authorization: Bearer <token>: the bare token answers 401", async () => {
    const bank = await newBank({ adminToken: "s3cret token" });
    const bare = await bank.raw("/__admin/health", { headers: { Authorization: "s3cret token" } });
    expect((await expectAnswer(bare, 401, ErrorBody)).code).toBe("UNAUTHORIZED");
    const bearer = await bank.raw("/__admin/health", { headers: { Authorization: "Bearer s3cret token" } });
    expect(bearer.status).toBe(200);
  });

  it.each([
    ["an empty PSD2_SANDBOX_ADMIN_TOKEN", { env: { PSD2_SANDBOX_ADMIN_TOKEN: "" } }],
    ["a token of spaces", { flags: { adminToken: "   " } }],
    ["a token with a trailing space", { flags: { adminToken: "abc " } }],
  ])("%s is a configuration error naming adminToken", (_name, options) => {
    expect(() => loadConfig({ file: false, ...options })).toThrow(ConfigError);
    expect(() => loadConfig({ file: false, ...options })).toThrow(/adminToken/);
  });

  it("the CLI exits 2 on an empty PSD2_SANDBOX_ADMIN_TOKEN", async () => {
    const result = await runCli(["--port", "0", "--memory"], { PSD2_SANDBOX_ADMIN_TOKEN: "" });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/adminToken/);
  });

  it.each([
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["localhost", true],
    ["::1", true],
    ["[::1]", true],
    ["0.0.0.0", false],
    ["::", false],
    ["192.168.1.10", false],
  ])("host %s is loopback: %s (beyond loopback without adminToken warns on stderr)", (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback);
  });
});
