import { z } from "zod";
import { isKidType, kidProblem } from "../../domain/kid.js";
import { always, text } from "../../http/fields.js";

/**
 * Structured remittance (bulk entries): the bank's structured reference carries an OCR/KID. A reference
 * typed KID (any case), or untyped, must be a valid KID: otherwise 400 KID_INVALID.
 */
export const StructuredRemittance = z
  .object({
    reference: text(35),
    referenceType: text(35).optional(),
    referenceIssuer: text(35).optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (typeof value?.reference !== "string" || value.reference.length < 1 || value.reference.length > 35)
      return;
    const type = typeof value.referenceType === "string" ? value.referenceType : undefined;
    if (!isKidType(type)) return;
    const message = kidProblem(value.reference);
    if (message)
      ctx.addIssue({ code: "custom", path: ["reference"], message, params: { code: "KID_INVALID" } });
  }, always);
export type StructuredRemittance = z.infer<typeof StructuredRemittance>;

export const remittanceFields = [
  "remittanceInformationUnstructured",
  "remittanceInformationUnstructuredArray",
  "remittanceInformationStructured",
  "remittanceInformationStructuredArray",
] as const;

/** The remittance kinds exclude one another (interface 2.5; the Berlin Group's arrays count as kinds). */
export function remittanceExclusive(value: unknown, ctx: z.RefinementCtx): void {
  if (typeof value !== "object" || value === null) return;
  const given = remittanceFields.filter((field) => (value as Record<string, unknown>)[field] !== undefined);
  for (const field of given.slice(1)) {
    ctx.addIssue({
      code: "custom",
      path: [field],
      message: `${given[0]} and ${field} are mutually exclusive: send at most one kind of remittance information`,
    });
  }
}

/** The KID references of a bulk entry, for the KID-mandatory creditor check. */
export function kidReferences(entry: {
  remittanceInformationStructured?: StructuredRemittance | undefined;
  remittanceInformationStructuredArray?: StructuredRemittance[] | undefined;
}): string[] {
  const items = [
    ...(entry.remittanceInformationStructured ? [entry.remittanceInformationStructured] : []),
    ...(entry.remittanceInformationStructuredArray ?? []),
  ];
  return items.filter((item) => isKidType(item.referenceType)).map((item) => item.reference);
}
