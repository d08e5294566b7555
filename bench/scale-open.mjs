// The scale bench's second shape: N open payments from signed creations never authorised (RCVD, SCA
// "received"), each with its authorisation, duplicate-check key and X-Request-ID record, as a shared
// sandbox under a CI load test holds them before any batch run. The data file is written straight to
// disk (bench/scale-file.mjs: copies of one creation a real sandbox made), then a sandbox is started
// on it, reads a spread sample of the payments, takes signed creations, and is stopped by SIGTERM (a
// fold of everything); a second start on what that stop left measures the restart.
// Targets: RSS <= 1.2 GB (peak), SIGTERM to exit <= 5 s, restart to ready <= 10 s, every payment read 200.
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { CLI, load, rss, start, stop, timed, tppClient } from "./harness.mjs";
import { writeScaleFile } from "./scale-file.mjs";

const MB = 1024 * 1024;

/** `count` signed GETs of payments spread over all n (stride coprime to n), 32 connections; answers the failures. */
async function readSample(url, paymentId, n, count) {
  const client = tppClient(url);
  // One X-Request-ID per read: a reused one with another path is refused.
  const pool = Array.from({ length: count }, () => client.signHeaders("GET", "/", {}));
  let i = 0;
  let failed = 0;
  const setupRequest = (req) => {
    const at = i++;
    return {
      ...req,
      method: "GET",
      path: `/v1/payments/sepa-credit-transfers/${paymentId((at * 104_729 + 7) % n)}/status`,
      headers: pool[at],
    };
  };
  await load(
    url,
    { path: "", requests: [{ setupRequest, onResponse: (s) => (failed += s === 200 ? 0 : 1) }] },
    {
      amount: count,
    },
  ).catch(() => undefined);
  return failed;
}

/**
 * Measures the open-payment shape at `n` payments; `creations` is the scale bench's pool of signed
 * creations and `timedLoad`/`cycling` its way of sending them.
 */
export async function measureOpen({ dir, template, n, reads, creations, sendCreations, children }) {
  const file = join(dir, `open-${n}.json`);
  const paymentId = await writeScaleFile(file, template, n, { open: true });
  const args = ["--port", "0", "--host", "127.0.0.1", "--data", file];
  try {
    const first = await timed(() => start(CLI, args));
    children.add(first.value);
    const { pid } = first.value.child;
    const ready = rss(pid);
    const unreadBefore = await readSample(first.value.url, paymentId, n, reads);
    const create = await sendCreations(first.value.url, creations);
    const created = rss(pid);
    const peakFirst = rss(pid).peak;
    const stopped = await timed(() => stop(first.value));
    children.delete(first.value);

    const again = await timed(() => start(CLI, args));
    children.add(again.value);
    const readyAgain = rss(again.value.child.pid);
    const unreadAfter = await readSample(again.value.url, paymentId, n, reads);
    const peakAgain = rss(again.value.child.pid).peak;
    const stoppedAgain = await timed(() => stop(again.value));
    children.delete(again.value);
    return {
      n,
      startMs: first.ms,
      rssReady: ready.now,
      rssCreated: created.now,
      peak: Math.max(peakFirst ?? 0, peakAgain ?? 0),
      create,
      stopMs: stopped.ms,
      restartMs: again.ms,
      rssRestarted: readyAgain.now,
      stopAgainMs: stoppedAgain.ms,
      reads,
      unread: unreadBefore + unreadAfter,
    };
  } finally {
    for (const f of [file, `${file}.journal`, `${file}.index`]) await rm(f, { force: true });
  }
}

/** The shape's table and its targets, as markdown lines. */
export function openReport(r) {
  const f = (x, digits = 0) => (x === undefined ? "n/a" : x.toFixed(digits));
  const row = (name, measured, goal, ok) => `| ${name} | ${measured} | ${goal} | ${ok ? "met" : "NOT MET"} |`;
  return [
    `\n${r.n} open payments from signed creations (RCVD, each with its authorisation, duplicate key and X-Request-ID record)\n`,
    "| first start s | RSS ready MB | creations/s | RSS after creations MB | SIGTERM to exit s | restart to ready s | RSS after restart MB | RSS peak MB |",
    "|---|---|---|---|---|---|---|---|",
    `| ${f(r.startMs / 1000, 2)} | ${f(r.rssReady)} | ${f(r.create)} | ${f(r.rssCreated)} | ${f(r.stopMs / 1000, 2)} | ${f(r.restartMs / 1000, 2)} | ${f(r.rssRestarted)} | ${f(r.peak)} |`,
    "\nTargets (open payments):\n\n| target | measured | goal | |\n|---|---|---|---|",
    row("RSS peak (VmHWM), both starts", `${f(r.peak)} MB`, "<= 1.2 GB", r.peak <= 1.2 * 1024),
    row("SIGTERM to exit", `${f(r.stopMs / 1000, 2)} s`, "<= 5 s", r.stopMs <= 5000),
    row("restart to ready", `${f(r.restartMs / 1000, 2)} s`, "<= 10 s", r.restartMs <= 10_000),
    row(
      "payments readable (a spread sample, before and after the restart)",
      `${2 * r.reads - r.unread} of ${2 * r.reads} answered 200`,
      "all",
      r.unread === 0,
    ),
  ];
}

export { MB };
