import { beforeEach, describe, expect, it } from "vitest";
import { BasketCreated } from "../../src/baskets/schema.js";
import { type Bank, expectBody, expectError, expectSchema, openBank } from "../helpers/calls.js";
import { createPayment, setStatus } from "../helpers/created.js";
import { ibanOf, PSU, psuHeaders } from "../helpers/payments.js";
import { BASE } from "../helpers/bank.js";
import { decideSca } from "../helpers/sca.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { createTppClient } from "../../src/signing/client.js";
import { BASKETS, postBasket, sepaPayments, statuses } from "./helpers.js";

function newSigner() {
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  return createTppClient({ baseUrl: BASE, certificate, privateKey });
}

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

describe("POST /v1/signing-baskets", () => {
  it("returns 201 RCVD with basketId, links, Location and ASPSP-SCA-Approach; no Digest needed", async () => {
    const ids = await sepaPayments(bank, 2);
    const answer = await postBasket(bank, ids);
    const created = expectBody(answer, 201, BasketCreated);
    expect(created.transactionStatus).toBe("RCVD");
    expect(answer.headers.get("Location")).toBe(created._links.self.href);
    expect(answer.headers.get("ASPSP-SCA-Approach")).toBe("REDIRECT");
    expect(created._links.self.href).toMatch(new RegExp(`${BASKETS}/${created.basketId}$`));
    expect(created._links.status.href).toMatch(/\/status$/);
    expect(created._links.scaRedirect.href).toMatch(/\/sca\/[A-Za-z0-9_-]+$/);
    expect(created._links.scaStatus.href).toMatch(
      new RegExp(`${BASKETS}/${created.basketId}/authorisations/[A-Za-z0-9_-]+$`),
    );
    for (const id of ids) expect(bank.sandbox.ctx.store.get("payments", id)?.basketId).toBe(created.basketId);
  });

  it("needs no Digest (interface 5.1): a request signed without one is accepted", async () => {
    const ids = await sepaPayments(bank, 1);
    const headers = {
      ...newSigner().signHeaders("POST", BASKETS, psuHeaders(PSU.private), undefined),
      "Content-Type": "application/json",
    };
    expect(Object.keys(headers).map((k) => k.toLowerCase())).not.toContain("digest");
    const response = await bank.sandbox.app.request(`${BASE}${BASKETS}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ paymentIds: ids }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    expectSchema(BasketCreated, await response.json());
  });

  it("a corporate PSU's basket needs PSU-Corporate-ID and holds the agreement's payments; its user approves them", async () => {
    const corporate = {
      debtorAccount: { iban: ibanOf(PSU.corporate.driftskonto), currency: "NOK" },
    };
    const ids = await sepaPayments(bank, 2, corporate, PSU.corporate);
    const missing = await postBasket(bank, ids, { customerId: PSU.corporate.customerId });
    expectError(missing, 400, "HTTP_HEADER_REQUIRED", "PSU-Corporate-ID");
    const created = expectBody(await postBasket(bank, ids, PSU.corporate), 201, BasketCreated);
    const done = await decideSca(
      bank,
      created._links.scaRedirect.href,
      PSU.corporate.customerNumber,
      "approve",
    );
    expect(done.status, done.text).toBe(303);
    expect(statuses(bank, ids)).toEqual(["ACTC", "ACTC"]);
  });

  it("accepts 100 payments and returns 400 FORMAT_ERROR at paymentIds for 101", async () => {
    const ids = await sepaPayments(bank, 101);
    expectError(await postBasket(bank, ids), 400, "FORMAT_ERROR", "paymentIds");
    expect(bank.sandbox.ctx.store.values("baskets")).toHaveLength(0);
    expectBody(await postBasket(bank, ids.slice(0, 100)), 201, BasketCreated);
  });

  it("returns 400 FORMAT_ERROR at paymentIds for an empty list, a missing list or a non-string id", async () => {
    expectError(await postBasket(bank, []), 400, "FORMAT_ERROR", "paymentIds");
    const missing = await bank.call("POST", BASKETS, { body: {}, headers: psuHeaders(PSU.private) });
    expectError(missing, 400, "FORMAT_ERROR", "paymentIds");
    expectError(await postBasket(bank, [42]), 400, "FORMAT_ERROR", "paymentIds[0]");
    const extra = await bank.call("POST", BASKETS, {
      body: { paymentIds: ["x"], consentIds: [] },
      headers: psuHeaders(PSU.private),
    });
    expectError(extra, 400, "FORMAT_ERROR");
  });

  it("returns 400 FORMAT_ERROR at paymentIds[2] for a duplicate id", async () => {
    const [a, b] = await sepaPayments(bank, 2);
    expectError(await postBasket(bank, [a, b, a]), 400, "FORMAT_ERROR", "paymentIds[2]");
  });

  it("returns 400 REFERENCE_MIX_INVALID at the index of a periodic or bulk payment", async () => {
    const [sepa] = await sepaPayments(bank, 1);
    const periodic = await createPayment(bank, "periodic");
    const body = expectError(
      await postBasket(bank, [sepa, periodic.paymentId]),
      400,
      "REFERENCE_MIX_INVALID",
      "paymentIds[1]",
    );
    expect(body.tppMessages).toHaveLength(1);
    const bulk = await createPayment(bank, "bulk");
    expectError(
      await postBasket(bank, [bulk.paymentId], PSU.corporate),
      400,
      "REFERENCE_MIX_INVALID",
      "paymentIds[0]",
    );
  });

  it("returns 400 (tppMessage RESOURCE_UNKNOWN) for an unknown id or another TPP's payment, alike", async () => {
    const [mine] = await sepaPayments(bank, 1);
    const [theirs] = await sepaPayments(bank, 1, {}, PSU.private, bank.as("tpp2"));
    const body = expectError(
      await postBasket(bank, [mine, theirs, "no-such-payment"]),
      400,
      "FORMAT_ERROR",
      "paymentIds[1]",
      "paymentIds[2]",
    );
    expect(body.tppMessages.map((m) => m.code)).toEqual(["RESOURCE_UNKNOWN", "RESOURCE_UNKNOWN"]);
  });

  it("returns 409 REFERENCE_STATUS_INVALID for a payment already authorised", async () => {
    const [a, b] = await sepaPayments(bank, 2);
    setStatus(bank, b ?? "", "ACTC");
    expectError(await postBasket(bank, [a, b]), 409, "REFERENCE_STATUS_INVALID", "paymentIds[1]");
    expect(bank.sandbox.ctx.store.get("payments", a ?? "")?.basketId).toBeUndefined();
  });

  it("returns 409 REFERENCE_STATUS_INVALID for a payment whose own SCA timed out unread (now RJCT)", async () => {
    const [late] = await sepaPayments(bank, 1);
    bank.sandbox.ctx.clock.advance((bank.sandbox.ctx.config.sca.timeoutMinutes + 1) * 60_000);
    const [fresh] = await sepaPayments(bank, 1, { creditorName: "Fresh AS" });
    const body = expectError(
      await postBasket(bank, [fresh, late]),
      409,
      "REFERENCE_STATUS_INVALID",
      "paymentIds[1]",
    );
    expect(body.message).toContain("RJCT");
  });

  it("returns 409 REFERENCE_STATUS_INVALID for a payment already in another basket", async () => {
    const [a, b] = await sepaPayments(bank, 2);
    expectBody(await postBasket(bank, [a]), 201, BasketCreated);
    const body = expectError(
      await postBasket(bank, [b, a]),
      409,
      "REFERENCE_STATUS_INVALID",
      "paymentIds[1]",
    );
    expect(body.message).toContain("already in signing basket");
  });

  it("returns 400 REFERENCE_MIX_INVALID for a payment of another PSU than PSU-ID", async () => {
    const [mine] = await sepaPayments(bank, 1);
    const [other] = await sepaPayments(
      bank,
      1,
      { debtorAccount: { iban: ibanOf(PSU.private2.brukskonto), currency: "NOK" } },
      PSU.private2,
    );
    expectError(await postBasket(bank, [mine, other]), 400, "REFERENCE_MIX_INVALID", "paymentIds[1]");
  });

  it("requires the Basket column's headers: x-accept-fix, TPP-Session-ID, TPP-Redirect-URI, PSU-ID, PSU-IP-Address", async () => {
    const ids = await sepaPayments(bank, 1);
    for (const name of ["x-accept-fix", "TPP-Session-ID", "TPP-Redirect-URI", "PSU-ID", "PSU-IP-Address"]) {
      const headers = psuHeaders(PSU.private);
      delete headers[name];
      const answer = await bank.call("POST", BASKETS, { body: { paymentIds: ids }, headers });
      expectError(answer, 400, "HTTP_HEADER_REQUIRED", name);
    }
    const unknownPsu = await postBasket(bank, ids, { customerId: "00000000-0000-4000-8000-000000000000" });
    expectError(unknownPsu, 401, "PSU_CREDENTIALS_INVALID", "PSU-ID");
    expectError(
      await postBasket(bank, ids, PSU.private, { "x-accept-fix": "nonsense" }),
      400,
      "FORMAT_ERROR",
      "x-accept-fix",
    );
  });
});
