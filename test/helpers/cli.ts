import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { onTestFinished } from "vitest";

export const cliPath = new URL("../../dist/cli.js", import.meta.url).pathname;

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

function killAtTestEnd(child: ChildProcess): void {
  try {
    onTestFinished(() => {
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
export async function startCli(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunningCli> {
  const { child, output, exited } = spawnCli(args, env);
  killAtTestEnd(child);
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
 * Run the CLI to completion: exit code, stdout and stderr. A start expected to be refused that
 * serves instead is killed when the test ends, as `startCli`'s are.
 */
export async function runCli(args: string[], env: NodeJS.ProcessEnv = {}) {
  const { child, output, exited } = spawnCli(args, env);
  killAtTestEnd(child);
  const code = await exited;
  return { code, stdout: output.stdout, stderr: output.stderr };
}
