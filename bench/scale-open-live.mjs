// The open-payment shape as a CI load test makes it: N creations sent over HTTP to a fresh sandbox
// (`--open-live`, default 600k, 0 skips it), never authorised. Unlike bench/scale-open.mjs, which
// starts on a data file written beforehand, the records here arrive through the journal while the
// sandbox runs, so its folds, its records kept as journal text and its heap growth are all measured.
// The sandbox runs with `--signature off`: a signature costs CPU per request, not memory, and signing
// N requests beforehand would take minutes; every other check (certificate, headers, body, duplicate
// key, X-Request-ID) runs as for a signed request. The peak is the kernel's VmHWM of each process.
// Then SIGTERM, a restart on what the stop left, and a spread sample of the payments read back.
import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import autocannon from "autocannon";
import { CLI, CONNECTIONS, rss, start, stop, timed } from "./harness.mjs";
import { PATH, body, signedHeaders } from "./pool.mjs";

/** Sends `n` creations (each with its own X-Request-ID); answers the ids of a spread sample and the failures. */
function create(url, n, headers, keepEvery) {
  const ids = [];
  let failed = 0;
  let sent = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: CONNECTIONS,
        amount: n,
        requests: [
          {
            method: "POST",
            path: PATH,
            body,
            setupRequest: (req) => ({ ...req, headers: { ...headers, "X-Request-ID": randomUUID() } }),
            onResponse: (status, text) => {
              if (status !== 201) failed += 1;
              else if (sent++ % keepEvery === 0) ids.push(JSON.parse(text).paymentId);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ ids, failed, result })),
    );
  });
}

async function readBack(url, ids, headers) {
  let failed = 0;
  for (const id of ids) {
    const response = await fetch(`${url}/v1/payments/sepa-credit-transfers/${id}/status`, {
      headers: { ...headers, "X-Request-ID": randomUUID() },
    });
    if (response.status !== 200) failed += 1;
    await response.arrayBuffer();
  }
  return failed;
}

/** Measures the live open-payment shape at `n` creations in `dir`. */
export async function measureOpenLive({ dir, n, reads, children }) {
  const file = join(dir, `open-live-${n}.json`);
  const args = ["--port", "0", "--host", "127.0.0.1", "--data", file, "--signature", "off"];
  const headers = signedHeaders(-1);
  try {
    const first = await start(CLI, args);
    children.add(first);
    const { pid } = first.child;
    const made = await timed(() => create(first.url, n, headers, Math.max(1, Math.floor(n / reads))));
    const created = rss(pid);
    const stopped = await timed(() => stop(first));
    children.delete(first);

    const again = await timed(() => start(CLI, args));
    children.add(again.value);
    const restarted = rss(again.value.child.pid);
    const unread = await readBack(again.value.url, made.value.ids, headers);
    const peakAgain = rss(again.value.child.pid).peak;
    await stop(again.value);
    children.delete(again.value);
    return {
      n,
      perSecond: n / (made.ms / 1000),
      failed: made.value.failed,
      rssCreated: created.now,
      peak: Math.max(created.peak, peakAgain),
      stopMs: stopped.ms,
      restartMs: again.ms,
      rssRestarted: restarted.now,
      reads: made.value.ids.length,
      unread,
    };
  } finally {
    for (const f of [file, `${file}.journal`, `${file}.index`]) await rm(f, { force: true });
  }
}

/** The live shape's table and its targets, as markdown lines. */
export function openLiveReport(r) {
  const f = (x, digits = 0) => (x === undefined ? "n/a" : x.toFixed(digits));
  const row = (name, measured, goal, ok) => `| ${name} | ${measured} | ${goal} | ${ok ? "met" : "NOT MET"} |`;
  return [
    `\n${r.n} open payments created over HTTP while the sandbox runs (RCVD, each with its authorisation, duplicate key and X-Request-ID record)\n`,
    "| creations/s | not 201 | RSS after creations MB | SIGTERM to exit s | restart to ready s | RSS after restart MB | RSS peak MB |",
    "|---|---|---|---|---|---|---|",
    `| ${f(r.perSecond)} | ${r.failed} | ${f(r.rssCreated)} | ${f(r.stopMs / 1000, 2)} | ${f(r.restartMs / 1000, 2)} | ${f(r.rssRestarted)} | ${f(r.peak)} |`,
    "\nTargets (open payments, live):\n\n| target | measured | goal | |\n|---|---|---|---|",
    row("RSS peak (VmHWM), both starts", `${f(r.peak)} MB`, "<= 1.2 GB", r.peak <= 1.2 * 1024),
    row("SIGTERM to exit", `${f(r.stopMs / 1000, 2)} s`, "<= 5 s", r.stopMs <= 5000),
    row("restart to ready", `${f(r.restartMs / 1000, 2)} s`, "<= 10 s", r.restartMs <= 10_000),
    row(
      "payments readable after the restart (a spread sample)",
      `${r.reads - r.unread} of ${r.reads} answered 200`,
      "all",
      r.unread === 0 && r.failed === 0,
    ),
  ];
}
