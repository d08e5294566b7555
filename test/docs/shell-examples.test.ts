import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cliPath, type RunningCli, startCli } from "../helpers/cli.js";

/**
 * Every shell example of the README and docs/ works as pasted: the ```sh blocks of each file run top
 * to bottom, in one bash each, against one fresh sandbox (the built CLI on a free port, in memory).
 * `npx psd2-sandbox` runs that same built CLI; the default address in the text is this sandbox's.
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
const work = mkdtempSync(join(tmpdir(), "psd2-docs-"));

beforeAll(async () => {
  cli = await startCli(["--port", "0", "--memory"], { PSD2_SANDBOX_LOG_LEVEL: "error" });
});

afterAll(async () => {
  cli?.child.kill("SIGTERM");
  await cli?.exited;
});

function run(script: string): Promise<{ code: number; stdout: string; stderr: string }> {
  const prelude = `set -euo pipefail
npx() { if [ "$1" = psd2-sandbox ]; then shift; node ${JSON.stringify(cliPath)} "$@"; else command npx "$@"; fi; }
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
