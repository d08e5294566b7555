import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { connect } from "node:net";
import { createInterface } from "node:readline";
import { onTestFinished } from "vitest";

export const cliPath = new URL("../../dist/cli.js", import.meta.url).pathname;
const runnerPath = new URL("cli-runner.mjs", import.meta.url).pathname;

export interface RunningCli {
  child: ChildProcess;
  url: string;
  stderr: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

function spawnCli(args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, [cliPath, ...args], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output = { stdout: "", stderr: "" };
  child.stdout?.on("data", (chunk) => {
    output.stdout += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output.stderr += chunk;
  });
  // "close", not "exit": the process can exit before its output has been read off the pipes, and a
  // test reading stdout or stderr once it exited would then see them cut short.
  const exited = once(child, "close").then(([code]) => code as number | null);
  return { child, output, exited };
}

/**
 * The test a process belongs to, for a test that runs concurrently with others (`describe.concurrent`,
 * `it.concurrent`): its context's `onTestFinished`. vitest's global one names the test whose code ran
 * last, which in a concurrent file may be another: the process would be killed at that test's end.
 */
export interface OwnTest {
  onTestFinished: (fn: () => void) => void;
}

function killAtTestEnd(child: ChildProcess, own?: OwnTest): void {
  try {
    (own?.onTestFinished ?? onTestFinished)(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    });
  } catch {
    // Outside a test (a beforeAll): its afterAll stops it.
  }
}

/**
 * Start the real CLI and wait for its one "listening" line. Rejects if it exits first. Started inside
 * a test, it is killed when the test ends if the test did not stop it (a failing assertion would
 * otherwise leave a server running after the suite).
 */
export async function startCli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
  own?: OwnTest,
): Promise<RunningCli> {
  const { child, output, exited } = spawnCli(args, env);
  killAtTestEnd(child, own);
  const url = await new Promise<string>((resolve, reject) => {
    child.stdout?.on("data", () => {
      const match = /^psd2-sandbox listening on (http:\/\/\S+)\n/m.exec(output.stdout);
      if (match?.[1]) resolve(match[1]);
    });
    exited.then((code) => reject(new Error(`CLI exited with ${code} before listening: ${output.stderr}`)));
  });
  return { child, url, stderr: () => output.stderr, exited };
}

/**
 * Run the CLI in a process of its own to completion: exit code, stdout and stderr. For a test of the
 * process itself (what it loads, a start refused); a start expected to be refused that serves
 * instead is killed when the test ends, as `startCli`'s are.
 */
export async function runCliProcess(args: string[], env: NodeJS.ProcessEnv = {}, own?: OwnTest) {
  const { child, output, exited } = spawnCli(args, env);
  killAtTestEnd(child, own);
  const code = await exited;
  return { code, stdout: output.stdout, stderr: output.stderr };
}

/** The command lines the CLI runner runs (its `runsHere`): those that do not serve. */
const runsInRunner = (args: string[]) =>
  /^(certs|request|openapi|approve|batch|clock|report|stop|store|help|--help|-h|--version|-v)$/.test(
    args[0] ?? "",
  );

/**
 * The CLI runner of this worker (test/helpers/cli-runner.mjs): a process that has loaded the built
 * CLI's bundle once and runs command lines through its `run`, as dist/cli.js does. Started on first
 * use, it ends with the test run (its stdin closes).
 */
export function cliRunner(): Promise<number> {
  const shared = globalThis as { psd2CliRunner?: Promise<number> };
  shared.psd2CliRunner ??= new Promise<number>((resolve, reject) => {
    const child = spawn(process.execPath, [runnerPath], { stdio: ["pipe", "pipe", "ignore"] });
    child.once("error", reject);
    child.once("exit", (code) => {
      shared.psd2CliRunner = undefined;
      reject(new Error(`the CLI runner exited with ${code}`));
    });
    createInterface({ input: child.stdout }).once("line", (line) => resolve(Number(line)));
    child.unref();
    for (const stream of [child.stdin, child.stdout]) (stream as unknown as { unref(): void }).unref();
  });
  return shared.psd2CliRunner;
}

/**
 * Run the CLI to completion: exit code, stdout and stderr. A client verb, `help` and `--version` run
 * in the worker's CLI runner (the same bundle and the same `run` as `node dist/cli.js`, with this
 * environment and working directory, without starting Node and loading the bundle for each: most
 * of a client verb's CPU); any other command line, which serves or is refused a start, in a process
 * of its own (`runCliProcess`).
 */
export async function runCli(args: string[], env: NodeJS.ProcessEnv = {}, own?: OwnTest) {
  if (!runsInRunner(args)) return runCliProcess(args, env, own);
  const port = await cliRunner();
  const entries = Object.entries({ ...process.env, ...env }).flatMap(([name, value]) =>
    value === undefined ? [] : [`${name}=${value}`],
  );
  const fields = ["json", process.cwd(), String(entries.length), ...entries, String(args.length), ...args];
  const socket = connect(port, "127.0.0.1");
  socket.end(fields.map((field) => `${field}\0`).join(""));
  let answer = "";
  socket.setEncoding("utf8").on("data", (chunk: string) => {
    answer += chunk;
  });
  await once(socket, "end");
  return JSON.parse(answer) as { code: number | null; stdout: string; stderr: string };
}
