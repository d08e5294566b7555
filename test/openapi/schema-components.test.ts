import { z } from "zod";
import { describe, expect, test } from "vitest";
import { SchemaComponents } from "../../src/openapi/schema-components.js";

const Amount = z.object({ currency: z.string().length(3), amount: z.string() }).strict();
/** Not strict: an answer's reading closes it, a request's does not. */
const Note = z.object({ text: z.string() });

function build(
  body: z.ZodType,
  io: "input" | "output",
  names: readonly (readonly [string, z.ZodType])[] = [["amount", Amount]],
) {
  const components = new SchemaComponents(names);
  const document = { body: components.of(body, io) };
  components.finish(document);
  return { document, schemas: components.schemas };
}

describe("named schemas, matched by content", () => {
  test.each([
    ["the named schema itself", Amount, { $ref: "#/components/schemas/amount" }],
    [
      "a copy built again",
      z.object({ currency: z.string().length(3), amount: z.string() }).strict(),
      { $ref: "#/components/schemas/amount" },
    ],
    [
      "a described copy keeps its words beside the ref",
      Amount.describe("The fee"),
      { $ref: "#/components/schemas/amount", description: "The fee" },
    ],
  ])("%s becomes a $ref", (_, body, expected) => {
    expect(build(body, "output").document.body).toEqual(expected);
  });

  test("a part is replaced inside a body no name matches, and only used names are declared", () => {
    const { document, schemas } = build(z.object({ fee: Amount, note: z.string() }).strict(), "input", [
      ["amount", Amount],
      ["note", Note],
    ]);
    expect(document.body).toMatchObject({ properties: { fee: { $ref: "#/components/schemas/amount" } } });
    expect(Object.keys(schemas)).toEqual(["amount"]);
  });

  test("something that allows more (another maxLength) is not the named schema", () => {
    const wider = z.object({ currency: z.string(), amount: z.string() }).strict();
    expect(build(wider, "output").document.body).not.toHaveProperty("$ref");
  });

  test("a name used as a request and as an answer that read differently is declared twice", () => {
    const components = new SchemaComponents([["note", Note]]);
    const document = { request: components.of(Note, "input"), answer: components.of(Note, "output") };
    components.finish(document);
    expect(document).toEqual({
      request: { $ref: "#/components/schemas/note" },
      answer: { $ref: "#/components/schemas/note_answer" },
    });
    expect(components.schemas.note_answer).toHaveProperty("additionalProperties", false);
    expect(components.schemas.note).not.toHaveProperty("additionalProperties");
  });

  test("two names for schemas that allow the same are refused", () => {
    expect(
      () =>
        new SchemaComponents([
          ["amount", Amount],
          ["money", Amount.strict()],
        ]),
    ).toThrow(/amount and money allow the same/);
  });

  test("a body no name matches is declared under its fallback name, once per content", () => {
    const components = new SchemaComponents([]);
    const first = components.lift({ type: "object" }, "op_200");
    const again = components.lift({ type: "object" }, "other_200");
    expect([first, again]).toEqual([
      { $ref: "#/components/schemas/op_200" },
      { $ref: "#/components/schemas/op_200" },
    ]);
  });
});
