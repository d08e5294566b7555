import { z } from "zod";
import { SandboxConfig } from "./schema.js";

/** The JSON Schema of sandbox.config.json, generated from the zod schema (the single source). */
export function configJsonSchema(): Record<string, unknown> {
  return {
    title: "psd2-sandbox configuration",
    ...z.toJSONSchema(SandboxConfig, { io: "input", target: "draft-2020-12" }),
  };
}
