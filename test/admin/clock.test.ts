import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/http/schemas.js";
import { admin } from "../helpers/approve.js";
import { openBank } from "../helpers/calls.js";

describe("/__admin/clock", () => {
  it("GET answers now, offsetMs and the bank's time zone", async () => {
    const bank = await openBank();
    const answer = await admin(bank, "GET", "/clock");
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      now: expect.stringMatching(/^2026-03-02T10:00/),
      timeZone: "Europe/Oslo",
    });
    expect(typeof answer.body?.offsetMs).toBe("number");
  });

  it("PUT {advance: P3D} moves the clock, runs the 15 batch runs in between and persists the offset", async () => {
    const bank = await openBank();
    const answer = await admin(bank, "PUT", "/clock", { advance: "P3D" });
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body).toMatchObject({
      now: expect.stringMatching(/^2026-03-05T10:00/),
      batchRuns: 15,
      moved: [],
    });
    const { clock, store } = bank.sandbox.ctx;
    expect(store.meta.clockOffsetMs).toBe(clock.offsetMs());
    const again = await admin(bank, "PUT", "/clock", { advance: "PT1H" });
    expect(again.body?.offsetMs).toBe(clock.offsetMs());
    expect(clock.offsetMs() - (answer.body?.offsetMs as number)).toBe(3_600_000);
  });

  it("PUT {now} sets the clock, also backwards (no batch runs then)", async () => {
    const bank = await openBank();
    const answer = await admin(bank, "PUT", "/clock", { now: "2026-01-01T12:00:00Z" });
    expect(answer.body).toMatchObject({ now: "2026-01-01T12:00:00.000Z", batchRuns: 0 });
    const read = await admin(bank, "GET", "/clock");
    expect(read.body?.now).toMatch(/^2026-01-01T12:00/);
  });

  it.each([
    [{ advance: "3 days" }, "advance"],
    [{ advance: "-P1D" }, "advance"],
    [{ now: "yesterday" }, "now"],
    [{ now: "2026-03-02" }, "now"],
    [{}, "now"],
    [{ now: "2026-03-02T10:00:00Z", advance: "P1D" }, "now"],
    [{ advance: "P1D", speed: 2 }, "speed"],
    [{ advance: 3 }, "advance"],
    ["{not json", "(body)"],
    [{ advance: "P6Y" }, "advance"],
    [{ now: "2040-01-01T00:00:00Z" }, "now"],
  ])("PUT %j answers 400 FORMAT_ERROR naming %s, and the clock does not move", async (body, path) => {
    const bank = await openBank();
    const before = bank.sandbox.ctx.clock.offsetMs();
    const answer = await admin(bank, "PUT", "/clock", body);
    expect(answer.status, answer.text).toBe(400);
    const error = ErrorBody.parse(answer.body);
    expect(error.code).toBe("FORMAT_ERROR");
    expect(error.tppMessages.map((m) => m.path)).toContain(path);
    expect(bank.sandbox.ctx.clock.offsetMs()).toBe(before);
  });
});

describe("/__admin/clock messages", () => {
  it("a bad now says what to send", async () => {
    const bank = await openBank();
    const answer = await admin(bank, "PUT", "/clock", { now: "tomorrow" });
    expect(ErrorBody.parse(answer.body).tppMessages[0]?.text).toContain("ISO 8601 date-time");
  });
});
