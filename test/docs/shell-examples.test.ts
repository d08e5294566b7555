import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliPath, cliRunner, type RunningCli, startCli } from "../helpers/cli.js";

/**
 * Every shell example of the README and docs/ works as pasted: the ```sh blocks of each file run top
 * to bottom, in one bash each, against one fresh sandbox (the built CLI on a free port, in memory).
 * `npx psd2-sandbox` runs that same built CLI (the bundle's `run`, in the worker's CLI runner, with the
 * script's working directory, exported environment, stdout, stderr and exit code, as a process would:
 * the examples make over sixty CLI calls); the default address in the text is this sandbox's.
 * A block fenced ```sh no-run (starting a server, installing) is shown but not run.
 */
const root = new URL("../../", import.meta.url).pathname;
const files = [
  "README.md",
  ...readdirSync(join(root, "docs"))
    .filter((f) => f.endsWith(".md"))
    .sort()
    .map((f) => `docs/${f}`),
];

function shellBlocks(markdown: string): string[] {
  const blocks: string[] = [];
  const fence = /^```(\S*)([^\n]*)\n([\s\S]*?)^```/gm;
  for (const match of markdown.matchAll(fence)) {
    const [, lang, rest, body] = match;
    if ((lang === "sh" || lang === "bash") && !/no-run/.test(rest ?? "")) blocks.push(body ?? "");
  }
  return blocks;
}

let cli: RunningCli;
let runner: number;
const work = mkdtempSync(join(tmpdir(), "psd2-docs-"));
const outputs = mkdtempSync(join(tmpdir(), "psd2-docs-cli-"));

beforeAll(async () => {
  [cli, runner] = await Promise.all([
    startCli(["--port", "0", "--memory"], { PSD2_SANDBOX_LOG_LEVEL: "error" }),
    cliRunner(),
  ]);
});

afterAll(async () => {
  cli?.child.kill("SIGTERM");
  await cli?.exited;
});

function run(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  // The runner's protocol (test/helpers/cli-runner.mjs) spoken by bash itself, over /dev/tcp.
  const prelude = `set -euo pipefail
npx() {
  if [ "$1" != psd2-sandbox ]; then command npx "$@"; return; fi
  shift
  case "\${1-}" in
    certs|request|openapi|approve|batch|clock|report|stop|store|help|--help|-h|--version|-v) ;;
    *) node ${JSON.stringify(cliPath)} "$@"; return ;;
  esac
  local out="${outputs}/$BASHPID-$RANDOM" env=() name fd code
  for name in $(compgen -e); do env+=("$name=\${!name}"); done
  exec {fd}<>/dev/tcp/127.0.0.1/${runner}
  printf '%s\\0' files "$out.out" "$out.err" "$PWD" "\${#env[@]}" "\${env[@]}" "$#" "$@" >&$fd
  read -r code <&$fd
  exec {fd}>&-
  cat "$out.out"; cat "$out.err" >&2; rm -f "$out.out" "$out.err"
  return "$code"
}
export PSD2_SANDBOX_URL=${cli.url}
`;
  const text = script
    .replaceAll("http://127.0.0.1:8080", cli.url)
    .replaceAll("localhost:8080", cli.url.replace("http://", ""));
  return new Promise((resolve) => {
    execFile("bash", ["-c", prelude + text], { cwd: work, timeout: 120_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe("the shell examples of the README and docs/", () => {
  it.each(files.filter((file) => shellBlocks(readFileSync(join(root, file), "utf8")).length > 0))(
    "%s runs top to bottom against one sandbox",
    async (file) => {
      const blocks = shellBlocks(readFileSync(join(root, file), "utf8"));
      const result = await run(blocks.join("\n"));
      expect(result.code, `${file}\n${result.stderr}\n${result.stdout.slice(-2000)}`).toBe(0);
    },
    180_000,
  );
});
