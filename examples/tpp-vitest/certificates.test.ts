import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { testTppCertificate } from "psd2-sandbox";
import { expect, test } from "vitest";

test("the shipped test certificate resolves through the package's exports", () => {
  const path = createRequire(import.meta.url).resolve("psd2-sandbox/fixtures/test-tpp/tpp.pem");
  expect(readFileSync(path, "utf8")).toBe(testTppCertificate().certificate);
});
