import cron from "node-cron";
import { describe, expect, it, vi } from "vitest";
import { startWithConfig } from "../../src/api/start.js";
import { batchInstants, zonedInstant } from "../../src/batch/instants.js";
import { cronExpression, startBatchScheduler } from "../../src/batch/scheduler.js";
import { loadConfig, startSandbox } from "../../src/index.js";
import { newBank } from "../helpers/bank.js";

describe("batch scheduling", () => {
  it.each([
    ["06:00", "0 6 * * *"],
    ["09:30", "30 9 * * *"],
    ["18:05", "5 18 * * *"],
  ])("%s is the cron expression %s", (time, expression) => {
    expect(cronExpression(time)).toBe(expression);
    expect(cron.validate(expression)).toBe(true);
  });

  it.each([
    ["2026-03-02", "06:00", "2026-03-02T05:00:00.000Z"], // CET
    ["2026-07-01", "06:00", "2026-07-01T04:00:00.000Z"], // CEST
    ["2026-03-29", "06:00", "2026-03-29T04:00:00.000Z"], // the day summer time starts
    ["2026-10-25", "18:00", "2026-10-25T17:00:00.000Z"], // the day it ends
  ])("%s %s in Europe/Oslo is %s", (date, time, instant) =>
    expect(new Date(zonedInstant(date, time, "Europe/Oslo")).toISOString()).toBe(instant),
  );

  it("lists the runs after one instant and up to another, in order", () => {
    const runs = batchInstants(
      new Date("2026-03-02T10:00:00Z"),
      new Date("2026-03-03T08:00:00Z"),
      ["06:00", "09:00", "12:00", "15:00", "18:00"],
      "Europe/Oslo",
    );
    expect(runs.map((d) => d.toISOString())).toEqual([
      "2026-03-02T11:00:00.000Z",
      "2026-03-02T14:00:00.000Z",
      "2026-03-02T17:00:00.000Z",
      "2026-03-03T05:00:00.000Z",
      "2026-03-03T08:00:00.000Z",
    ]);
  });

  it("starts one cron task per batch time and stops them all", async () => {
    const bank = await newBank();
    const before = cron.getTasks().size;
    const scheduler = startBatchScheduler(bank.sandbox.ctx);
    expect(cron.getTasks().size).toBe(before + 5);
    await scheduler.stop();
    expect(cron.getTasks().size).toBe(before);
  });

  it("startSandbox schedules nothing unless asked, and exposes runBatch", async () => {
    const before = cron.getTasks().size;
    const bank = await startSandbox({ logLevel: "silent" });
    try {
      expect(cron.getTasks().size).toBe(before);
      expect(await bank.runBatch()).toMatchObject({ moved: [], executions: [] });
    } finally {
      await bank.close();
    }
    const scheduled = await startSandbox({ logLevel: "silent", schedule: true });
    expect(cron.getTasks().size).toBe(before + 5);
    await scheduled.close();
    expect(cron.getTasks().size).toBe(before);
  });

  // The CLI's ready line does not wait for node-cron (loaded lazily, after it): the tasks come soon
  // after, and a close() that comes first still leaves none behind.
  const config = () => loadConfig({ flags: { memory: true, port: 0, logLevel: "silent" }, file: false });

  it("schedules in the background: the five tasks follow the start, and close() stops them", async () => {
    const before = cron.getTasks().size;
    const bank = await startWithConfig(config(), { schedule: "in-background" });
    try {
      await vi.waitFor(() => expect(cron.getTasks().size).toBe(before + 5));
    } finally {
      await bank.close();
    }
    expect(cron.getTasks().size).toBe(before);
  });

  it("a close() right after a background start leaves no task behind", async () => {
    const before = cron.getTasks().size;
    const bank = await startWithConfig(config(), { schedule: "in-background" });
    await bank.close();
    expect(cron.getTasks().size).toBe(before);
  });
});
