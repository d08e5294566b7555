import { model } from "../../src/collections.js";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { BasketRead, BasketStatusResponse } from "../../src/baskets/schema.js";
import { PaymentStatusResponse } from "../../src/payments/schema/responses.js";
import { AuthorisationList, AuthorisationStarted, ScaStatusResponse } from "../../src/sca/schema.js";
import { type Bank, expectBody, expectError, expectStatus, openBank, TOMORROW } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { decideSca, scaPage } from "../helpers/sca.js";
import { createBasket, sepaPayments, statuses } from "./helpers.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

const basketStatus = async (self: string) =>
  expectBody(await bank.call("GET", `${self}/status`), 200, BasketStatusResponse).transactionStatus;

describe("the SCA of a signing basket", () => {
  it("one approval on the page authorises all 100 SEPA payments: each ACTC, the basket ACTC, scaStatus finalised", async () => {
    const ids = await sepaPayments(bank, 100);
    const basket = await createBasket(bank, ids);
    expect(await basketStatus(basket.self)).toBe("RCVD");
    const done = await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "approve");
    expect(done.status, done.text).toBe(303);
    expect(done.headers.get("Location")).toBe("https://tpp.example/callback");
    expect(new Set(statuses(bank, ids))).toEqual(new Set(["ACTC"]));
    expect(await basketStatus(basket.self)).toBe("ACTC");
    const sca = await bank.call("GET", `${basket.self}/authorisations/${basket.authorisationId}`);
    expect(expectBody(sca, 200, ScaStatusResponse).scaStatus).toBe("finalised");
    const one = await bank.call("GET", `${SEPA_PATH}/${ids[57]}/status`);
    expect(expectBody(one, 200, PaymentStatusResponse).transactionStatus).toBe("ACTC");
  });

  it("the approval stores the authorisation and every payment in one commit", async () => {
    const ids = await sepaPayments(bank, 3);
    const basket = await createBasket(bank, ids);
    const commit = vi.spyOn(bank.sandbox.ctx.store, "commit");
    const put = vi.spyOn(bank.sandbox.ctx.store, "put");
    await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "approve");
    const written = commit.mock.calls.map((call) =>
      call[0].map(
        (change) =>
          `${change.c}:${change.op === "put" ? model.collections[change.c].key(change.v as never) : change.id}`,
      ),
    );
    expect(put).not.toHaveBeenCalled();
    expect(written).toHaveLength(1);
    expect(written[0]).toEqual(
      expect.arrayContaining([
        `authorisations:${basket.authorisationId}`,
        ...ids.map((id) => `payments:${id}`),
      ]),
    );
  });

  it("each payment moves by its own date: a future-dated one PDNG, and the basket counts it authorised", async () => {
    const [today] = await sepaPayments(bank, 1);
    const [later] = await sepaPayments(bank, 1, { requestedExecutionDate: TOMORROW });
    const basket = await createBasket(bank, [today ?? "", later ?? ""]);
    await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "approve");
    expect(statuses(bank, [today ?? "", later ?? ""])).toEqual(["ACTC", "PDNG"]);
    expect(await basketStatus(basket.self)).toBe("ACTC");
  });

  it("rejection makes every payment RJCT (and the basket RJCT)", async () => {
    const ids = await sepaPayments(bank, 3);
    const basket = await createBasket(bank, ids);
    const done = await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "reject");
    expect(done.status, done.text).toBe(303);
    expect(statuses(bank, ids)).toEqual(["RJCT", "RJCT", "RJCT"]);
    expect(await basketStatus(basket.self)).toBe("RJCT");
  });

  it("the page shows the count, the total per currency, and each creditor and amount", async () => {
    const ids = await sepaPayments(bank, 3);
    const [nok] = await sepaPayments(bank, 1, {
      instructedAmount: { currency: "NOK", amount: "250.00" },
      creditorName: "Fjord <Kraft> AS",
    });
    const basket = await createBasket(bank, [...ids, nok ?? ""]);
    const page = await scaPage(bank, basket.scaRedirect, { customerNumber: PSU.private.customerNumber });
    expect(page.status, page.text).toBe(200);
    expect(page.text).toContain("Approve 4 payments");
    expect(page.text).toContain("6.00 EUR + 250.00 NOK");
    expect(page.text).toContain("Total (4 payments)");
    expect(page.text.match(/Bäckerei Müller GmbH/g)).toHaveLength(3);
    expect(page.text).toContain("Fjord &lt;Kraft&gt; AS");
    for (const amount of ["1.00 EUR", "2.00 EUR", "3.00 EUR", "250.00 NOK"])
      expect(page.text).toContain(amount);
  });

  it("only the PSU owning every debtor account may approve: another customer gets 403 and nothing moves", async () => {
    const ids = await sepaPayments(bank, 2);
    const basket = await createBasket(bank, ids);
    const other = await decideSca(bank, basket.scaRedirect, PSU.private2.customerNumber, "approve");
    expect(other.status, other.text).toBe(403);
    expect(statuses(bank, ids)).toEqual(["RCVD", "RCVD"]);
  });

  it("an SCA not completed in time rejects every payment (read lazily), and the page says it expired", async () => {
    const ids = await sepaPayments(bank, 2);
    const basket = await createBasket(bank, ids);
    bank.sandbox.ctx.clock.advance((bank.sandbox.ctx.config.sca.timeoutMinutes + 1) * 60_000);
    expect(await basketStatus(basket.self)).toBe("RJCT");
    expect(statuses(bank, ids)).toEqual(["RJCT", "RJCT"]);
    const page = await scaPage(bank, basket.scaRedirect);
    expect(page.status).toBe(410);
  });

  it("a TPP polling only a payment's own status sees RJCT once its basket's SCA timed out", async () => {
    const ids = await sepaPayments(bank, 2);
    await createBasket(bank, ids);
    bank.sandbox.ctx.clock.advance((bank.sandbox.ctx.config.sca.timeoutMinutes + 1) * 60_000);
    const read = await bank.call("GET", `${SEPA_PATH}/${ids[1]}/status`);
    expect(expectBody(read, 200, PaymentStatusResponse).transactionStatus).toBe("RJCT");
    expect(statuses(bank, ids)).toEqual(["RJCT", "RJCT"]);
  });

  it("a payment in a basket cannot be authorised alone: its own page answers 409, its POST authorisations 409", async () => {
    const created = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private),
    });
    const body = created.body as { paymentId: string; _links: { scaRedirect: { href: string } } };
    await createBasket(bank, [body.paymentId]);
    const own = await decideSca(bank, body._links.scaRedirect.href, PSU.private.customerNumber, "approve");
    expect(own.status, own.text).toBe(409);
    expect(own.text).toContain("signing basket");
    expect(statuses(bank, [body.paymentId])).toEqual(["RCVD"]);
    const start = await bank.call("POST", `${SEPA_PATH}/${body.paymentId}/authorisations`, { body: {} });
    expectError(start, 409, "STATUS_INVALID", "paymentId");
    const del = await bank.call("DELETE", `${SEPA_PATH}/${body.paymentId}`);
    expectError(del, 409, "STATUS_INVALID", "paymentId");
  });

  it("the payment's own authorisation timing out does not reject it while its basket's SCA is open", async () => {
    const [id] = await sepaPayments(bank, 1);
    bank.sandbox.ctx.clock.advance((bank.sandbox.ctx.config.sca.timeoutMinutes - 1) * 60_000);
    const basket = await createBasket(bank, [id ?? ""]);
    bank.sandbox.ctx.clock.advance(2 * 60_000);
    const read = await bank.call("GET", `${SEPA_PATH}/${id}/status`);
    expect(expectBody(read, 200, PaymentStatusResponse).transactionStatus).toBe("RCVD");
    const done = await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "approve");
    expect(done.status, done.text).toBe(303);
    expect(statuses(bank, [id ?? ""])).toEqual(["ACTC"]);
  });
});

