// `npm start` in a clone, and `prepare`: build dist/ when it is missing or older than a source. npm
// runs prepare after `npm ci` in a clone and when it installs the package from a git URL, where it
// packs without prepack: the package would otherwise come without its dist/.
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
