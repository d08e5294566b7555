// `node bench/cold-ab.mjs <checkout> [<checkout> ...]` (each built): the cold start of this checkout's
// CLI against other checkouts' in one run, as `npm run bench:ab` measures it (`node dist/cli.js --port
// 0 --memory`, spawn to the ready line), without the creations: quick enough to judge one change.
// COLD_TRIALS trials per side (default 21), the sides in a rotating order, so a drift of a busy
// machine weighs on all alike. Prints each side's median wall time and mean CPU at the ready line (the
// child's user + system time from /proc when it prints the line: the steadier figure on a busy
// machine; the main thread's alone beside it), and this side's ratio to each other one.
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { basename, join, resolve } from "node:path";

const others = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
if (others.length === 0) {
  console.error("usage: node bench/cold-ab.mjs <path of another checkout, built> [...]");
  process.exit(2);
}
const TRIALS = Number(process.env.COLD_TRIALS ?? 21);
// COLD_ARGS replaces `--memory` (e.g. "--data /tmp/x.json": every side then starts on that file).
const ARGS = process.env.COLD_ARGS?.split(" ") ?? ["--memory"];
const here = resolve(new URL("..", import.meta.url).pathname);
const sides = [here, ...others.map((o) => resolve(o))].map((root, i) => ({
  name: i === 0 ? "this" : basename(root),
  // A checkout, or a CLI file itself (an experiment's entry).
  cli: /\.[cm]?js$/.test(root) ? root : join(root, "dist/cli.js"),
  wall: [],
  cpu: [],
  mainCpu: [],
}));

/** User + system CPU of a process (or of its main thread), in ms (clock ticks of 10 ms); undefined off Linux. */
function cpuMs(pid, mainThread = false) {
  try {
    const stat = mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`;
    const fields = readFileSync(stat, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/** Wall ms from spawn to the ready line, and the child's CPU ms then. */
function once(cli) {
  const started = performance.now();
  const child = spawn(process.execPath, [cli, "--port", "0", ...ARGS], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((done, fail) => {
    let result;
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      if (result !== undefined || !/listening on http/.test(out)) return;
      result = {
        wall: performance.now() - started,
        cpu: cpuMs(child.pid),
        mainCpu: cpuMs(child.pid, true),
      };
      child.kill("SIGTERM");
    });
    child.once("exit", (code) =>
      result === undefined ? fail(new Error(`${cli} exited with ${code} before listening`)) : done(result),
    );
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;

for (let trial = 0; trial < TRIALS; trial++)
  for (let k = 0; k < sides.length; k++) {
    const side = sides[(trial + k) % sides.length];
    const { wall, cpu, mainCpu } = await once(side.cli);
    side.wall.push(wall);
    if (cpu !== undefined) side.cpu.push(cpu);
    if (mainCpu !== undefined) side.mainCpu.push(mainCpu);
  }

console.log(`cold start to the ready line, ${ARGS.join(" ")}, ${TRIALS} trials per side, rotating order`);
for (const side of sides)
  console.log(
    `${side.name.padEnd(16)} wall ${median(side.wall).toFixed(0).padStart(5)} ms (median)  CPU ${mean(side.cpu).toFixed(1).padStart(6)} ms (mean), main thread ${mean(side.mainCpu).toFixed(1).padStart(6)} ms`,
  );
const [self] = sides;
for (const side of sides.slice(1))
  console.log(
    `this ÷ ${side.name.padEnd(12)} wall ${(median(self.wall) / median(side.wall)).toFixed(3)}  CPU ${(mean(self.cpu) / mean(side.cpu)).toFixed(3)}  main thread ${(mean(self.mainCpu) / mean(side.mainCpu)).toFixed(3)}`,
  );
