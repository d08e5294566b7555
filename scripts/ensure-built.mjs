// `npm start` in a clone: build dist/ first when it is missing or older than a source (the package
// builds in prepack, not on install, so `npm ci && npm start` finds no dist/ the first time).
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";

function newest(dir) {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = join(dir, entry.name);
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);
}

const cli = join("dist", "cli.js");
const inputs = Math.max(
  newest("src"),
  ...["tsconfig.json", "tsconfig.build.json"].map((f) => statSync(f).mtimeMs),
);
if (!existsSync(cli) || statSync(cli).mtimeMs < inputs) {
  process.stderr.write("psd2-sandbox: building dist/ (npm run build) first\n");
  execFileSync("npm", ["run", "--silent", "build"], { stdio: "inherit" });
}
