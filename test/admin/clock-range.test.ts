import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { ErrorBody } from "../../src/http/schemas.js";
import type { Logger } from "../../src/logger.js";
import { createSandbox } from "../../src/create-sandbox.js";
import { admin } from "../helpers/approve.js";
import { openBank } from "../helpers/calls.js";
import { postForm } from "../helpers/dashboard.js";

const RANGE = "2000-01-01T00:00:00Z to 2100-12-31T23:59:59Z";

describe("the sandbox clock's range", () => {
  it.each([
    [{ now: "0001-01-01T00:00:00Z" }, "now"],
    [{ now: "1999-12-31T23:59:59Z" }, "now"],
    [{ now: "2101-01-01T00:00:00Z" }, "now"],
    [{ advance: "PT99999999999H" }, "advance"],
    [{ advance: "P99999999999999999999Y" }, "advance"],
    [{ advance: "P80Y" }, "advance"],
  ])(
    "PUT /__admin/clock %j answers 400 FORMAT_ERROR naming %s and the range; the clock still moves after",
    async (body, field) => {
      const bank = await openBank();
      const before = bank.sandbox.ctx.clock.offsetMs();
      const answer = await admin(bank, "PUT", "/clock", body);
      expect(answer.status, answer.text).toBe(400);
      const error = ErrorBody.parse(answer.body);
      expect(error.code).toBe("FORMAT_ERROR");
      expect(error.tppMessages[0]?.path).toBe(field);
      expect(error.tppMessages[0]?.text).toContain(RANGE);
      expect(bank.sandbox.ctx.clock.offsetMs()).toBe(before);
      const moved = await admin(bank, "PUT", "/clock", { advance: "P1D" });
      expect(moved.status, moved.text).toBe(200);
      const home = await bank.sandbox.app.request("http://sandbox.test/__admin/");
      expect(home.status).toBe(200);
    },
  );

  it("GET /__admin/requests?since=0001-01-01T00:00:00Z answers 400 FORMAT_ERROR at since naming the range", async () => {
    const bank = await openBank();
    const answer = await admin(bank, "GET", "/requests?since=0001-01-01T00:00:00Z");
    expect(answer.status, answer.text).toBe(400);
    const error = ErrorBody.parse(answer.body);
    expect(error.tppMessages[0]).toMatchObject({ path: "since", text: expect.stringContaining(RANGE) });
  });

  it("an advance past 2100-12-31 is refused even within the 5-year step", async () => {
    const bank = await openBank();
    bank.sandbox.ctx.clock.set(new Date("2100-06-01T00:00:00Z"));
    const answer = await admin(bank, "PUT", "/clock", { advance: "P1Y" });
    expect(answer.status, answer.text).toBe(400);
    expect(ErrorBody.parse(answer.body).tppMessages[0]?.text).toContain("to 2101-06-01T00:00");
  });

  it.each(["2000-01-01T00:00:00Z", "2100-12-31T23:59:59Z"])(
    "PUT {now: %s}, an end of the range, answers 200",
    async (now) => {
      const bank = await openBank();
      bank.sandbox.ctx.clock.set(
        new Date(Date.parse(now) - 3_600_000 * 24 * 30 * (now.startsWith("2100") ? 1 : -1)),
      );
      const answer = await admin(bank, "PUT", "/clock", { now });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body?.now).toBe(new Date(now).toISOString());
    },
  );

  it("the dashboard's clock form refuses a year-1 clock with a 400 page naming the range", async () => {
    const bank = await openBank();
    const { status, text } = await postForm(bank, "/__admin/ui/clock", { now: "0001-01-01T00:00:00Z" });
    expect(status, text).toBe(400);
    expect(text).toContain(RANGE);
  });

  it("POST /__admin/reset brings a clock outside the range back to real time", async () => {
    const bank = await openBank();
    // Only a clock left outside by an older version (or real time past 2100) can be there.
    bank.sandbox.ctx.clock.set(new Date("0001-01-01T00:00:00Z"));
    const reset = await bank.sandbox.app.request("http://sandbox.test/__admin/reset", { method: "POST" });
    expect(reset.status).toBe(204);
    expect(bank.sandbox.ctx.clock.offsetMs()).toBe(0);
    expect(bank.sandbox.ctx.store.meta.clockOffsetMs).toBe(0);
    const moved = await admin(bank, "PUT", "/clock", { advance: "PT1H" });
    expect(moved.status, moved.text).toBe(200);
  });

  it("POST /__admin/reset keeps a clock in the range where it is", async () => {
    const bank = await openBank();
    const offset = bank.sandbox.ctx.clock.offsetMs();
    await bank.sandbox.app.request("http://sandbox.test/__admin/reset", { method: "POST" });
    expect(bank.sandbox.ctx.clock.offsetMs()).toBe(offset);
  });
});

describe("a restart with a stored clock outside the range", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir !== undefined) await rm(dir, { recursive: true, force: true });
  });

  it("starts at real time, says so in a warning, and stores the repaired offset", async () => {
    dir = await mkdtemp(join(tmpdir(), "psd2-clock-"));
    const config = loadConfig({ file: false, flags: { data: join(dir, "store.json"), logLevel: "silent" } });
    const first = await createSandbox(config);
    first.ctx.store.setMeta({ clockOffsetMs: Date.parse("0001-01-01T00:00:00Z") - Date.now() });
    await first.close();
    const warnings: string[] = [];
    const quiet = () => {};
    const logger: Logger = { error: quiet, info: quiet, debug: quiet, warn: (msg) => warnings.push(msg) };
    const second = await createSandbox(config, logger);
    try {
      expect(second.ctx.clock.offsetMs()).toBe(0);
      expect(second.ctx.store.meta.clockOffsetMs).toBe(0);
      expect(warnings.join("\n")).toContain(`outside ${RANGE}`);
      const moved = await admin({ sandbox: second } as never, "PUT", "/clock", { advance: "PT1H" });
      expect(moved.status, moved.text).toBe(200);
    } finally {
      await second.close();
    }
  });
});
