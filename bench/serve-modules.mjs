// The CLI's `serve` run from tsc's modules in dist/ instead of the bundle (dist/cli.js): the same code
// per request, but a CPU profile then names each function's own file (bench/profile.mjs).
import { serveCommand } from "../dist/cli/serve.js";

await serveCommand(process.argv.slice(2));
