import type { SchemaNames } from "../../http/operation-rules.js";
import { ScaPageForm } from "./routes.js";

/** The SCA page's form (application/x-www-form-urlencoded), in the Berlin Group's style. */
export const scaPageSchemaNames: SchemaNames = [["scaPageForm", ScaPageForm]];
