import type { Context } from "hono";
import { fromMinor } from "../../domain/money.js";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import type { AccountRecord, CustomerRecord } from "../../store/model.js";
import type { AccountResponse } from "./schema.js";

export function accountView(
  c: Context<AppEnv>,
  account: AccountRecord,
  owner: CustomerRecord,
): AccountResponse {
  const amount = fromMinor(BigInt(account.balanceMinor), account.currency);
  return {
    accountId: account.accountId,
    iban: account.iban,
    bban: account.bban,
    currency: account.currency,
    name: account.name,
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
      self: link(c, `/v1/sandbox/accounts/${account.accountId}`, "GET"),
      owner: link(c, `/v1/sandbox/customers/${owner.customerId}`, "GET"),
    },
  };
}
