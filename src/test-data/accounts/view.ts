import type { Context } from "hono";
import { fromMinor } from "../../domain/money.js";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import { accountBalances } from "../../bank/balances.js";
import type { AccountRecord, CustomerRecord } from "../../bank/model.js";
import { shownName } from "../fixes.js";
import type { AccountResponse } from "./schema.js";

export function accountView(
  c: Context<AppEnv>,
  account: AccountRecord,
  owner: CustomerRecord,
  fixes: ReadonlySet<string>,
): AccountResponse {
  const self = `/v1/sandbox/accounts/${account.accountId}`;
  return {
    accountId: account.accountId,
    iban: account.iban,
    bban: account.bban,
    currency: account.currency,
    name: shownName(account.name, fixes),
    product: account.product,
    status: account.status,
    kidMandatory: account.kidMandatory ?? false,
    owner: {
      customerId: owner.customerId,
      customerNumber: owner.customerNumber,
      customerName: owner.customerName,
    },
    balances: accountBalances(account).map((b) => ({
      balanceType: b.balanceType,
      balanceAmount: {
        currency: account.currency,
        amount: fromMinor(BigInt(b.amountMinor), account.currency),
      },
    })),
    _links: {
      self: link(c, self, "GET"),
      owner: link(c, `/v1/sandbox/customers/${owner.customerId}`, "GET"),
      transactions: link(c, `${self}/transactions`, "GET", "POST"),
      balance: link(c, `${self}/balance`, "PUT"),
    },
  };
}
