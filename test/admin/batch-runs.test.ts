import { setImmediate } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { batchRunner } from "../../src/batch/runner.js";
import { ErrorBody } from "../../src/http/schemas.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { accountState, admin, createApproved } from "../helpers/approve.js";
import { runsOfMove } from "../helpers/batch-runs.js";
import { type Bank, expectBody, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, periodicPayment, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

const daily = (amount: string) =>
  periodicPayment({
    instructedAmount: { currency: "NOK", amount },
    frequency: "Daily",
    startDate: "2026-03-03",
    dayOfExecution: undefined,
  });

describe("GET /__admin/batch-runs", () => {
  it("lists every run oldest first with who started it, its moves and its executions", async () => {
    const bank = await openBank();
    const { paymentId } = await createApproved(
      bank,
      "sepa",
      sepaPayment({ requestedExecutionDate: "2026-03-03" }),
    );
    expect((await admin(bank, "POST", "/batch-runs")).status).toBe(200);
    await admin(bank, "PUT", "/clock", { advance: "P1D" });
    const listed = await admin(bank, "GET", "/batch-runs");
    expect(listed.status, listed.text).toBe(200);
    const runs = (listed.body as { batchRuns: Record<string, unknown>[] }).batchRuns;
    // The POST, then the five runs of the day moved over (10:00 Monday to 10:00 Tuesday in Oslo).
    expect(runs.map((r) => [r.run, r.trigger])).toEqual([
      [1, "control-api"],
      [2, "clock-move"],
      [3, "clock-move"],
      [4, "clock-move"],
      [5, "clock-move"],
      [6, "clock-move"],
    ]);
    expect(runs.filter((r) => (r.moved as unknown[]).length > 0)).toEqual([
      {
        run: 5,
        runId: expect.stringMatching(/^batch-2026-03-03T05:00:00/),
        ranAt: expect.stringMatching(/^2026-03-03T05:00:00/),
        trigger: "clock-move",
        moved: [{ paymentId, from: "PDNG", to: "ACSC" }],
        executions: [],
      },
    ]);
    expect(listed.body?._links).toEqual({});
  });

  it("pages with after and limit, linking the next page until the last", async () => {
    const bank = await openBank();
    await admin(bank, "PUT", "/clock", { advance: "P2D" });
    const first = await admin(bank, "GET", "/batch-runs?limit=4");
    const page = first.body as { batchRuns: { run: number }[]; _links: { next?: { href: string } } };
    expect(page.batchRuns.map((r) => r.run)).toEqual([1, 2, 3, 4]);
    expect(page._links.next?.href).toBe("/__admin/batch-runs?after=4&limit=4");
    const last = await admin(bank, "GET", "/batch-runs?after=8&limit=4");
    const rest = (last.body as { batchRuns: { run: number }[] }).batchRuns;
    expect(rest.map((r) => r.run)).toEqual([9, 10]);
    expect(last.body?._links).toEqual({});
  });

  it.each([
    ["limit=0", "limit"],
    ["limit=1001", "limit"],
    ["limit=ten", "limit"],
    ["after=-1", "after"],
    ["after=1.5", "after"],
    ["since=2026-01-01", "since"],
  ])("GET ?%s answers 400 FORMAT_ERROR naming %s", async (query, path) => {
    const bank = await openBank();
    const answer = await admin(bank, "GET", `/batch-runs?${query}`);
    expect(answer.status, answer.text).toBe(400);
    const error = ErrorBody.parse(answer.body);
    expect(error.code).toBe("FORMAT_ERROR");
    expect(error.tppMessages.map((m) => m.path)).toContain(path);
  });
});

describe("PUT /__admin/clock over a long time", () => {
  it("answers counts for a year of daily standing orders; the details at /__admin/batch-runs add up to them", async () => {
    const bank = await openBank();
    for (const amount of ["1.00", "2.00", "3.00"]) await createApproved(bank, "periodic", daily(amount));
    const before = await accountState(bank, PSU.private.brukskonto);
    const move = await admin(bank, "PUT", "/clock", { advance: "P1Y" });
    expect(move.status, move.text).toBe(200);
    // Banking days from 3 March 2026 to 2 March 2027 in Norway: 250 (the 10:00 run on 2 March 2027 is
    // not reached: the clock stops at 10:00 and the day's first run is at 06:00, so it counts).
    const body = move.body as { executions: { total: number; byStatus: Record<string, number> } };
    expect(move.text.length).toBeLessThan(1000);
    const details = await runsOfMove(bank, move);
    const perOrder = details.executions.length / 3;
    expect(body.executions).toEqual({ total: details.executions.length, byStatus: { ACSC: 3 * perOrder } });
    expect(new Set(details.executions.map((e) => e.date)).size).toBe(perOrder);
    expect(perOrder).toBeGreaterThan(245);
    const after = await accountState(bank, PSU.private.brukskonto);
    expect(Number(before.balance) - Number(after.balance)).toBeCloseTo(6 * perOrder, 2);
  });

  it("lets other requests in while it runs: the clock reads in between, and a payment made meanwhile is seen by the later runs", async () => {
    const bank = await openBank();
    await createApproved(bank, "periodic", daily("1.00"));
    // Pause as often as the runner can, so this test does not depend on how fast the machine is.
    batchRunner(bank.sandbox.ctx).sliceMs = 0;
    let done = false;
    const move = admin(bank, "PUT", "/clock", { advance: "P1Y" }).finally(() => {
      done = true;
    });
    const seen: string[] = [];
    let created: Awaited<ReturnType<Bank["call"]>> | undefined;
    while (!done) {
      // In process, an answer needs no trip through the event loop; a client over the network does.
      await setImmediate();
      const read = await admin(bank, "GET", "/clock");
      if (!done) seen.push(read.body?.now as string);
      created ??= await bank.call("POST", SEPA_PATH, {
        body: sepaPayment(),
        headers: psuHeaders(PSU.private),
      });
    }
    const answer = await move;
    expect(answer.status, answer.text).toBe(200);
    const between = seen.filter((now) => now > "2026-03-03" && now < "2027-03-02");
    expect(between.length).toBeGreaterThan(0);
    const { paymentId } = expectBody(created as NonNullable<typeof created>, 201, PaymentCreated);
    // Made at a time inside the move, its SCA was never done: a later run of the same move expired it.
    expect(bank.sandbox.ctx.store.get("payments", paymentId)?.transactionStatus).toBe("RJCT");
  });

  it("commits a slice only once the commit before it is durable, so no answer waits for a backlog of commits", async () => {
    const bank = await openBank();
    await createApproved(bank, "periodic", daily("1.00"));
    const { ctx } = bank.sandbox;
    batchRunner(ctx).sliceMs = 0;
    // Hold the disk: every sync waits until `release`, as a slow fsync would.
    const real = ctx.store.sync.bind(ctx.store);
    let release = () => {};
    const disk = new Promise<void>((resolve) => {
      release = resolve;
    });
    let syncs = 0;
    ctx.store.sync = () => {
      syncs += 1;
      return disk.then(real);
    };
    const move = admin(bank, "PUT", "/clock", { advance: "P1Y" });
    // Until the first slice has committed (how many turns that takes depends on the machine); the
    // next slice is then worked out while that commit is on its way, and waits to commit.
    for (let i = 0; i < 2000 && syncs === 0; i++) await setImmediate();
    for (let i = 0; i < 100; i++) await setImmediate();
    const heldAt = ctx.clock.now().toISOString();
    for (let i = 0; i < 100; i++) await setImmediate();
    // The move waits for the disk instead of queueing more commits behind the one it holds.
    expect(syncs).toBe(1);
    // The bank's clock runs on in real time; a further batch run would move it hours on.
    expect(ctx.clock.now().getTime() - Date.parse(heldAt)).toBeLessThan(60_000);
    expect(heldAt < "2027-03-01").toBe(true);
    release();
    const answer = await move;
    expect(answer.status, answer.text).toBe(200);
    expect(String(answer.body?.now) > "2027-03-02").toBe(true);
  });

  it("two moves sent at once run one after the other and add up", async () => {
    const bank = await openBank();
    const [one, two] = await Promise.all([
      admin(bank, "PUT", "/clock", { advance: "P1D" }),
      admin(bank, "PUT", "/clock", { advance: "P1D" }),
    ]);
    expect([one.body?.now, two.body?.now]).toEqual([
      expect.stringMatching(/^2026-03-03T10:00/),
      expect.stringMatching(/^2026-03-04T10:00/),
    ]);
    expect([one.body?.firstRun, two.body?.firstRun]).toEqual([1, 6]);
  });
});
