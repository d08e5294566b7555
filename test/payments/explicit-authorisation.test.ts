import { beforeEach, describe, expect, it } from "vitest";
import { BasketCreated } from "../../src/baskets/schema.js";
import { PaymentCreated, PaymentCreatedExplicit } from "../../src/payments/schema/responses.js";
import { AuthorisationList, AuthorisationStarted } from "../../src/sca/schema.js";
import { type Bank, expectBody, expectError, openBank } from "../helpers/calls.js";
import { BULK_PATH, bulkPayment, PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { decideSca } from "../helpers/sca.js";
import { postBasket } from "../baskets/helpers.js";

const EXPLICIT = "TPP-Explicit-Authorisation-Preferred";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

function createSepa(value?: string) {
  return bank.call("POST", SEPA_PATH, {
    body: sepaPayment(),
    headers: psuHeaders(PSU.private, value === undefined ? {} : { [EXPLICIT]: value }),
  });
}

describe("TPP-Explicit-Authorisation-Preferred on payment creation", () => {
  it("true: no implicit authorisation, a startAuthorisation link; the started one decides the payment", async () => {
    const created = expectBody(await createSepa("true"), 201, PaymentCreatedExplicit);
    const self = `${SEPA_PATH}/${created.paymentId}`;
    expect(created._links.startAuthorisation).toEqual({
      href: expect.stringMatching(new RegExp(`${self}/authorisations$`)),
      verbs: ["POST"],
    });
    const list = expectBody(await bank.call("GET", `${self}/authorisations`), 200, AuthorisationList);
    expect(list.authorisationIds).toEqual([]);
    // The start needs no TPP-Redirect-URI: the creation's is used.
    const started = expectBody(
      await bank.call("POST", new URL(created._links.startAuthorisation.href).pathname),
      201,
      AuthorisationStarted,
    );
    const done = await decideSca(
      bank,
      started._links.scaRedirect.href,
      PSU.private.customerNumber,
      "approve",
    );
    expect(done.status).toBe(303);
    expect(done.headers.get("Location")).toBe("https://tpp.example/callback");
    expect(bank.sandbox.ctx.store.get("payments", created.paymentId)?.transactionStatus).toBe("ACTC");
  });

  it("true: the payment can go into a signing basket first", async () => {
    const created = expectBody(await createSepa("true"), 201, PaymentCreatedExplicit);
    const basket = expectBody(await postBasket(bank, [created.paymentId]), 201, BasketCreated);
    expect(basket.basketId).toBeTruthy();
  });

  it.each([["false"], [undefined]])("%s: the implicit authorisation as before", async (value) => {
    const created = expectBody(await createSepa(value), 201, PaymentCreated);
    const self = `${SEPA_PATH}/${created.paymentId}`;
    const list = expectBody(await bank.call("GET", `${self}/authorisations`), 200, AuthorisationList);
    expect(list.authorisationIds).toEqual([created._links.scaStatus.href.split("/").at(-1)]);
  });

  it("a value other than true/false -> 400 FORMAT_ERROR naming the header", async () => {
    const error = expectError(await createSepa("yes"), 400, "FORMAT_ERROR", EXPLICIT);
    expect(error.tppMessages[0]?.text).toMatch(/true or false/);
    expect(bank.sandbox.ctx.store.values("payments")).toHaveLength(0);
  });

  it("a bulk payment whose PSU has no valid SCA still gets the 401 challenge", async () => {
    const answer = await bank.call("POST", BULK_PATH, {
      body: bulkPayment(),
      headers: psuHeaders(PSU.corporate, { [EXPLICIT]: "true" }),
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({ _links: { scaRedirect: expect.any(Object) } });
  });
});
