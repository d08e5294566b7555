import type { JsonSchema } from "./json-schema.js";

/**
 * Objects the document would repeat (a header parameter, an error answer, an example), each declared
 * once under `components/<kind>` and referenced. Equal objects share one name: the first one asked
 * for; another object asked for under a taken name gets a number after it.
 */
export class Reused {
  readonly declared: Record<string, JsonSchema> = {};
  private readonly byContent = new Map<string, string>();

  constructor(private readonly kind: "parameters" | "responses" | "examples" | "headers") {}

  ref(name: string, value: JsonSchema): JsonSchema {
    const content = JSON.stringify(value);
    let chosen = this.byContent.get(content);
    if (!chosen) {
      chosen = name;
      for (let n = 2; this.declared[chosen]; n++) chosen = `${name}_${n}`;
      this.declared[chosen] = value;
      this.byContent.set(content, chosen);
    }
    return { $ref: `#/components/${this.kind}/${chosen}` };
  }
}
