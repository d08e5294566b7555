import { spawn } from "node:child_process";
import { once } from "node:events";
import { readdir, readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { FoldStage } from "../../src/store/kill-switch.js";
import { openJournal, tempDir } from "./helpers.js";

const root = fileURLToPath(new URL("../..", import.meta.url));
const childScript = fileURLToPath(new URL("crash-child.mjs", import.meta.url));

/**
 * Runs crash-child.mjs (a journal store written to by 32 writers, folding every few hundred
 * entries) until it kills itself at `stage` of its first fold (PSD2_SANDBOX_KILL_AT, see
 * src/store/kill-switch.ts), and answers the writes it acknowledged.
 */
async function killAtFold(file: string, stage: FoldStage) {
  const args = [childScript, join(root, "dist"), file, "k", "0", "0"];
  const child = spawn(process.execPath, args, {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, KILL_AT_FOLD: stage },
  });
  let stdout = "";
  let stderr = "";
  child.stdout.setEncoding("utf8").on("data", (chunk: string) => (stdout += chunk));
  child.stderr.setEncoding("utf8").on("data", (chunk: string) => (stderr += chunk));
  const watchdog = setTimeout(() => child.kill("SIGTERM"), 30_000);
  const [, signal] = await once(child, "close");
  clearTimeout(watchdog);
  expect(signal, `the child was to kill itself at ${stage}; stderr: ${stderr}`).toBe("SIGKILL");
  // A line cut short by the kill was never acknowledged to the writer that printed it.
  return stdout
    .split("\n")
    .filter((line) => /^k-\d+ \d+$/.test(line))
    .map((line) => line.split(" ")[0] as string);
}

describe("a SIGKILL at each stage of a fold", () => {
  it.each<{ stage: FoldStage; left: RegExp[] }>([
    { stage: "fold-start", left: [] },
    { stage: "fold-temp-write", left: [/^store\.json\.tmp$/] },
    { stage: "fold-between-renames", left: [/^store\.json\.index\.tmp$/] },
    { stage: "fold-renamed", left: [] },
  ])(
    "$stage: the next start loses no acknowledged write and reports no damage",
    async ({ stage, left }) => {
      const file = join(await tempDir(), "store.json");
      const acked = await killAtFold(file, stage);
      expect(acked.length).toBeGreaterThan(50);
      const names = await readdir(dirname(file));
      for (const pattern of left)
        expect(
          names.some((name) => pattern.test(name)),
          String(names),
        ).toBe(true);
      const journalBefore = await readFile(`${file}.journal`);

      const { store, logger } = await openJournal(file, { compactAfterEntries: 50 });
      for (const id of acked) expect(store.get("transactions", id)?.transactionId, id).toBe(id);
      // Only a torn last journal line (an append the kill cut short, never acknowledged) may be dropped.
      const warnings = logger.lines.filter((line) => line.level !== "info");
      for (const line of warnings) expect(line.msg).toMatch(/torn last line/);
      if (warnings.length === 0) expect(await readFile(`${file}.journal`)).toEqual(journalBefore);
      await store.close();
      const again = await openJournal(file);
      expect(again.logger.lines).toEqual([]);
      expect(again.store.ids("transactions").length).toBeGreaterThanOrEqual(acked.length);
      await again.store.close();
    },
    60_000,
  );
});
