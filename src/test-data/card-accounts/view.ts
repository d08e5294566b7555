import type { Context } from "hono";
import { fromMinor } from "../../domain/money.js";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import { cardAccountBalances } from "../../bank/balances.js";
import type { CardAccountRecord, CustomerRecord } from "../../bank/model.js";
import { shownName } from "../fixes.js";
import type { CardAccountResponse } from "./schema.js";

/** A card account with the bank's balances of it (`cardAccountBalances`). */
export function cardAccountView(
  c: Context<AppEnv>,
  card: CardAccountRecord,
  owner: CustomerRecord,
  fixes: ReadonlySet<string>,
): CardAccountResponse {
  const money = (minor: bigint) => ({ currency: card.currency, amount: fromMinor(minor, card.currency) });
  const self = `/v1/sandbox/card-accounts/${card.cardAccountId}`;
  return {
    cardAccountId: card.cardAccountId,
    maskedPan: card.maskedPan,
    name: shownName(card.name, fixes),
    currency: card.currency,
    status: card.status,
    creditLimit: money(BigInt(card.creditLimitMinor)),
    owner: {
      customerId: owner.customerId,
      customerNumber: owner.customerNumber,
      customerName: owner.customerName,
    },
    balances: cardAccountBalances(card).map((b) => ({
      balanceType: b.balanceType,
      balanceAmount: money(BigInt(b.amountMinor)),
      creditLimitIncluded: b.creditLimitIncluded,
    })),
    _links: {
      self: link(c, self, "GET"),
      owner: link(c, `/v1/sandbox/customers/${owner.customerId}`, "GET"),
      transactions: link(c, `${self}/transactions`, "GET", "POST"),
      balance: link(c, `${self}/balance`, "PUT"),
    },
  };
}
