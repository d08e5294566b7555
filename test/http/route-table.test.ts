import { describe, expect, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { newBank } from "../helpers/bank.js";
import { expectBody, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

/**
 * Every sandbox over the one interface list is served by one route table (src/app.ts): what each
 * brings of its own (its context, CORS of its config, its signature check, its X-Request-ID memory)
 * must stay its own, whichever sandbox was built first or answered last.
 */
const APP = "http://localhost:3000";
const preflight = {
  method: "OPTIONS",
  headers: {
    Origin: APP,
    "Access-Control-Request-Method": "POST",
    "Access-Control-Request-Headers": "digest",
  },
};

describe("sandboxes sharing the route table", () => {
  it("each answers a preflight by its own cors.origins, in either order of building", async () => {
    const open = await newBank({ cors: { origins: [APP] } });
    const closed = await newBank();
    const openAgain = await newBank({ cors: { origins: [APP] } });
    for (const [bank, allowed] of [
      [closed, null],
      [open, APP],
      [openAgain, APP],
      [closed, null],
    ] as const) {
      const answer = await bank.raw(SEPA_PATH, preflight);
      expect(answer.headers.get("access-control-allow-origin")).toBe(allowed);
    }
  });

  it("each checks signatures by its own config", async () => {
    const checking = await newBank();
    const trusting = await newBank({ signature: "off" });
    const unsigned = {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        "X-Request-ID": crypto.randomUUID(),
        ...psuHeaders(PSU.private),
      },
      body: JSON.stringify(sepaPayment()),
    };
    const refused = await checking.raw(SEPA_PATH, unsigned);
    expect({ status: refused.status, text: await refused.text() }).toMatchObject({
      status: 400,
      text: expect.stringContaining("Digest is required"),
    });
    const taken = await trusting.raw(SEPA_PATH, { ...unsigned, headers: { ...unsigned.headers } });
    expect(taken.status).toBe(201);
  });

  it("each remembers its own X-Request-IDs: the same id makes a payment in each", async () => {
    const [first, second] = [await openBank(), await openBank()];
    const requestId = crypto.randomUUID();
    const create = (bank: typeof first) =>
      bank.call("POST", SEPA_PATH, {
        body: sepaPayment(),
        headers: psuHeaders(PSU.private, { "X-Request-ID": requestId }),
      });
    const made = expectBody(await create(first), 201, PaymentCreated);
    const other = expectBody(await create(second), 201, PaymentCreated);
    expect(other.paymentId).not.toBe(made.paymentId);
    expect(second.sandbox.ctx.store.get("payments", made.paymentId)).toBeUndefined();
    // and each still replays its own
    expect(expectBody(await create(first), 201, PaymentCreated).paymentId).toBe(made.paymentId);
  });

  it("each runs in its own context: a payment lands in the store of the sandbox asked", async () => {
    const [first, second] = [await openBank(), await openBank()];
    const made = expectBody(
      await second.call("POST", SEPA_PATH, { body: sepaPayment(), headers: psuHeaders(PSU.private) }),
      201,
      PaymentCreated,
    );
    expect(second.sandbox.ctx.store.get("payments", made.paymentId)).toBeDefined();
    expect(first.sandbox.ctx.store.get("payments", made.paymentId)).toBeUndefined();
  });
});
