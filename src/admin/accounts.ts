import { z } from "zod";
import { defineOperation } from "../http/operation.js";
import { admin, tppBank } from "./operation-parts.js";
import { accountStatuses } from "../domain/account-status.js";
import { apiError } from "../errors.js";
import { parseJsonText, parseWith } from "../http/validate.js";
import type { AccountRecord } from "../bank/model.js";
import type { Store } from "../store/store.js";

/** PUT /__admin/accounts/{account}/status: the account's new state. */
export const AccountStatusChange = z
  .object({
    status: z.enum(accountStatuses).describe("enabled, blocked (no payments from it) or deleted (closed)"),
  })
  .strict();

/** What the change answers: the account as it now stands. */
export const AccountStatusAnswer = z
  .object({
    accountId: z.string(),
    bban: z.string(),
    iban: z.string(),
    status: z.enum(accountStatuses),
  })
  .strict();
export type AccountStatusAnswer = z.infer<typeof AccountStatusAnswer>;

/** By accountId, or by the account number (BBAN) the scenarios and customer views show. */
function accountNamed(banks: readonly Store[], name: string): AccountRecord {
  const named = (store: Store) =>
    store.get("accounts", name) ??
    (/^\d{11}$/.test(name) ? store.findBy("accounts", "bban", name) : undefined);
  const account = banks.map(named).find((found) => found !== undefined);
  if (!account) {
    throw apiError(
      "RESOURCE_UNKNOWN",
      `no sandbox account ${name}; name it by its accountId or its 11-digit account number (bban)`,
      "account",
    );
  }
  return account;
}

/**
 * The control API's way to change an account's state while payments are under way (the bank's data
 * API sets it only at creation): block a debtor after its payment was approved, and the next batch
 * run rejects the payment with PAYMENT_FAILED, as the bank does.
 */
export const adminSetAccountStatus = admin(
  defineOperation({
    tag: "Control API",
    operationId: "adminSetAccountStatus",
    method: "put",
    path: "/__admin/accounts/{account}/status",
    query: tppBank,
    summary: "Block, close or re-enable an account",
    params: z.object({ account: z.string().describe("accountId or the 11-digit account number (bban)") }),
    body: AccountStatusChange,
    responses: { 200: { description: "The account as it now stands.", body: AccountStatusAnswer } },
    errors: ["FORMAT_ERROR", "RESOURCE_UNKNOWN"],
    handle: async (c) => {
      const text = await c.req.text();
      const ctx = c.get("ctx");
      // ?tpp=<organisationId>: that TPP's bank; else every bank that has the account (all are seeded alike).
      const tpp = c.req.query("tpp");
      const banks = tpp ? [(await ctx.tenancy.bank(tpp)).store] : ctx.tenancy.all();
      const name = c.req.param("account");
      // From here on nothing awaits: the account read is the one the change is written over.
      const account = accountNamed(banks, name);
      const { status } = parseWith(AccountStatusChange, parseJsonText(text));
      for (const store of banks) {
        const held = store.get("accounts", account.accountId);
        if (held !== undefined && held.status !== status) store.put("accounts", { ...held, status });
      }
      const answer: AccountStatusAnswer = {
        accountId: account.accountId,
        bban: account.bban,
        iban: account.iban,
        status,
      };
      return c.json(answer);
    },
  }),
);
