import { readFileSync } from "node:fs";
import { packageFile } from "./package-files.js";

/** The package's version, read from its package.json. */
export const version: string = (
  JSON.parse(readFileSync(packageFile("package.json"), "utf8")) as { version: string }
).version;

/** The release of the bank's Payment Initiation Service interface the sandbox models (interface 9). */
export const INTERFACE_RELEASE = "1.23.7";
