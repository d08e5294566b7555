import { beforeEach, describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { ScaChallengeBody } from "../../src/sca/schema.js";
import { type Bank, expectBody, openBank } from "../helpers/calls.js";
import { BULK_PATH, bulkPayment, PSU, psuHeaders } from "../helpers/payments.js";
import { completeChallenge, decideSca, scaPage } from "../helpers/sca.js";
import { expectHtml, OK_URI } from "./flow-helpers.js";

let bank: Bank;
beforeEach(async () => {
  bank = await openBank();
});

const postBulk = () =>
  bank.call("POST", BULK_PATH, {
    body: bulkPayment({ requestedExecutionDate: undefined }),
    headers: psuHeaders(PSU.corporate),
  });

describe("the 401 Challenge of bulk creation (PSU SCA valid 180 days)", () => {
  it("a PSU with no SCA yet -> 401 with only _links.scaRedirect, and nothing stored", async () => {
    const answer = await postBulk();
    const body = expectBody(answer, 401, ScaChallengeBody);
    expect(body._links.scaRedirect.verbs).toEqual(["GET"]);
    expect(answer.headers.get("ASPSP-SCA-Approach")).toBe("REDIRECT");
    expect(bank.sandbox.ctx.store.values("payments")).toHaveLength(0);
  });

  it("the challenge page asks the PSU to confirm its identity; after approval (303) the retry -> 201", async () => {
    const challenge = expectBody(await postBulk(), 401, ScaChallengeBody);
    const href = challenge._links.scaRedirect.href;
    const page = await scaPage(bank, href, { customerNumber: PSU.corporate.customerNumber });
    expectHtml(page, 200);
    expect(page.text).toMatch(/Confirm your identity to .+ for corporate payments/);
    const done = await decideSca(bank, href, PSU.corporate.customerNumber, "approve");
    expect(done.status, done.text).toBe(303);
    expect(done.headers.get("Location")).toBe(OK_URI);
    expectBody(await postBulk(), 201, PaymentCreated);
  });

  it("a rejected challenge leaves the PSU without SCA: the retry is challenged again", async () => {
    const challenge = expectBody(await postBulk(), 401, ScaChallengeBody);
    await decideSca(bank, challenge._links.scaRedirect.href, PSU.corporate.customerNumber, "reject");
    expectBody(await postBulk(), 401, ScaChallengeBody);
  });

  it("only the challenged PSU can confirm: another customer -> 403", async () => {
    const challenge = expectBody(await postBulk(), 401, ScaChallengeBody);
    const answer = await decideSca(
      bank,
      challenge._links.scaRedirect.href,
      PSU.private.customerNumber,
      "approve",
    );
    expectHtml(answer, 403);
    expectBody(await postBulk(), 401, ScaChallengeBody);
  });

  it("180 days later the SCA is no longer valid -> 401 again", async () => {
    await completeChallenge(bank, await postBulk(), PSU.corporate.customerId);
    bank.sandbox.ctx.clock.advance(179 * 86_400_000);
    expectBody(await postBulk(), 201, PaymentCreated);
    bank.sandbox.ctx.clock.advance(1 * 86_400_000);
    expectBody(await postBulk(), 401, ScaChallengeBody);
  });

  it("semantic errors come before the challenge", async () => {
    const body = bulkPayment({ debtorAccount: { bban: PSU.private.brukskonto, currency: "NOK" } });
    const answer = await bank.call("POST", BULK_PATH, { body, headers: psuHeaders(PSU.corporate) });
    expect(answer.status, answer.text).toBe(403);
  });

  it("sca.bulkChallenge false -> no challenge", async () => {
    bank = await openBank({ sca: { bulkChallenge: false } });
    expectBody(await postBulk(), 201, PaymentCreated);
  });
});
