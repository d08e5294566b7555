// The entry of dist/asn1-libraries.cjs (scripts/bundle-cli.mjs): the three ASN.1 packages that
// src/signing/asn1.ts requires on first use, as one CommonJS file.
module.exports = {
  schema: require("@peculiar/asn1-schema"),
  x509: require("@peculiar/asn1-x509"),
  qualified: require("@peculiar/asn1-x509-qualified"),
};
