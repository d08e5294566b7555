import { z } from "zod";
import { bbanProblem } from "../../domain/bban.js";
import { bbanOfIban, ibanProblem } from "../../domain/iban.js";
import { always, checkedString, Currency, notHere, requirement, text } from "../../http/fields.js";

/** ISO 20022 ExternalCashAccountType1Code: four capital letters. */
export const CashAccountType = z
  .string()
  .refine(
    (value) => /^[A-Z]{4}$/.test(value),
    requirement("must be an ISO 20022 cash account type, e.g. CACC"),
  );

/**
 * What a consent asks for (Berlin Group `accountAccess`), with the bank's rules on top
 * (docs/decisions.md, "Account information"): accounts are named by iban or bban (the bank's own,
 * Norwegian), card accounts by maskedPan; the other Berlin Group identifiers name nothing here.
 */
export const ConsentAccountReference = z
  .object({
    iban: checkedString(34, ibanProblem).optional(),
    bban: checkedString(30, bbanProblem).optional(),
    maskedPan: text(35).optional(),
    currency: Currency.optional(),
    cashAccountType: CashAccountType.optional(),
    pan: notHere(
      "the bank names card accounts by maskedPan only; send the card's maskedPan instead of its pan",
    ),
    msisdn: notHere("the bank has no accounts by phone number; send the account's iban or bban"),
    other: notHere(
      "the bank names accounts by iban or bban and card accounts by maskedPan; send one of them",
    ),
  })
  .strict()
  .superRefine((value, ctx) => {
    // Refinements run on a body whose shape failed too (`always`): anything may arrive here.
    if (typeof value !== "object" || value === null) return;
    const { iban, bban, maskedPan } = value;
    if (iban === undefined && bban === undefined && maskedPan === undefined) {
      const message = "name the account by iban or bban, or the card account by maskedPan";
      ctx.addIssue({ code: "custom", path: ["iban"], message });
    } else if (maskedPan !== undefined && (iban !== undefined || bban !== undefined)) {
      const message = "a reference names an account (iban or bban) or a card account (maskedPan), not both";
      ctx.addIssue({ code: "custom", path: ["maskedPan"], message });
    } else if (typeof iban === "string" && typeof bban === "string" && !ibanProblem(iban)) {
      if (bbanOfIban(iban) !== bban) {
        const message =
          "iban and bban name different accounts; send one of them, or both for the same account";
        ctx.addIssue({ code: "custom", path: ["bban"], message });
      }
    }
  }, always);
export type ConsentAccountReference = z.infer<typeof ConsentAccountReference>;

/** `allAccountsWithOwnerName` also shows `ownerName` in the account details. */
export const AllAccounts = z.enum(["allAccounts", "allAccountsWithOwnerName"]);

export const accessLists = ["accounts", "balances", "transactions"] as const;
export type AccessList = (typeof accessLists)[number];
export const accessForms = ["availableAccounts", "availableAccountsWithBalance", "allPsd2"] as const;

/** The key that tells two references to one account apart from two accounts. */
export function referenceKey(reference: ConsentAccountReference): string {
  if (reference.maskedPan !== undefined) return `card:${reference.maskedPan}`;
  const bban = reference.bban ?? (reference.iban === undefined ? undefined : bbanOfIban(reference.iban));
  return `account:${bban ?? reference.iban ?? ""}`;
}

const references = z.array(ConsentAccountReference);

/** Exactly one way of asking: by account list, or one of the three "all accounts" forms. */
function accessRule(value: unknown, ctx: z.RefinementCtx): void {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return;
  const access = value as Record<string, unknown>;
  const lists = accessLists.filter((name) => access[name] !== undefined);
  const forms = accessForms.filter((name) => access[name] !== undefined);
  if (lists.length === 0 && forms.length === 0) {
    const message =
      "ask for access: list accounts under accounts, balances or transactions, or send availableAccounts, availableAccountsWithBalance or allPsd2";
    ctx.addIssue({ code: "custom", path: [], message });
  }
  for (const form of forms.slice(1)) {
    const message = `${forms[0]} and ${form} are two ways of asking; send one of them`;
    ctx.addIssue({ code: "custom", path: [form], message });
  }
  for (const list of lists) {
    const items = access[list];
    if (forms.length > 0) {
      const message = `${list} lists accounts, ${forms[0]} asks for all of them; send one of the two`;
      ctx.addIssue({ code: "custom", path: [list], message });
    } else if (Array.isArray(items) && items.length === 0) {
      const message = `${list} is empty: the bank does not let the PSU pick the accounts; name them, or send availableAccounts or allPsd2`;
      ctx.addIssue({ code: "custom", path: [list], message });
    }
    if (!Array.isArray(items)) continue;
    const seen = new Set<string>();
    items.forEach((item, index) => {
      const parsed = ConsentAccountReference.safeParse(item);
      if (!parsed.success) return;
      const key = referenceKey(parsed.data);
      if (seen.has(key)) {
        const message = `${list}[${index}] names an account listed before; list each account once`;
        ctx.addIssue({ code: "custom", path: [list, index], message });
      }
      seen.add(key);
    });
  }
  if (access.restrictedTo !== undefined && forms.length === 0) {
    const message = "restrictedTo goes only with availableAccounts, availableAccountsWithBalance or allPsd2";
    ctx.addIssue({ code: "custom", path: ["restrictedTo"], message });
  }
}

export const AccountAccess = z
  .object({
    accounts: references.optional(),
    balances: references.optional(),
    transactions: references.optional(),
    availableAccounts: AllAccounts.optional(),
    availableAccountsWithBalance: AllAccounts.optional(),
    allPsd2: AllAccounts.optional(),
    restrictedTo: z.array(CashAccountType).min(1).optional(),
    additionalInformation: notHere(
      "the bank gives no additional account information (owner names come with allAccountsWithOwnerName); leave it out",
    ),
  })
  .strict()
  .superRefine((value, ctx) => accessRule(value, ctx), always);
export type AccountAccess = z.infer<typeof AccountAccess>;
