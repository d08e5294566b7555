import { describe, it } from "vitest";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { listen } from "../../src/server.js";
import { createTppClient } from "../../src/signing/client.js";
import { expectBody, expectError, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";

/**
 * A header table's check over a real socket, where it reads which headers were sent from Node's parsed
 * request: the same answers as in process (test/http/edges.test.ts, test/http/headers.test.ts).
 */
describe("a header table's check when the sandbox listens", () => {
  async function served(headers: Record<string, string>) {
    const bank = await openBank();
    const server = await listen(bank.sandbox.app, 0, "127.0.0.1");
    try {
      const { certificate, privateKey } = loadFixtureTpp("tpp");
      const tpp = createTppClient({ baseUrl: server.url, certificate, privateKey });
      const response = await tpp.request("POST", SEPA_PATH, { body: sepaPayment(), headers });
      const text = await response.text();
      return { status: response.status, headers: response.headers, text, body: JSON.parse(text) as unknown };
    } finally {
      await server.close();
    }
  }

  it("takes a creation whose header names are sent in any case", async () => {
    const sent = Object.fromEntries(
      Object.entries(psuHeaders(PSU.private)).map(([name, value]) => [name.toLowerCase(), value]),
    );
    expectBody(await served(sent), 201, PaymentCreated);
  });

  it("answers a required header left out with 400 HTTP_HEADER_REQUIRED at that header", async () => {
    const { "PSU-IP-Address": _left, ...rest } = psuHeaders(PSU.private);
    expectError(await served(rest), 400, "HTTP_HEADER_REQUIRED", "PSU-IP-Address");
  });

  it("answers a header of the wrong format, sent in upper case, with 400 FORMAT_ERROR at that header", async () => {
    const answer = await served({ ...psuHeaders(PSU.private), "PSU-DEVICE-ID": "device-1" });
    expectError(answer, 400, "FORMAT_ERROR", "PSU-Device-ID");
  });
});
