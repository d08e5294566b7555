import type { Context } from "hono";
import { fromMinor } from "../../domain/money.js";
import type { AppEnv } from "../../http/env.js";
import { link } from "../../http/links.js";
import type { CardAccountRecord, CustomerRecord } from "../model.js";
import { shownName } from "../fixes.js";
import type { CardAccountResponse } from "./schema.js";

/**
 * interimBooked is the balance (negative: owed); interimAvailable adds the credit limit, and says so
 * with creditLimitIncluded, as the Berlin Group's card balances do.
 */
export function cardAccountView(
  c: Context<AppEnv>,
  card: CardAccountRecord,
  owner: CustomerRecord,
  fixes: ReadonlySet<string>,
): CardAccountResponse {
  const money = (minor: bigint) => ({ currency: card.currency, amount: fromMinor(minor, card.currency) });
  const balance = BigInt(card.balanceMinor);
  const limit = BigInt(card.creditLimitMinor);
  const self = `/v1/sandbox/card-accounts/${card.cardAccountId}`;
  return {
    cardAccountId: card.cardAccountId,
    maskedPan: card.maskedPan,
    name: shownName(card.name, fixes),
    currency: card.currency,
    status: card.status,
    creditLimit: money(limit),
    owner: {
      customerId: owner.customerId,
      customerNumber: owner.customerNumber,
      customerName: owner.customerName,
    },
    balances: [
      { balanceType: "interimBooked", balanceAmount: money(balance), creditLimitIncluded: false },
      { balanceType: "interimAvailable", balanceAmount: money(balance + limit), creditLimitIncluded: true },
    ],
    _links: {
      self: link(c, self, "GET"),
      owner: link(c, `/v1/sandbox/customers/${owner.customerId}`, "GET"),
      transactions: link(c, `${self}/transactions`, "GET", "POST"),
      balance: link(c, `${self}/balance`, "PUT"),
    },
  };
}
