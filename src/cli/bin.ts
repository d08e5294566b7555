#!/usr/bin/env node
// The binary: the only entry with side effects. All it does besides running the command line is end
// the process on a failure, so that a test can run the same bundle's `run` in a process of its own
// (test/helpers/cli.ts) and see what a user sees.
import { run } from "./main.js";

const failed = await run(process.argv.slice(2));
if (failed !== undefined) process.exit(failed);
