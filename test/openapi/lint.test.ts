import { createConfig, lintFromString, loadConfig } from "@redocly/openapi-core";
import { expect, test } from "vitest";
import { described } from "../../src/http/operation.js";
import { buildDocument } from "../../src/openapi/document.js";
import { operations } from "../../src/operations.js";

/**
 * The findings of the recommended ruleset that describe the sandbox as it is, each at one place only
 * (docs/decisions.md, "OpenAPI lint"). The shipped redocly.yaml names them, so a user's
 * `npx @redocly/cli lint openapi.json` beside it passes, and keeps both rules on for the rest.
 */
const accepted = [
  // The dashboard lives at /__admin/ (its relative links resolve under it); /__admin is another operation.
  "no-path-trailing-slash at #/paths/~1__admin~1",
  // Refusals: a product the bank does not offer never succeeds.
  "operation-2xx-response at #/paths/~1v1~1{payment-service}~1{payment-product}/post/responses",
  "operation-2xx-response at #/paths/~1v1~1{payment-service}~1{payment-product}~1fee-information/post/responses",
  // HTML form posts answer 303 back to a page.
  "operation-2xx-response at #/paths/~1__admin~1login/post/responses",
  "operation-2xx-response at #/paths/~1__admin~1logout/post/responses",
  "operation-2xx-response at #/paths/~1__admin~1ui~1requests~1clear/post/responses",
];

/** The document is built once; each lint gets its own copy of the source text. */
const document = described(operations).then((described) => buildDocument("http://sandbox.test", described));

async function findings(config: Awaited<ReturnType<typeof loadConfig>>, extra = {}): Promise<string[]> {
  const built = await document;
  const problems = await lintFromString({
    source: JSON.stringify({ ...built, paths: { ...built.paths, ...extra } }),
    absoluteRef: "openapi.json",
    config,
  });
  return problems.map((p) => `${p.ruleId} at ${p.location[0]?.pointer}`);
}

const another = {
  "/v1/another/": {
    post: {
      operationId: "another",
      summary: "Another",
      security: [],
      responses: { "400": { description: "Refused" } },
    },
  },
};
/**
 * The shipped redocly.yaml's findings on the document with one more operation breaking both rules
 * at a place the file does not name: one lint serves the two tests below.
 */
let shipped: Promise<string[]> | undefined;
const shippedFindings = () => {
  shipped ??= loadConfig({ configPath: "redocly.yaml" }).then((config) => findings(config, another));
  return shipped;
};
const atAnother = (finding: string) => finding.includes("#/paths/~1v1~1another~1");

test("redocly's recommended ruleset finds the accepted findings and nothing else", async () => {
  expect((await findings(await createConfig({ extends: ["recommended"] }))).sort()).toEqual(
    [...accepted].sort(),
  );
});

test("with the shipped redocly.yaml the document lints clean", async () => {
  expect((await shippedFindings()).filter((finding) => !atAnother(finding))).toEqual([]);
});

test("redocly.yaml keeps both rules on beyond the accepted places", async () => {
  expect((await shippedFindings()).filter(atAnother)).toEqual([
    "rule/no-path-trailing-slash at #/paths/~1v1~1another~1",
    "rule/operation-2xx-response at #/paths/~1v1~1another~1/post/responses",
  ]);
});
