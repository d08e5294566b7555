// `npm run build`: copies the files /docs serves from swagger-ui-dist (a devDependency) into
// dist/swagger-ui/, with its Apache-2.0 LICENSE and NOTICE. The package then depends on no
// swagger-ui-dist, whose @scarf/scarf dependency runs an analytics install script on every install.
import { copyFile, mkdir } from "node:fs/promises";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

const from = dirname(createRequire(import.meta.url).resolve("swagger-ui-dist/package.json"));
const to = new URL("../dist/swagger-ui/", import.meta.url).pathname;
const FILES = [
  "swagger-ui-bundle.js",
  "swagger-ui-bundle.js.LICENSE.txt",
  "swagger-ui.css",
  "LICENSE",
  "NOTICE",
];

await mkdir(to, { recursive: true });
for (const file of FILES) await copyFile(join(from, file), join(to, file));
