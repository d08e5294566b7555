/**
 * The ASN.1 libraries (@peculiar/asn1-schema, asn1-x509, asn1-x509-qualified), loaded on first
 * use: a start without a signed request never pays for them. They are CommonJS, so `require`
 * loads them synchronously and certificate parsing keeps its synchronous API.
 */
import { createRequire } from "node:module";

/** `make`'s result, made on the first call and kept. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}

export const asn1 = once(() => {
  const require = createRequire(import.meta.url);
  return {
    schema: require("@peculiar/asn1-schema") as typeof import("@peculiar/asn1-schema"),
    x509: require("@peculiar/asn1-x509") as typeof import("@peculiar/asn1-x509"),
    qualified: require("@peculiar/asn1-x509-qualified") as typeof import("@peculiar/asn1-x509-qualified"),
  };
});
