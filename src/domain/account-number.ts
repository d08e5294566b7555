import { bbanCheckDigit, bbanProblem } from "./bban.js";
import { bbanOfIban, ibanProblem } from "./iban.js";

/**
 * An account named by IBAN, BBAN or both. The sandbox's own accounts are Norwegian, so their IBAN
 * is NO + check digits + the 11-digit BBAN; a counterparty's IBAN may be of any ISO 13616 country,
 * but a BBAN is always Norwegian (the bank's domestic account number).
 */
export interface AccountNumberProblem {
  field: "iban" | "bban";
  text: string;
}

export function accountNumberProblems(
  ref: { iban?: string | undefined; bban?: string | undefined },
  { norwegian }: { norwegian: boolean },
): AccountNumberProblem[] {
  const problems: AccountNumberProblem[] = [];
  const ibanIssue = ref.iban === undefined ? undefined : ibanProblem(ref.iban);
  const bbanIssue = ref.bban === undefined ? undefined : bbanProblem(ref.bban);
  if (ibanIssue) problems.push({ field: "iban", text: ibanIssue });
  if (bbanIssue) problems.push({ field: "bban", text: bbanIssue });
  if (ref.iban !== undefined && !ibanIssue && norwegian && !ref.iban.startsWith("NO")) {
    problems.push({
      field: "iban",
      text: "sandbox accounts are Norwegian: send a NO IBAN, e.g. NO9386011117947",
    });
  }
  if (ref.iban === undefined || ref.bban === undefined || ibanIssue || bbanIssue) return problems;
  const inIban = bbanOfIban(ref.iban);
  if (inIban !== ref.bban) {
    problems.push({
      field: "bban",
      text:
        inIban === undefined
          ? `bban ${ref.bban} is Norwegian but iban ${ref.iban} is not: send one of them, or both of one account`
          : `bban ${ref.bban} is not the account of iban ${ref.iban} (whose BBAN is ${inIban}): send one, or both of one account`,
    });
  }
  return problems;
}

/**
 * A new valid Norwegian BBAN under `bankCode` (4 digits) that `isUsed` does not know. `random(n)`
 * gives a number in [0, n); passing it in keeps this pure and testable.
 */
export function newBban(
  bankCode: string,
  isUsed: (bban: string) => boolean,
  random: (n: number) => number,
): string {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const first10 = `${bankCode}${String(random(1_000_000)).padStart(6, "0")}`;
    const check = bbanCheckDigit(first10);
    if (check === undefined) continue;
    const bban = `${first10}${check}`;
    if (!isUsed(bban)) return bban;
  }
  throw new Error(`no free account number left under bank code ${bankCode}`);
}
