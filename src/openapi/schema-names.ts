import { TppMessage } from "../errors.js";
import { AccountReference, Amount } from "../http/fields.js";
import type { SchemaNames } from "../http/operation-rules.js";
import { Link, Links, ShownAmount } from "../http/schemas.js";
import { ScaStatus } from "../sca/model.js";

/**
 * The names of the types every interface of the bank shares, as the Berlin Group's 1.3.12 file names
 * them (docs/decisions.md, "Schema names"); each interface names its own (`schemaNames`). Any schema
 * of the document that allows exactly what a named one allows is shown as a `$ref` to it
 * (./schema-components.ts), so a body declared anywhere is named without the declaration changing.
 */
export const sharedSchemaNames: SchemaNames = [
  ["amount", Amount],
  ["shownAmount", ShownAmount],
  ["accountReference", AccountReference],
  ["scaStatus", ScaStatus],
  ["hrefType", Link],
  ["_linksAll", Links],
  ["tppMessageGeneric", TppMessage],
];
