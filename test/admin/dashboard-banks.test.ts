import { listRequests } from "../../src/request-log/read.js";
import { describe, expect, it } from "vitest";
import { AccountResponse } from "../../src/test-data/accounts/schema.js";
import { CardAccountResponse } from "../../src/test-data/card-accounts/schema.js";
import { CustomerResponse } from "../../src/test-data/customers/schema.js";
import { type Bank, type Caller, expectBody, expectStatus, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { accountBody, cardAccountBody, customerBody, nationalId } from "../helpers/sandbox-bodies.js";

const TPP = "PSDNO-FSA-999999991";
const TPP2 = "PSDNO-FSA-999999992";

async function get(bank: Bank, path: string) {
  const response = await bank.sandbox.app.request(`http://sandbox.test${path}`);
  return { status: response.status, text: await response.text() };
}

/** A customer of the caller's own bank, with an account, a booking on it and a card account. */
async function customerOf(call: Caller, n: number, name: string) {
  const customerNumber = nationalId(n);
  const customer = expectBody(
    await call("POST", "/v1/sandbox/customers", {
      body: customerBody({ customerNumber, customerName: name }),
    }),
    201,
    CustomerResponse,
  );
  const account = expectBody(
    await call("POST", "/v1/sandbox/accounts", {
      body: accountBody(customerNumber, { balance: `${n}00.00` }),
    }),
    201,
    AccountResponse,
  );
  const booked = await call("POST", `/v1/sandbox/accounts/${account.accountId}/transactions`, {
    body: {
      transactionAmount: { currency: "NOK", amount: "12.00" },
      debtorAccount: { bban: account.bban },
      creditorName: "Kiosken",
      remittanceInformationUnstructured: `booked for ${name}`,
    },
  });
  expectStatus(booked, 201);
  expectBody(
    await call("POST", "/v1/sandbox/card-accounts", {
      body: cardAccountBody(customerNumber, { name: `Card of ${name}` }),
    }),
    201,
    CardAccountResponse,
  );
  return customer;
}

describe("dashboard banks (tenancy per-tpp)", () => {
  it("switches customers, accounts, balances, bookings and card accounts between the TPPs' banks", async () => {
    const bank = await openBank({ tenancy: "per-tpp" });
    const kari = await customerOf(bank.as("tpp"), 1, "Kari Bankone");
    const ola = await customerOf(bank.as("tpp2"), 2, "Ola Banktwo");

    const list = await get(bank, "/__admin/ui/customers");
    expect(list.status).toBe(200);
    expect(list.text, "the switcher names each TPP's bank by organisation id and name").toContain(
      `<option value="${TPP}" >${TPP} · Sandbox Test TPP AS</option>`,
    );
    expect(list.text, "it opens on the bank active last: tpp2 called last").toContain(
      `<option value="${TPP2}" selected>${TPP2} · Second Test TPP AS</option>`,
    );
    expect(list.text).toContain("Ola Banktwo");
    expect(list.text).toContain("bank active last (tenancy per-tpp: one bank per TPP)");
    const seed = await get(bank, "/__admin/ui/customers?bank=default");
    expect(seed.text, "the default bank holds neither TPP's customer").not.toMatch(/Bankone|Banktwo/);
    expect(seed.text).toContain('<option value="default" selected>');
    expect(seed.text).toContain("no TPP works on this bank");

    const one = await get(bank, `/__admin/ui/customers?bank=${TPP}`);
    expect(one.text).toContain("Kari Bankone");
    expect(one.text).not.toContain("Ola Banktwo");
    expect(one.text).toContain(`<option value="${TPP}" selected>`);
    expect(one.text).toContain(`/__admin/ui/customers/${kari.customerId}?bank=${TPP}`);

    const kariPage = await get(bank, `/__admin/ui/customers/${kari.customerId}?bank=${TPP}`);
    expect(kariPage.status, kariPage.text).toBe(200);
    expect(kariPage.text, "the balance after the booking").toContain("88.00 NOK");
    expect(kariPage.text).toContain("booked for Kari Bankone");
    expect(kariPage.text).toContain("Card of Kari Bankone");
    expect(kariPage.text).toContain(`Bank: <strong>${TPP} · Sandbox Test TPP AS</strong>`);

    const olaPage = await get(bank, `/__admin/ui/customers/${ola.customerId}?bank=${TPP2}`);
    expect(olaPage.text).toContain("booked for Ola Banktwo");
    expect(olaPage.text).toContain("Card of Ola Banktwo");
    const elsewhere = await get(bank, `/__admin/ui/customers/${ola.customerId}?bank=${TPP}`);
    expect(elsewhere.status, "one TPP's customer is not in the other's bank").toBe(404);

    const seededBefore = bank.sandbox.ctx.store.values("banks").length;
    const unknown = await get(bank, "/__admin/ui/customers?bank=PSDNO-FSA-000000000");
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("has a bank here");
    expect(bank.sandbox.ctx.store.values("banks"), "looking makes no bank").toHaveLength(seededBefore);
  });

  it("links the overview's TPPs, payments and authorisations to each TPP's bank", async () => {
    const bank = await openBank({ tenancy: "per-tpp" });
    for (const as of ["tpp", "tpp2"] as const) {
      const created = await bank.as(as)("POST", SEPA_PATH, {
        body: sepaPayment(),
        headers: psuHeaders(PSU.private),
      });
      expectStatus(created, 201);
    }
    const overview = await get(bank, "/__admin/");
    for (const id of [TPP, TPP2]) {
      expect(overview.text).toContain(`<a href="/__admin/ui/customers?bank=${id}">its bank</a>`);
    }
    const [creation] = listRequests(bank.sandbox.ctx.requestLog, { limit: 1, method: "POST" }).entries;
    const paymentId = creation?.resources[0];
    expect(paymentId, "the journal names the payment made").toBeDefined();
    const entry = await get(bank, `/__admin/ui/requests/${creation?.seq}`);
    expect(entry.text, "the journal links the payment in its TPP's bank").toContain(
      `<a href="/__admin/ui/payments/${paymentId}">`,
    );
    for (const path of ["/__admin/ui/payments", "/__admin/ui/authorisations"]) {
      const listed = await get(bank, path);
      expect(listed.text, path).toContain(`href="/__admin/ui/customers?bank=${TPP2}"`);
      expect(listed.text, path).toContain("Second Test TPP AS");
    }
  });

  it("opens the customers on the bank of the TPP that called last, and the overview counts the banks", async () => {
    const bank = await openBank({ tenancy: "per-tpp" });
    const before = await get(bank, "/__admin/");
    expect(before.text).toContain("1 bank: the default bank (the seed's data, no TPP calls it)");
    const noTppYet = await get(bank, "/__admin/ui/customers");
    expect(noTppYet.text, "no TPP bank yet: the default bank, no switcher").not.toContain('name="bank"');

    const calls = async (as: "tpp" | "tpp2") =>
      expectStatus(await bank.as(as)("GET", "/v1/sandbox/customers"), 200);
    await calls("tpp2");
    await calls("tpp");
    const list = await get(bank, "/__admin/ui/customers");
    expect(list.text).toContain(`<option value="${TPP}" selected>`);
    expect(list.text).toContain(`Bank: <strong>${TPP} · Sandbox Test TPP AS</strong>`);
    expect(list.text, "its links stay in that bank").toContain(`?bank=${TPP}"`);
    await calls("tpp2");
    expect((await get(bank, "/__admin/ui/customers")).text).toContain(`<option value="${TPP2}" selected>`);

    const overview = await get(bank, "/__admin/");
    expect(overview.text).toContain(
      "3 banks: the default bank (the seed's data, no TPP calls it) and 2 TPP banks. With tenancy <code>per-tpp</code> each TPP works on a bank of its own",
    );
  });

  it("with tenancy shared there is one bank and no switcher", async () => {
    const bank = await openBank({ tenancy: "shared" });
    await customerOf(bank.as("tpp2"), 3, "Per Shared");
    const list = await get(bank, "/__admin/ui/customers");
    expect(list.text).toContain("Per Shared");
    expect(list.text).not.toContain('name="bank"');
    expect((await get(bank, "/__admin/")).text).toContain(
      "1 bank, shared by every TPP (tenancy <code>shared</code>)",
    );
  });
});
