import { readFileSync } from "node:fs";
import { packageFile } from "./package-files.js";

/** The package's version, read from its package.json. */
export const version: string = (
  JSON.parse(readFileSync(packageFile("package.json"), "utf8")) as { version: string }
).version;
