import { z } from "zod";
import { bbanProblem } from "../../domain/bban.js";
import { bbanOfIban, ibanProblem } from "../../domain/iban.js";
import { always, checkedString, Currency, notHere } from "../../http/fields.js";

/**
 * The three account reference variants of interface 2.1: SEPA (iban), periodic (iban and/or bban),
 * bulk (bban). A BBAN is a Norwegian account number: every product that takes one is domestic.
 */
export const Iban = checkedString(34, ibanProblem);
export const Bban = checkedString(30, bbanProblem);

export const SepaAccount = z
  .object({
    iban: Iban,
    bban: notHere("SEPA credit transfers address accounts by iban only; send the IBAN instead of the bban"),
    currency: Currency,
  })
  .strict();
export type SepaAccount = z.infer<typeof SepaAccount>;

export const DomesticAccount = z
  .object({ iban: Iban.optional(), bban: Bban.optional(), currency: Currency })
  .strict()
  .superRefine((value, ctx) => {
    if (typeof value !== "object" || value === null) return;
    const { iban, bban } = value;
    if (iban === undefined && bban === undefined) {
      ctx.addIssue({ code: "custom", path: ["bban"], message: "send the account's bban (or its iban)" });
      return;
    }
    if (typeof iban !== "string" || ibanProblem(iban)) return;
    if (!iban.startsWith("NO")) {
      const message =
        "a Norwegian domestic credit transfer needs a Norwegian account: send a NO IBAN or a bban";
      ctx.addIssue({ code: "custom", path: ["iban"], message });
    } else if (typeof bban === "string" && bban !== bbanOfIban(iban)) {
      const message = "iban and bban name different accounts; send one of them, or both for the same account";
      ctx.addIssue({ code: "custom", path: ["bban"], message });
    }
  }, always);
export type DomesticAccount = z.infer<typeof DomesticAccount>;

export const BulkAccount = z
  .object({
    bban: Bban,
    iban: notHere("bulk payments address accounts by bban only; send the 11-digit account number as bban"),
    currency: Currency,
  })
  .strict();
export type BulkAccount = z.infer<typeof BulkAccount>;
