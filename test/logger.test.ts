import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

const ID = randomUUID();
import { loadConfig } from "../src/config/load.js";
import { createLogger } from "../src/logger.js";
import { createSandbox } from "../src/create-sandbox.js";

describe("access log", () => {
  it("logs one JSON line per request at info: method, path, status, code, ms, request id, TPP", async () => {
    const lines: string[] = [];
    const logger = createLogger("info", (line) => lines.push(line), { pretty: false });
    const sandbox = await createSandbox(loadConfig({ file: false, flags: { memory: true } }), logger);
    await sandbox.app.request("http://sandbox.test/v1/payments/sepa-credit-transfers/x", {
      headers: { "X-Request-ID": ID },
    });
    await sandbox.app.request("http://localhost/__admin/health");
    const logged = lines.map((line) => JSON.parse(line));
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({
      level: "info",
      msg: "request",
      method: "GET",
      path: "/v1/payments/sepa-credit-transfers/x",
      status: 401,
      code: "CERTIFICATE_MISSING",
      requestId: ID,
    });
    expect(typeof logged[0].ms).toBe("number");
    expect(logged[1]).toMatchObject({ path: "/__admin/health", status: 200 });
  });

  it.each([
    ["silent", []],
    ["error", ["error"]],
    ["warn", ["error", "warn"]],
    ["info", ["error", "warn", "info"]],
    ["debug", ["error", "warn", "info", "debug"]],
  ] as const)("at %s says which levels it writes, as it writes them", (level, written) => {
    const lines: string[] = [];
    const logger = createLogger(level, (line) => lines.push(line), { pretty: false });
    const levels = ["error", "warn", "info", "debug"] as const;
    expect(levels.filter((lvl) => logger.enabled?.(lvl))).toEqual(written);
    for (const lvl of levels) logger[lvl]("line");
    expect(lines.map((line) => JSON.parse(line).level)).toEqual(written);
  });

  it("writes nothing at warn, and short human lines when pretty", async () => {
    const quiet: string[] = [];
    createLogger("warn", (line) => quiet.push(line)).info("request", { path: "/x" });
    expect(quiet).toEqual([]);
    const human: string[] = [];
    createLogger("info", (line) => human.push(line), { pretty: true }).info("request", {
      method: "POST",
      path: "/v1/x",
      status: 201,
      code: undefined,
      ms: 3.1,
      requestId: "r-1",
    });
    expect(human[0]).toMatch(
      /^\d\d:\d\d:\d\d\.\d{3} INFO {2}request POST \/v1\/x 201 ms=3.1 requestId=r-1\n$/,
    );
  });
});
