/**
 * The scripted run's account information reads (test/openapi/journey.ts): every account and card
 * account read once as a TPP makes it, with a consent on the private PSU's accounts, then a refusal.
 */
import { expect } from "vitest";
import type { Bank } from "../helpers/calls.js";
import { cardEntry } from "../helpers/sandbox-bodies.js";
import { accountIdOver, PRIVATE, read, TODAY, validConsent } from "./reads.js";

export async function accountReads(bank: Bank): Promise<void> {
  const consentId = await validConsent(bank);
  const ok = async (path: string, query?: Record<string, string>) => {
    const answer = await read(bank, path, consentId, { psuPresent: true, ...(query ? { query } : {}) });
    expect(answer.status, `GET ${path}: ${answer.text}`).toBe(200);
    return answer.body as Record<string, unknown>;
  };
  const accountId = await accountIdOver(bank, PRIVATE.customerId, PRIVATE.brukskonto);
  const account = `/v1/accounts/${accountId}`;
  const card = `/v1/card-accounts/${PRIVATE.cardAccountId}`;
  const posted = await bank.call("POST", `/v1/sandbox/accounts/${accountId}/transactions`, {
    body: {
      transactionAmount: { currency: "NOK", amount: "99.00" },
      debtorAccount: { bban: PRIVATE.brukskonto },
      creditorAccount: { iban: "NO9386011117947" },
      creditorName: "Strøm AS",
      remittanceInformationUnstructured: "Faktura 1043",
    },
  });
  expect(posted.status, posted.text).toBe(201);
  const cardPosted = await bank.call(
    "POST",
    `/v1/sandbox/card-accounts/${PRIVATE.cardAccountId}/transactions`,
    {
      body: [cardEntry({ cardTransactionId: "ct-journey", bookingDate: TODAY, transactionDate: TODAY })],
    },
  );
  expect(cardPosted.status, cardPosted.text).toBe(201);

  await ok("/v1/accounts", { withBalance: "true" });
  await ok(account);
  await ok(`${account}/balances`);
  const report = await ok(`${account}/transactions`, {
    bookingStatus: "booked",
    dateFrom: TODAY,
    limit: "1",
  });
  const booked = (report.transactions as { booked: { transactionId: string }[] }).booked;
  await ok(`${account}/transactions/${booked[0]?.transactionId}`);
  await ok("/v1/card-accounts");
  await ok(card, { withBalance: "true" });
  await ok(`${card}/balances`);
  await ok(`${card}/transactions`, { bookingStatus: "both", dateFrom: TODAY });
  const refused = await read(bank, `${account}/balances`, "no-such-consent");
  expect(refused.status, refused.text).toBe(403);
}
