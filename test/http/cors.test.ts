import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../src/config/load.js";
import { PaymentCreated } from "../../src/payments/schema/responses.js";
import { newBank } from "../helpers/bank.js";
import { expectBody, openBank } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";

/** cors.origins: browser-based TPP apps may call /v1 from the origins listed; nothing else changes. */
const APP = "http://localhost:3000";

/** One path of each /v1 route family a browser app calls. */
const routes = [
  SEPA_PATH,
  "/v1/periodic-payments/norwegian-domestic-credit-transfers",
  "/v1/bulk-payments/norwegian-domestic-credit-transfers",
  `${SEPA_PATH}/abc/status`,
  `${SEPA_PATH}/abc/authorisations`,
  `${SEPA_PATH}/abc/cancellation-authorisations/def`,
  "/v1/payments/instant-norwegian-domestic-credit-transfers-straks/fee-information",
  "/v1/signing-baskets",
  "/v1/signing-baskets/abc/authorisations",
  "/v1/sandbox/customers",
  "/v1/sandbox/accounts/abc/transactions",
];

const interfaceHeaders = [
  "x-request-id",
  "digest",
  "signature",
  "tpp-signature-certificate",
  "psu-id",
  "psu-corporate-id",
  "psu-ip-address",
  "tpp-session-id",
  "tpp-redirect-uri",
  "tpp-nok-redirect-uri",
  "x-accept-fix",
  "content-type",
];

const preflight = (origin: string) => ({
  method: "OPTIONS",
  headers: {
    Origin: origin,
    "Access-Control-Request-Method": "POST",
    "Access-Control-Request-Headers": interfaceHeaders.join(","),
  },
});

describe("CORS", () => {
  it("is off by default: a preflight gets no Access-Control-Allow-Origin", async () => {
    const bank = await newBank();
    const answer = await bank.raw(SEPA_PATH, preflight(APP));
    expect(answer.headers.get("access-control-allow-origin")).toBeNull();
  });

  it.each(routes)(
    "with cors.origins, OPTIONS %s answers 204 allowing the interface's headers",
    async (path) => {
      const bank = await newBank({ cors: { origins: [APP] } });
      const answer = await bank.raw(path, preflight(APP));
      expect(answer.status).toBe(204);
      expect(answer.headers.get("access-control-allow-origin")).toBe(APP);
      expect(answer.headers.get("access-control-allow-methods")).toBe("GET,POST,PUT,DELETE");
      const allowed = (answer.headers.get("access-control-allow-headers") ?? "").toLowerCase().split(",");
      for (const header of interfaceHeaders) expect(allowed).toContain(header);
    },
  );

  it("a signed creation from an allowed origin exposes Location, X-Request-ID and ASPSP-SCA-Approach", async () => {
    const bank = await openBank({ cors: { origins: [APP, "https://tpp.example"] } });
    const answer = await bank.call("POST", SEPA_PATH, {
      body: sepaPayment(),
      headers: psuHeaders(PSU.private, { Origin: APP }),
    });
    expectBody(answer, 201, PaymentCreated);
    expect(answer.headers.get("access-control-allow-origin")).toBe(APP);
    const exposed = answer.headers.get("access-control-expose-headers")?.split(",");
    expect(exposed).toEqual(expect.arrayContaining(["Location", "X-Request-ID", "ASPSP-SCA-Approach"]));
  });

  it("a retry with the same X-Request-ID replays the first answer with this call's CORS headers: Vary once", async () => {
    const bank = await openBank({ cors: { origins: [APP, "https://tpp.example"] } });
    const call = () =>
      bank.call("POST", SEPA_PATH, {
        body: sepaPayment(),
        headers: psuHeaders(PSU.private, { Origin: APP, "X-Request-ID": requestId }),
      });
    const requestId = crypto.randomUUID();
    const first = await call();
    const replayed = await call();
    expect(replayed.headers.get("x-sandbox-replayed")).toBe("true");
    expect(replayed.headers.get("location")).toBe(first.headers.get("location"));
    expect(replayed.headers.get("vary")).toBe(first.headers.get("vary"));
    expect(replayed.headers.get("access-control-allow-origin")).toBe(APP);
  });

  it("an error answer carries the CORS headers too, so the app can read the Error body", async () => {
    const bank = await newBank({ cors: { origins: [APP] } });
    const answer = await bank.raw("/v1/sandbox/customers", { headers: { Origin: APP } });
    expect(answer.status).toBe(400);
    expect(answer.headers.get("access-control-allow-origin")).toBe(APP);
  });

  it('an origin not listed gets no Access-Control-Allow-Origin; "*" allows any', async () => {
    const listed = await newBank({ cors: { origins: [APP] } });
    const other = await listed.raw(SEPA_PATH, preflight("https://evil.example"));
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const any = await newBank({ cors: { origins: ["*"] } });
    expect(
      (await any.raw(SEPA_PATH, preflight("https://any.example"))).headers.get("access-control-allow-origin"),
    ).toBe("*");
  });

  it("the SCA page and /__admin are left alone", async () => {
    const bank = await newBank({ cors: { origins: [APP] } });
    const admin = await bank.raw("/__admin/health", { headers: { Origin: APP } });
    expect(admin.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("an origin with a path is a config error that says what to write", () => {
    expect(() =>
      loadConfig({ file: false, flags: { cors: { origins: ["http://localhost:3000/app"] } } }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ file: false, flags: { cors: { origins: ["localhost:3000"] } } })).toThrow(
      /cors\.origins\.0: an origin such as "http:\/\/localhost:3000"/,
    );
  });
});