describe("basket authorisation sub-resources", () => {
  it("GET lists the implicit one; POST starts another (201), which the PSU can approve; after a decision POST is 409", async () => {
    const ids = await sepaPayments(bank, 2);
    const basket = await createBasket(bank, ids);
    const list = expectBody(await bank.call("GET", `${basket.self}/authorisations`), 200, AuthorisationList);
    expect(list.authorisationIds).toEqual([basket.authorisationId]);
    const started = await bank.call("POST", `${basket.self}/authorisations`, { body: {} });
    const second = expectBody(started, 201, AuthorisationStarted);
    expect(started.headers.get("Location")).toBe(second._links.scaStatus.href);
    const again = expectBody(await bank.call("GET", `${basket.self}/authorisations`), 200, AuthorisationList);
    expect(again.authorisationIds).toEqual([basket.authorisationId, second.authorisationId]);
    const done = await decideSca(bank, second._links.scaRedirect.href, PSU.private.customerNumber, "approve");
    expect(done.status, done.text).toBe(303);
    expect(statuses(bank, ids)).toEqual(["ACTC", "ACTC"]);
    const first = await scaPage(bank, basket.scaRedirect);
    expect(first.status).toBe(409);
    expectError(
      await bank.call("POST", `${basket.self}/authorisations`, { body: {} }),
      409,
      "STATUS_INVALID",
    );
    expectError(
      await bank.call("GET", `${basket.self}/authorisations/not-an-authorisation`),
      404,
      "RESOURCE_UNKNOWN",
      "authorisationId",
    );
  });
});

