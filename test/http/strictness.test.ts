import { describe, expect, it } from "vitest";
import { BasketCreated } from "../../src/baskets/schema.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { postBasket, sepaPayments } from "../baskets/helpers.js";
import { expectBody, expectError, openBank } from "../helpers/calls.js";
import {
  BULK_PATH,
  bulkPayment,
  PERIODIC_PATH,
  PSU,
  periodicPayment,
  psuHeaders,
  SEPA_PATH,
  sepaPayment,
} from "../helpers/payments.js";

/** Media types (interface 1) and the headers 5.3 marks "-" (docs/decisions.md, Strictness). */
describe("POST /v1/payments/sepa-credit-transfers media types", () => {
  it("refuses a JSON body sent as text/plain with 400 FORMAT_ERROR at Content-Type", async () => {
    const bank = await openBank();
    const headers = psuHeaders(PSU.private, { "Content-Type": "text/plain" });
    const answer = await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers });
    const error = expectError(answer, 400, "FORMAT_ERROR", "Content-Type");
    expect(error.message).toContain("send the body as Content-Type: application/json (interface 1");
  });

  it("takes application/json with a charset", async () => {
    const bank = await openBank();
    const headers = psuHeaders(PSU.private, { "Content-Type": "application/json; charset=utf-8" });
    expectBody(await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers }), 201, PaymentCreated);
  });

  it("refuses Accept: application/xml with 400 FORMAT_ERROR at Accept", async () => {
    const bank = await openBank();
    const headers = psuHeaders(PSU.private, { Accept: "application/xml" });
    const answer = await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers });
    const error = expectError(answer, 400, "FORMAT_ERROR", "Accept");
    expect(error.message).toContain("send Accept: application/json or leave it out");
  });

  it("refuses Accept that rules JSON out by q=0, on a GET too", async () => {
    const bank = await openBank();
    const headers = { Accept: "application/json;q=0, text/html" };
    expectError(
      await bank.call("GET", `${SEPA_PATH}/unknown/status`, { headers }),
      400,
      "FORMAT_ERROR",
      "Accept",
    );
  });

  it.each(["*/*", "application/*", "text/html, application/json;q=0.5"])(
    "takes Accept: %s",
    async (accept) => {
      const bank = await openBank();
      const headers = psuHeaders(PSU.private, { Accept: accept });
      expectBody(await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers }), 201, PaymentCreated);
    },
  );

  it("takes text/plain and application/xml in strictness lenient", async () => {
    const bank = await openBank({ strictness: "lenient" });
    const headers = psuHeaders(PSU.private, { "Content-Type": "text/plain", Accept: "application/xml" });
    expectBody(await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers }), 201, PaymentCreated);
  });
});

describe("PSU-Context (5.2 calls it required for single-SCA initiation, 5.3 marks it O)", () => {
  it("POST /v1/payments/sepa-credit-transfers without PSU-Context -> 201 (the operation's 5.3 column)", async () => {
    const bank = await openBank();
    const headers = psuHeaders(PSU.private);
    expect(Object.keys(headers)).not.toContain("PSU-Context");
    expectBody(await bank.call("POST", SEPA_PATH, { body: sepaPayment(), headers }), 201, PaymentCreated);
  });
});

describe('headers interface 5.3 marks "-"', () => {
  it.each<[string, string, string]>([
    // Values the basket would refuse if it read them: another customer, the wrong customer type.
    ["X-PSU-IDENTITY", PSU.corporate.customerNumber, "bank"],
    ["PSU-Context", "CORPORATE", "bank"],
    ["TPP-Brand-Logging-Information", "Brand", "bank"],
    ["PSU-Context", "CORPORATE", "lenient"],
  ])(
    "POST /v1/signing-baskets takes %s: %s (strictness %s) and does not read it",
    async (name, value, strictness) => {
      const bank = await openBank({ strictness: strictness as "bank" | "lenient" });
      const ids = await sepaPayments(bank, 1);
      const answer = await postBasket(bank, ids, PSU.private, { [name]: value });
      expectBody(answer, 201, BasketCreated);
    },
  );

  it("POST /v1/signing-baskets takes a Digest (the Berlin Group defines it there) and checks it", async () => {
    const bank = await openBank();
    const ids = await sepaPayments(bank, 1);
    const wrong = "SHA-256=47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=";
    const answer = await postBasket(bank, ids, PSU.private, { Digest: wrong });
    expectError(answer, 401, "SIGNATURE_INVALID", "Digest");
  });

  it.each<[string, string, Record<string, unknown>, typeof PSU.private | typeof PSU.corporate]>([
    ["periodic", PERIODIC_PATH, periodicPayment(), PSU.private],
    ["bulk", BULK_PATH, bulkPayment(), PSU.corporate],
  ])(
    '%s creation takes TPP-Brand-Logging-Information, as the basket takes its "-" headers',
    async (_name, path, body, psu) => {
      const bank = await openBank({ sca: { bulkChallenge: false } });
      const headers = psuHeaders(psu, { "TPP-Brand-Logging-Information": "Brand" });
      expectBody(await bank.call("POST", path, { body, headers }), 201, PaymentCreated);
    },
  );
});
