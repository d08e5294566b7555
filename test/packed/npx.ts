import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { existsSync, readFileSync } from "node:fs";
import { setTimeout as sleep } from "node:timers/promises";

export interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * `npx --yes --package <tarball> psd2-sandbox ARGS`, from `cwd` (outside the checkout). `group`: npx
 * leads a process group of its own, as a terminal's foreground job does.
 */
export function npx(
  tarball: string,
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
  group = false,
) {
  const child = spawn("npx", ["--yes", "--package", tarball, "psd2-sandbox", ...args], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: group,
  });
  const output = { stdout: "", stderr: "" };
  child.stdout.on("data", (chunk) => {
    output.stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    output.stderr += chunk;
  });
  const exited = once(child, "exit").then(([code]) => code as number | null);
  return { child, output, exited };
}

/** One CLI call through npx, to its end. */
export async function runNpx(
  tarball: string,
  cwd: string,
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<Ran> {
  const { output, exited } = npx(tarball, cwd, args, env);
  const code = await exited;
  return { code, ...output };
}

export interface Served {
  /** The npx process (npm exec), not the sandbox's own node process below it. */
  child: ChildProcess;
  url: string;
  exited: Promise<number | null>;
  stderr: () => string;
}

/**
 * Starts the sandbox through npx with `--ready-file ready` and waits for the file (bounded: the
 * first call installs the tarball); rejects when npx exits first.
 */
export async function serveNpx(
  tarball: string,
  cwd: string,
  ready: string,
  args: string[],
  group = false,
): Promise<Served> {
  const { child, output, exited } = npx(
    tarball,
    cwd,
    ["--port", "0", "--ready-file", ready, ...args],
    {},
    group,
  );
  let ended = false;
  void exited.then(() => {
    ended = true;
  });
  for (let i = 0; i < 2400 && !existsSync(ready); i += 1) {
    if (ended) throw new Error(`npx psd2-sandbox exited before listening: ${output.stderr}`);
    await sleep(100);
  }
  if (!existsSync(ready)) {
    child.kill("SIGKILL");
    throw new Error(`npx psd2-sandbox did not listen within 240 s: ${output.stderr}`);
  }
  return { child, url: readFileSync(ready, "utf8").trim(), exited, stderr: () => output.stderr };
}

/** Whether anything accepts a connection at `url`. */
export async function listening(url: string): Promise<boolean> {
  try {
    await (await fetch(`${url}/__admin/health`)).body?.cancel();
    return true;
  } catch {
    return false;
  }
}

/** Polls `done` every 100 ms until it holds or `boundMs` has passed; resolves with the outcome. */
export async function within(boundMs: number, done: () => boolean | Promise<boolean>): Promise<boolean> {
  const until = Date.now() + boundMs;
  while (Date.now() < until) {
    if (await done()) return true;
    await sleep(100);
  }
  return done();
}
