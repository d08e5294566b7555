// What the benchmark scripts share: starting and stopping a server script, driving it with autocannon
// (one request, or a pool of signed creations: bench/pool.mjs), and a process's CPU. Runs against the
// build (`dist/`).
import { spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import autocannon from "autocannon";
import { createTppClient } from "../dist/signing/client.js";

export const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
export const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
export const CLI = new URL("../dist/cli.js", import.meta.url).pathname;
const fixture = (name) => readFileSync(new URL(`../fixtures/test-tpp/${name}`, import.meta.url), "utf8");

/** Runs `node [nodeArgs] script args` and resolves once it prints "listening on <url>". */
export function start(script, args, nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, script, ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(out);
      if (match) resolve({ child, url: match[1] });
    });
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
}

export async function stop({ child }) {
  child.kill("SIGTERM");
  await once(child, "exit");
}

/** A signing client as the bench's TPP (the fixture certificate), for requests made one at a time. */
export function tppClient(baseUrl) {
  return createTppClient({ baseUrl, certificate: fixture("tpp.pem"), privateKey: fixture("tpp.key.pem") });
}

/** Drives `request` at `base`, for at most `seconds` when given; any answer but 2xx fails the run. */
export async function load(base, { path, ...request }, { seconds, ...options }) {
  const url = `${base}${path}`;
  const run = autocannon({ url, ...request, connections: CONNECTIONS, ...options });
  const cap = seconds && setTimeout(() => run.stop(), seconds * 1000);
  const result = await run;
  clearTimeout(cap);
  const errors = result.non2xx + result.errors;
  if (errors > 0) throw new Error(`${errors} requests of ${result.requests.total} failed at ${url}`);
  return result;
}

/**
 * Sends every request of `pool` once (`rounds` times: for servers that keep no request ids), taking
 * them in turn across the connections, for at most `seconds` (BENCH_SECONDS, default 5). Answers requests/s from the first request to the last answer
 * (autocannon ends an amount-bounded run on a whole-second tick, and averages whole seconds), and
 * autocannon's latencies.
 */
export async function loadPool(
  base,
  pool,
  { rounds = 1, connections = CONNECTIONS, seconds = SECONDS } = {},
) {
  let i = 0;
  // Also on the monotonic clock in µs, which a CPU profile's timestamps use (process.hrtime).
  const window = { first: 0, last: 0, answers: 0, firstUs: 0n, lastUs: 0n };
  const setupRequest = (req) => {
    if (i === 0) {
      window.first = performance.now();
      window.firstUs = process.hrtime.bigint() / 1000n;
    }
    return { ...req, ...pool[i++ % pool.length] };
  };
  let failure;
  const onResponse = (status, text) => {
    window.last = performance.now();
    window.lastUs = process.hrtime.bigint() / 1000n;
    window.answers++;
    if (status >= 300) failure ??= `${status} ${text}`;
  };
  const options = { amount: pool.length * rounds, connections, seconds };
  const result = await load(base, { path: "", requests: [{ setupRequest, onResponse }] }, options).catch(
    (error) => {
      throw failure ? new Error(`${error.message}; the first: ${failure.slice(0, 500)}`) : error;
    },
  );
  const rate = window.answers / ((window.last - window.first) / 1000);
  const { p50, p99 } = result.latency;
  return { rate, p50, p99, total: window.answers, firstUs: window.firstUs, lastUs: window.lastUs };
}

/** User + system CPU of a process's main thread (its event loop), in µs; undefined off Linux. */
export function mainThreadCpu(pid) {
  const stat = `/proc/${pid}/task/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000; // clock ticks of 10 ms
}

/** User + system CPU of a whole process (every thread: the event loop, the thread pool's RSA checks), in µs. */
export function processCpu(pid) {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return undefined;
  const fields = readFileSync(stat, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** VmRSS and VmHWM (peak) of a process, in MB (Linux /proc; undefined elsewhere). */
export function rss(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (name) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1]) / 1024;
    return { now: kb("VmRSS"), peak: kb("VmHWM") };
  } catch {
    return { now: undefined, peak: undefined };
  }
}

/** `run()`'s value and how long it took (ms). */
export async function timed(run) {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
}
