import { expect } from "vitest";
import { admin } from "./approve.js";
import type { Bank } from "./calls.js";

type Move = Awaited<ReturnType<typeof admin>>;
interface ListedRun {
  run: number;
  ranAt: string;
  trigger: string;
  moved: { paymentId: string; from: string; to: string }[];
  executions: { paymentId: string; date: string; transactionStatus: string }[];
}

/**
 * The batch runs a clock move made, read where its answer points (`_links.batchRuns`, then each
 * page's `_links.next`), with every status move flattened and stamped with its run's time.
 */
export async function runsOfMove(bank: Bank, move: Move) {
  expect(move.status, move.text).toBe(200);
  const { batchRuns, firstRun, _links } = move.body as {
    batchRuns: number;
    firstRun: number;
    _links: { batchRuns: { href: string } };
  };
  const runs: ListedRun[] = [];
  let href: string | undefined = _links.batchRuns.href;
  while (href !== undefined && runs.length < batchRuns) {
    const page = await admin(bank, "GET", href.replace(/^\/__admin/, ""));
    expect(page.status, page.text).toBe(200);
    const body = page.body as { batchRuns: ListedRun[]; _links: { next?: { href: string } } };
    runs.push(...body.batchRuns);
    href = body._links.next?.href;
  }
  const mine = runs.filter((r) => r.run >= firstRun && r.run < firstRun + batchRuns);
  expect(mine).toHaveLength(batchRuns);
  return {
    runs: mine,
    moved: mine.flatMap((r) => r.moved.map((m) => ({ ...m, ranAt: r.ranAt }))),
    executions: mine.flatMap((r) => r.executions.map((e) => ({ ...e, ranAt: r.ranAt }))),
  };
}
