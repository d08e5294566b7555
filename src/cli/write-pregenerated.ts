import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { emptyData } from "../collections.js";
import { loadFixtures } from "../test-data/fixtures.js";
import { generateData } from "../test-data/generate.js";
import { PREGENERATED_SEED, pregeneratedFile } from "../test-data/reset.js";

// `npm run fixtures`: regenerate fixtures/generated/seed-1.json after changing the fixtures or faker.
// Here beside the commands, not in src/test-data/: it needs the collection registry's emptyData.
const path = fileURLToPath(pregeneratedFile);
mkdirSync(new URL(".", pregeneratedFile), { recursive: true });
const data = await generateData(loadFixtures(), emptyData(PREGENERATED_SEED));
writeFileSync(path, `${JSON.stringify(data)}\n`);
process.stdout.write(`wrote ${path}\n`);
