// A long-lived process that runs the built CLI's client verbs for the test suite (test/helpers/cli.ts):
// `node dist/cli.js <verb>` is `run(argv)` of dist/cli-main.js and an exit, and here `run` is called
// once per command line instead of loading Node and the bundle once per command line (most of a
// client verb's CPU). Each command line gets the working directory, environment, stdout, stderr and
// exit code a process of its own would, one after another: they share the process's globals.
//
// Protocol, over TCP on 127.0.0.1 (bash can reach it with /dev/tcp, with no process started): one
// request per connection, NUL-terminated strings: the answer's form ("json", or "files" followed by
// the paths to write stdout and stderr to), the working directory, the number of environment entries
// and the entries (NAME=value), the number of arguments and the arguments. The answer is one line:
// {"code", "stdout", "stderr"} as JSON, or, for "files", the exit code.
// The port is the first line of stdout; the process ends when its stdin closes (its parent is gone).
import { writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { run } from "../../dist/cli-main.js";

const writers = { stdout: process.stdout.write, stderr: process.stderr.write };

/**
 * What runs here: the client verbs, `help` and `--version`, which end when their work is done. Any
 * other command line serves (or is refused a start) and belongs in a process of its own: the same
 * list as runCli's in test/helpers/cli.ts and the shell examples' `npx` in test/docs.
 */
export const runsHere = (args) =>
  /^(certs|request|openapi|approve|batch|clock|report|stop|store|help|--help|-h|--version|-v)$/.test(
    args[0] ?? "",
  );

/** One command line, with the process's globals set as its own process would have them. */
async function runOne({ cwd, env, args }) {
  const out = { stdout: [], stderr: [] };
  const home = process.cwd();
  const saved = process.env;
  for (const name of ["stdout", "stderr"]) {
    process[name].write = (chunk, encoding, callback) => {
      out[name].push(Buffer.from(chunk, typeof encoding === "string" ? encoding : undefined));
      const done = typeof encoding === "function" ? encoding : callback;
      if (done) queueMicrotask(done);
      return true;
    };
  }
  process.exitCode = undefined;
  let code;
  try {
    if (!runsHere(args)) throw new Error(`${JSON.stringify(args)} serves: start it in a process of its own`);
    process.chdir(cwd);
    process.env = env;
    const failed = await run(args);
    code = failed ?? process.exitCode ?? 0;
  } catch (error) {
    out.stderr.push(Buffer.from(`cli-runner: ${error?.stack ?? error}\n`));
    code = 1;
  } finally {
    process.env = saved;
    process.chdir(home);
    process.stdout.write = writers.stdout;
    process.stderr.write = writers.stderr;
    process.exitCode = undefined;
  }
  return { code: Number(code), stdout: Buffer.concat(out.stdout), stderr: Buffer.concat(out.stderr) };
}

/** The request's strings, once they are all there (undefined until then). */
function parse(buffer) {
  const fields = [];
  let start = 0;
  for (let at = buffer.indexOf(0); at !== -1; at = buffer.indexOf(0, start)) {
    fields.push(buffer.subarray(start, at).toString("utf8"));
    start = at + 1;
  }
  let i = 0;
  const next = () => (i < fields.length ? fields[i++] : undefined);
  const form = next();
  const files = form === "files" ? { stdout: next(), stderr: next() } : undefined;
  const cwd = next();
  const envCount = Number(next());
  if (!Number.isInteger(envCount) || fields.length < i + envCount) return undefined;
  const env = {};
  for (const entry of fields.slice(i, i + envCount)) {
    const eq = entry.indexOf("=");
    env[entry.slice(0, eq)] = entry.slice(eq + 1);
  }
  i += envCount;
  const argCount = Number(next());
  if (!Number.isInteger(argCount) || fields.length < i + argCount) return undefined;
  return { files, cwd, env, args: fields.slice(i, i + argCount) };
}

let queue = Promise.resolve();
const server = createServer({ allowHalfOpen: true }, (socket) => {
  let buffer = Buffer.alloc(0);
  let request;
  socket.on("data", (chunk) => {
    if (request) return;
    buffer = Buffer.concat([buffer, chunk]);
    request = parse(buffer);
    if (!request) return;
    const mine = request;
    queue = queue.then(async () => {
      const result = await runOne(mine);
      if (mine.files) {
        writeFileSync(mine.files.stdout, result.stdout);
        writeFileSync(mine.files.stderr, result.stderr);
        socket.end(`${result.code}\n`);
      } else {
        const { code, stdout, stderr } = result;
        socket.end(`${JSON.stringify({ code, stdout: stdout.toString(), stderr: stderr.toString() })}\n`);
      }
    });
  });
  socket.on("error", () => {});
});
server.listen(0, "127.0.0.1", () => {
  writers.stdout.call(process.stdout, `${server.address().port}\n`);
});
process.stdin.on("data", () => {});
process.stdin.on("end", () => process.exit(0));