describe("GET, DELETE and isolation", () => {
  it("GET returns the payment ids, the status and links", async () => {
    const ids = await sepaPayments(bank, 2);
    const basket = await createBasket(bank, ids);
    const read = expectBody(await bank.call("GET", basket.self), 200, BasketRead);
    expect(read.payments).toEqual(ids);
    expect(read.transactionStatus).toBe("RCVD");
    expect(read._links.self?.verbs).toEqual(["GET", "DELETE"]);
  });

  it("DELETE before authorisation -> 204; the basket is gone, the payments untouched and free again", async () => {
    const ids = await sepaPayments(bank, 2);
    const basket = await createBasket(bank, ids);
    const before = ids.map((id) => bank.sandbox.ctx.store.get("payments", id));
    expectStatus(await bank.call("DELETE", basket.self), 204);
    expectError(await bank.call("GET", basket.self), 404, "RESOURCE_UNKNOWN");
    const after = ids.map((id) => bank.sandbox.ctx.store.get("payments", id));
    expect(after.map((p) => p?.transactionStatus)).toEqual(["RCVD", "RCVD"]);
    expect(after).toEqual(
      before.map((p) => {
        const { basketId: _b, ...rest } = p ?? {};
        return rest;
      }),
    );
    const page = await scaPage(bank, basket.scaRedirect);
    expect(page.status).toBe(409);
    expect(page.text).toContain("deleted");
    await createBasket(bank, ids);
  });

  it("DELETE after approval (or rejection) -> 409 STATUS_INVALID and nothing changes", async () => {
    const ids = await sepaPayments(bank, 2);
    const basket = await createBasket(bank, ids);
    await decideSca(bank, basket.scaRedirect, PSU.private.customerNumber, "approve");
    expectError(await bank.call("DELETE", basket.self), 409, "STATUS_INVALID", "basketId");
    const read = expectBody(await bank.call("GET", basket.self), 200, BasketRead);
    expect(read.transactionStatus).toBe("ACTC");
    expect(read._links.self?.verbs).toEqual(["GET"]); // the link no longer offers what DELETE refuses
  });

  it("another TPP gets 404 RESOURCE_UNKNOWN for every basket operation", async () => {
    const ids = await sepaPayments(bank, 1);
    const basket = await createBasket(bank, ids);
    const other = bank.as("tpp2");
    for (const [method, path] of [
      ["GET", basket.self],
      ["GET", `${basket.self}/status`],
      ["DELETE", basket.self],
      ["GET", `${basket.self}/authorisations`],
      ["GET", `${basket.self}/authorisations/${basket.authorisationId}`],
      ["POST", `${basket.self}/authorisations`],
    ] as const) {
      expectError(await other(method, path, method === "POST" ? { body: {} } : {}), 404, "RESOURCE_UNKNOWN");
    }
    expect(bank.sandbox.ctx.store.get("baskets", basket.basketId)).toBeDefined();
  });
});
