import { z } from "zod";
import { Country, notHere, text } from "../../http/fields.js";

/** Address (2.1); `townName` exists only in the bulk entry's creditorAddress. */
function address(withTownName: boolean) {
  return z
    .object({
      street: text(70).optional(),
      buildingNumber: z.string().min(1).optional(),
      postalCode: z.string().min(1).optional(),
      city: z.string().min(1).optional(),
      townName: withTownName
        ? z.string().min(1).optional()
        : notHere("townName exists only in bulk payment entries; send city here"),
      country: Country,
    })
    .strict();
}
export const Address = address(false);
export const BulkAddress = address(true);

export const purposeCodes = [
  "INVS",
  "SALA",
  "IDCP",
  "CASH",
  "CORT",
  "INTC",
  "PENS",
  "SSBE",
  "SUPP",
  "TAXS",
  "TREA",
  "VATX",
  "LOAN",
  "OTHR",
] as const;
export const PurposeCode = z.enum(purposeCodes);
