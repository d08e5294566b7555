import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { loadFixtures } from "./fixtures.js";
import { generateData } from "./generate.js";
import { PREGENERATED_SEED, pregeneratedFile } from "./reset.js";

// `npm run fixtures`: regenerate fixtures/generated/seed-1.json after changing the fixtures or faker.
const path = fileURLToPath(pregeneratedFile);
mkdirSync(new URL(".", pregeneratedFile), { recursive: true });
writeFileSync(path, `${JSON.stringify(await generateData(loadFixtures(), PREGENERATED_SEED))}\n`);
process.stdout.write(`wrote ${path}\n`);
