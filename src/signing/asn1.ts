/**
 * The ASN.1 libraries (@peculiar/asn1-schema, asn1-x509, asn1-x509-qualified), loaded on first
 * use: a start without a signed request never pays for them. They are CommonJS, so `require`
 * loads them synchronously and certificate parsing keeps its synchronous API. Code running from
 * dist/ loads the one-file bundle of them that `npm run build` writes (scripts/bundle-cli.mjs);
 * code running from src/ (vitest) the packages themselves.
 */
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { packageFile } from "../package-files.js";

/** `make`'s result, made on the first call and kept. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

interface Libraries {
  schema: typeof import("@peculiar/asn1-schema");
  x509: typeof import("@peculiar/asn1-x509");
  qualified: typeof import("@peculiar/asn1-x509-qualified");
}

export const asn1 = once((): Libraries => {
  const require = createRequire(import.meta.url);
  const bundle = packageFile("dist/asn1-libraries.cjs");
  if (import.meta.url.startsWith(packageFile("dist/").href) && existsSync(bundle)) {
    return require(fileURLToPath(bundle));
  }
  return {
    schema: require("@peculiar/asn1-schema"),
    x509: require("@peculiar/asn1-x509"),
    qualified: require("@peculiar/asn1-x509-qualified"),
  };
});
