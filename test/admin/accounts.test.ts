import { describe, expect, it } from "vitest";
import { AccountStatusAnswer } from "../../src/admin/accounts.js";
import { PaymentStatusResponse } from "../../src/payments/schema/responses.js";
import { AccountResponse } from "../../src/test-data/accounts/schema.js";
import { accountState, admin, createApproved } from "../helpers/approve.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

const pay = (bank: Bank) =>
  bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers: psuHeaders(PSU.private) });

function setStatus(bank: Bank, account: string, body: unknown) {
  return admin(bank, "PUT", `/accounts/${account}/status`, body);
}

describe("PUT /__admin/accounts/{account}/status", () => {
  it("blocks a debtor after its payment was approved: the next batch run rejects it with PAYMENT_FAILED", async () => {
    const bank = await openBank();
    const { self } = await createApproved(bank, "sepa", sepaPayment());
    const changed = expectBody(
      await setStatus(bank, PSU.private.brukskonto, { status: "blocked" }),
      200,
      AccountStatusAnswer,
    );
    expect(changed).toMatchObject({ bban: PSU.private.brukskonto, status: "blocked" });
    expect((await admin(bank, "POST", "/batch-runs")).status).toBe(200);
    const status = expectBody(await bank.call("GET", `${self}/status`), 200, PaymentStatusResponse);
    expect(status.transactionStatus).toBe("RJCT");
    expect(status.tppMessages?.[0]).toMatchObject({ code: "PAYMENT_FAILED", path: "debtorAccount" });
  });

  it("a blocked account refuses new payments until it is enabled again; the data API shows the state", async () => {
    const bank = await openBank();
    const { accountId } = await accountState(bank, PSU.private.brukskonto);
    expectBody(await setStatus(bank, accountId, { status: "blocked" }), 200, AccountStatusAnswer);
    const view = expectBody(
      await bank.call("GET", `/v1/sandbox/accounts/${accountId}`),
      200,
      AccountResponse,
    );
    expect(view.status).toBe("blocked");
    expectError(await pay(bank), 403, "SERVICE_BLOCKED", "debtorAccount.iban");

    expectBody(await setStatus(bank, accountId, { status: "enabled" }), 200, AccountStatusAnswer);
    expect((await pay(bank)).status).toBe(201);
  });

  it("closes an account: it takes no more transactions (409 STATUS_INVALID)", async () => {
    const bank = await openBank();
    const { accountId } = await accountState(bank, PSU.private.brukskonto);
    expectBody(await setStatus(bank, accountId, { status: "deleted" }), 200, AccountStatusAnswer);
    const booking = await bank.call("PUT", `/v1/sandbox/accounts/${accountId}/balance`, {
      body: { balanceAmount: { currency: "NOK", amount: "10.00" } },
    });
    expectError(booking, 409, "STATUS_INVALID", "accountId");
  });

  it.each<[string, string | undefined, unknown, number, string, string]>([
    ["an unknown account id", "no-such-account", { status: "blocked" }, 404, "RESOURCE_UNKNOWN", "account"],
    ["an unknown account number", "97100000000", { status: "blocked" }, 404, "RESOURCE_UNKNOWN", "account"],
    ["a status the bank has not", undefined, { status: "frozen" }, 400, "FORMAT_ERROR", "status"],
    ["no status", undefined, {}, 400, "FORMAT_ERROR", "status"],
    ["an unknown field", undefined, { status: "blocked", reason: "fraud" }, 400, "FORMAT_ERROR", "reason"],
    ["a body that is not JSON", undefined, "blocked", 400, "FORMAT_ERROR", "(body)"],
  ])(
    "answers %s with an error at the offending path, changing nothing",
    async (_name, account, body, status, code, path) => {
      const bank = await openBank();
      const before = await accountState(bank, PSU.private.brukskonto);
      expectError(await setStatus(bank, account ?? before.accountId, body), status, code, path);
      const after = await bank.call("GET", `/v1/sandbox/accounts/${before.accountId}`);
      expect(expectBody(after, 200, AccountResponse).status).toBe("enabled");
    },
  );
});
