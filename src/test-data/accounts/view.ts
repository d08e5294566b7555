import type { Context } from "hono";
import { fromMinor } from "../../domain/money.js";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import type { AccountRecord, CustomerRecord } from "../model.js";
import { shownName } from "../fixes.js";
import type { AccountResponse } from "./schema.js";

export function accountView(
  c: Context<AppEnv>,
  account: AccountRecord,
  owner: CustomerRecord,
  fixes: ReadonlySet<string>,
): AccountResponse {
  const amount = fromMinor(BigInt(account.balanceMinor), account.currency);
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
    balances: [
      { balanceType: "interimAvailable", balanceAmount: { currency: account.currency, amount } },
      { balanceType: "interimBooked", balanceAmount: { currency: account.currency, amount } },
    ],
    _links: {
      self: link(c, self, "GET"),
      owner: link(c, `/v1/sandbox/customers/${owner.customerId}`, "GET"),
      transactions: link(c, `${self}/transactions`, "GET", "POST"),
      balance: link(c, `${self}/balance`, "PUT"),
    },
  };
}
