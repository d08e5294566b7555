import { beforeEach, describe, expect, it } from "vitest";
import { BasketRead, BasketStatusResponse } from "../../src/baskets/schema.js";
import { type Bank, expectBody, expectError, expectStatus, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders } from "../helpers/payments.js";
import { decideSca, scaPage } from "../helpers/sca.js";
import { ConsentCreatedExplicit } from "../../src/account-information/schema/consents.js";
import { CONSENTS, consentBody, consentStatus, createConsent } from "../account-information/helpers.js";
import { BASKETS, createBasket, sepaPayments, statuses } from "./helpers.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

const explicit = psuHeaders(PSU.private, { "TPP-Explicit-Authorisation-Preferred": "true" });
/** A consent made for a basket: no authorisation of its own. */
async function basketConsent(body = consentBody(), headers = explicit): Promise<string> {
  const answer = await bank.call("POST", CONSENTS, { body, headers });
  return expectBody(answer, 201, ConsentCreatedExplicit).consentId;
}

const post = (body: unknown, psu = PSU.private) =>
  bank.call("POST", BASKETS, { body, headers: psuHeaders(psu) });
const read = async (self: string) => expectBody(await bank.call("GET", self), 200, BasketRead);
const basketStatus = async (self: string) =>
  expectBody(await bank.call("GET", `${self}/status`), 200, BasketStatusResponse).transactionStatus;

async function basketOf(body: { paymentIds?: string[]; consentIds?: string[] }) {
  const created = expectBody(
    await post(body),
    201,
    BasketRead.pick({ transactionStatus: true }).passthrough(),
  );
  const links = created._links as { self: { href: string }; scaRedirect: { href: string } };
  return { self: new URL(links.self.href).pathname, scaRedirect: links.scaRedirect.href };
}

describe("signing baskets with consentIds (Berlin Group)", () => {
  it("one SCA approves a payment and a consent: the payment ACTC, the consent valid, the basket ACTC", async () => {
    const [paymentId = ""] = await sepaPayments(bank, 1);
    const consentId = await basketConsent();
    const basket = await basketOf({ paymentIds: [paymentId], consentIds: [consentId] });
    expect(await read(basket.self)).toMatchObject({ payments: [paymentId], consents: [consentId] });
    const page = await scaPage(bank, basket.scaRedirect, { customerNumber: PSU.private.customerNumber });
    expect(page.text).toContain("Approve 1 payment and 1 consent");
    expect(page.text).toContain("Reads a day without you");
    const done = await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "approve");
    expect(done.status, done.text).toBe(303);
    expect(statuses(bank, [paymentId])).toEqual(["ACTC"]);
    expect(await consentStatus(bank, consentId)).toEqual({ consentStatus: "valid" });
    expect(await basketStatus(basket.self)).toBe("ACTC");
  });

  it("a consent in a basket is authorised through the basket only: its own authorisation is refused (409)", async () => {
    const consentId = await basketConsent();
    await basketOf({ consentIds: [consentId] });
    const started = await bank.call("POST", `${CONSENTS}/${consentId}/authorisations`, {
      body: {},
      headers: psuHeaders(PSU.private),
    });
    expectError(started, 409, "STATUS_INVALID", "consentId");
    expect(await consentStatus(bank, consentId)).toEqual({ consentStatus: "received" });
  });

  it("a basket of consents only; the PSU's rejection rejects each, and the basket is RJCT", async () => {
    const ids = [await basketConsent(), await basketConsent()];
    const basket = await basketOf({ consentIds: ids });
    expect(await read(basket.self)).toEqual(expect.not.objectContaining({ payments: expect.anything() }));
    expect(await basketStatus(basket.self)).toBe("RCVD");
    const done = await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "reject");
    expect(done.status, done.text).toBe(303);
    for (const id of ids) expect(await consentStatus(bank, id)).toEqual({ consentStatus: "rejected" });
    expect(await basketStatus(basket.self)).toBe("RJCT");
  });

  it("refuses a consent that is unknown (400), another PSU's (400 REFERENCE_MIX_INVALID), with an authorisation of its own or in another basket (409)", async () => {
    const unknown = await post({ consentIds: ["no-such-consent"] });
    expect(expectError(unknown, 400, "FORMAT_ERROR", "consentIds[0]").tppMessages[0]?.code).toBe(
      "CONSENT_UNKNOWN",
    );
    const others = await basketConsent(
      consentBody({
        access: { availableAccounts: "allAccounts" },
        recurringIndicator: false,
        frequencyPerDay: 1,
      }),
      psuHeaders(PSU.private2, { "TPP-Explicit-Authorisation-Preferred": "true" }),
    );
    expectError(await post({ consentIds: [others] }), 400, "REFERENCE_MIX_INVALID", "consentIds[0]");
    const implicit = (await createConsent(bank)).consentId;
    expectError(await post({ consentIds: [implicit] }), 409, "REFERENCE_STATUS_INVALID", "consentIds[0]");
    const taken = await basketConsent();
    await basketOf({ consentIds: [taken] });
    expectError(await post({ consentIds: [taken] }), 409, "REFERENCE_STATUS_INVALID", "consentIds[0]");
  });

  it("DELETE before the SCA frees the consent for another basket; an empty body names both lists", async () => {
    const consentId = await basketConsent();
    const basket = await basketOf({ consentIds: [consentId] });
    expectStatus(await bank.call("DELETE", basket.self), 204);
    await basketOf({ consentIds: [consentId] });
    const empty = await post({});
    expect(expectError(empty, 400, "FORMAT_ERROR", "paymentIds").tppMessages[0]?.text).toContain(
      "consentIds",
    );
  });

  it("payment-only baskets are as before: GET lists payments and no consents", async () => {
    const ids = await sepaPayments(bank, 2);
    const basket = await createBasket(bank, ids);
    const body = await read(basket.self);
    expect(body.payments).toEqual(ids);
    expect(body).not.toHaveProperty("consents");
  });
});
