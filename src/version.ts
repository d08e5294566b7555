import { readFileSync } from "node:fs";

/** The package's version, read from package.json beside src/ and dist/ (both one level down). */
export const version: string = (
  JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")) as { version: string }
).version;
