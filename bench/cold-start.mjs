// `node bench/cold-start.mjs`: time from spawning the CLI to its "listening" line — with a new data file
// (the default data is generated), with an existing one, and in memory. Run after `npm run build`.
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

const cli = new URL("../dist/cli.js", import.meta.url).pathname;

async function once(args) {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, "--port", "0", ...args], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => String(chunk).includes("listening") && resolve());
    child.once("exit", (code) => reject(new Error(`exited with ${code}`)));
  });
  const ms = performance.now() - started;
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  return Math.round(ms);
}

const dir = await mkdtemp(join(tmpdir(), "psd2-cold-"));
try {
  const fresh = [];
  for (let i = 0; i < 3; i++) fresh.push(await once(["--data", join(dir, `new-${i}.json`)]));
  const existing = [];
  for (let i = 0; i < 5; i++) existing.push(await once(["--data", join(dir, "new-0.json")]));
  const memory = [];
  for (let i = 0; i < 5; i++) memory.push(await once(["--memory"]));
  console.log(`new data file (data generated): ${fresh.join(" ")} ms`);
  console.log(`existing data file:             ${existing.join(" ")} ms`);
  console.log(`--memory (data generated):      ${memory.join(" ")} ms`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
