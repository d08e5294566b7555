import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { cliPath, runCliProcess } from "../helpers/cli.js";

/**
 * A client verb runs once per line of a QA script: the built CLI loads the chosen command and what it
 * needs, never the server (docs/performance.md, "The test suite's time"). A module hook registered
 * with --import lists every file of dist/ the process loads. It appends to a file, synchronously:
 * Node runs module hooks on a thread of their own, whose stderr the process may never pass on when
 * it exits right after a refused start.
 */
const hooks = mkdtempSync(join(tmpdir(), "psd2-loads-"));
writeFileSync(
  join(hooks, "hooks.mjs"),
  `import { appendFileSync } from "node:fs";
export async function load(url, context, next) {
  if (url.startsWith("file:")) appendFileSync(process.env.PSD2_TEST_LOADS, url + "\\n");
  return next(url, context);
}`,
);
writeFileSync(
  join(hooks, "register.mjs"),
  `import { register } from "node:module";
register(${JSON.stringify(`file://${join(hooks, "hooks.mjs")}`)});`,
);

let runs = 0;
async function loaded(args: string[]) {
  const list = join(hooks, `loads-${++runs}.txt`);
  writeFileSync(list, "");
  const result = await runCliProcess(args, {
    NODE_OPTIONS: `--import=${join(hooks, "register.mjs")}`,
    PSD2_TEST_LOADS: list,
  });
  const files = readFileSync(list, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((url) => fileURLToPath(url));
  expect(files, result.stderr).toContain(cliPath);
  return files;
}

const serving = join(cliPath, "..", "cli-serve.js");
/** The bundle marks each library's code with its path: zod is what the server's schemas need. */
const zod = (file: string) => readFileSync(file, "utf8").includes("node_modules/zod/");

describe("the CLI's client verbs load only what they need", () => {
  it.each([[["request", "GET", "/v1/sandbox/customers", "--url", "http://127.0.0.1:9"]], [["--version"]]])(
    "%j loads neither the server nor zod",
    async (args) => {
      const files = await loaded(args);
      expect(files).not.toContain(serving);
      expect(files.filter(zod)).toEqual([]);
    },
  );

  it.each([
    [["clock", "--url", "http://127.0.0.1:9"]],
    [["approve", "abc", "--customer", "1", "--url", "http://127.0.0.1:9"]],
    [["report", "--format", "md", "--url", "http://127.0.0.1:9"]],
  ])("%j does not load the server", async (args) => {
    expect(await loaded(args)).not.toContain(serving);
  });

  it("serving loads its bundle (the check above can see it)", async () => {
    expect(await loaded(["--port", "-1"])).toContain(serving);
  });
});
