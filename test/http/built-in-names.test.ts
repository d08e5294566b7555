/**
 * Names a request chooses are never looked up among an object's built-in properties: `constructor`,
 * `__proto__` and the rest are unknown names like any other, answered 4xx with the Error object (or the
 * SCA page's 404 page), never a 500.
 */
import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/errors.js";
import { type Bank, openBank } from "../helpers/calls.js";
import { newBank } from "../helpers/bank.js";
import { SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { createTppClient } from "../../src/signing/client.js";

const BUILT_IN = [
  "constructor",
  "__proto__",
  "toString",
  "valueOf",
  "hasOwnProperty",
  "isPrototypeOf",
  "__defineGetter__",
  "propertyIsEnumerable",
];

async function errorOf(response: Response) {
  const text = await response.text();
  return { status: response.status, body: ErrorBody.parse(JSON.parse(text)) };
}

describe.each(BUILT_IN)("the name %s", (name) => {
  it("GET /docs/assets/<name> answers 404 NOT_FOUND", async () => {
    const { sandbox } = await newBank();
    const answer = await errorOf(await sandbox.app.request(`http://localhost/docs/assets/${name}`));
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe("NOT_FOUND");
  });

  it("as the charset of an encoded Signature (RFC 2047) answers 401 SIGNATURE_INVALID at Signature", async () => {
    const bank: Bank = await openBank();
    const { certificate, privateKey } = loadFixtureTpp("tpp");
    const client = createTppClient({ baseUrl: "http://sandbox.test", certificate, privateKey });
    const body = Buffer.from(JSON.stringify(sepaPayment()));
    const headers = client.signHeaders("POST", SEPA_PATH, { "Content-Type": "application/json" }, body);
    headers.Signature = `=?${name}?B?${Buffer.from(headers.Signature ?? "").toString("base64")}?=`;
    const response = await bank.sandbox.app.request(`http://sandbox.test${SEPA_PATH}`, {
      method: "POST",
      headers,
      body,
    });
    const answer = await errorOf(response);
    expect(answer.status, JSON.stringify(answer.body)).toBe(401);
    expect(answer.body.tppMessages[0]).toMatchObject({ code: "SIGNATURE_INVALID", path: "Signature" });
    expect(answer.body.message).toContain(`charset "${name}" is not supported`);
  });

  it.each([
    [`/sca/${name}`, 404],
    [`/__admin/payments/${name}`, 404],
    [`/__admin/requests/${name}`, 404],
    [`/__admin/ui/payments/${name}`, 404],
    [`/__admin/ui/authorisations/${name}`, 404],
  ])("GET %s answers %i", async (path, status) => {
    const { sandbox } = await newBank();
    const response = await sandbox.app.request(`http://localhost${path}`);
    expect(response.status, await response.text()).toBe(status);
  });
});
