import { writeFileSync } from "node:fs";
import { configJsonSchema } from "./json-schema.js";

// `npm run schema`: regenerate the JSON Schema that editors use to complete sandbox.config.json.
writeFileSync("sandbox.config.schema.json", `${JSON.stringify(configJsonSchema(), null, 2)}\n`);
process.stdout.write("wrote sandbox.config.schema.json\n");
