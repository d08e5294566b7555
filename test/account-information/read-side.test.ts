import { describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config/load.js";
import { createSandbox } from "../../src/create-sandbox.js";
import { interfaces } from "../../src/interfaces.js";
import { admin } from "../helpers/approve.js";
import { BASE, type TestBank } from "../helpers/bank.js";
import { type Bank, type Caller, expectError, expectStatus, NOW } from "../helpers/calls.js";
import { createTppClient } from "../../src/signing/client.js";
import { loadFixtureTpp, type FixtureTppName } from "../helpers/tpp.js";
import {
  consentBody,
  createConsent,
  PRIVATE_BRUKSKONTO_ID,
  PRIVATE_SPAREKONTO_ID,
  validConsent,
} from "./helpers.js";
import { readProbe } from "./read-probe.js";

/** The test bank with the probe interface in the list, on the tests' fixed clock. */
async function probeBank(): Promise<Bank> {
  const sandbox = await createSandbox(
    loadConfig({
      file: false,
      flags: { memory: true, logLevel: "silent", tenancy: "shared", allowedHosts: ["sandbox.test"] },
    }),
    undefined,
    { interfaces: [...interfaces, readProbe] },
  );
  sandbox.ctx.clock.set(NOW);
  const as =
    (name: FixtureTppName): Caller =>
    async (method, path, options = {}) => {
      const { certificate, privateKey } = loadFixtureTpp(name);
      const client = createTppClient({
        baseUrl: BASE,
        certificate,
        privateKey,
        fetch: (url, init) => sandbox.app.request(url, init),
      });
      const response = await client.request(method, path, options);
      const text = await response.text();
      return {
        status: response.status,
        headers: response.headers,
        text,
        body: text ? JSON.parse(text) : undefined,
      };
    };
  return { sandbox: sandbox as TestBank["sandbox"], call: as("tpp"), as };
}

const probe = (
  bank: Bank,
  consentId: string | undefined,
  account: string,
  query: Record<string, string>,
  psu = false,
) =>
  bank.call("GET", `/v1/probe-reads/${account}`, {
    query,
    headers: {
      ...(consentId === undefined ? {} : { "Consent-ID": consentId }),
      ...(psu ? { "PSU-IP-Address": "192.0.2.10" } : {}),
    },
  });

describe("admitRead: the consent checks of an account read, in order", () => {
  it("answers each refusal with its status, code and path", async () => {
    const bank = await probeBank();
    const valid = await validConsent(bank);
    const received = (await createConsent(bank)).consentId;
    const details = { read: "details" };
    expectError(
      await probe(bank, undefined, PRIVATE_BRUKSKONTO_ID, details),
      400,
      "HTTP_HEADER_REQUIRED",
      "Consent-ID",
    );
    expectError(
      await probe(bank, "nope", PRIVATE_BRUKSKONTO_ID, details),
      403,
      "CONSENT_UNKNOWN",
      "Consent-ID",
    );
    expectError(
      await probe(bank, received, PRIVATE_BRUKSKONTO_ID, details),
      401,
      "CONSENT_INVALID",
      "Consent-ID",
    );
    expectError(await probe(bank, valid, "not-in-it", details), 401, "CONSENT_INVALID", "account-id");
    expectError(
      await probe(bank, valid, PRIVATE_SPAREKONTO_ID, { read: "balances" }),
      401,
      "CONSENT_INVALID",
      "account-id",
    );
    expectError(
      await probe(bank, valid, PRIVATE_SPAREKONTO_ID, { read: "details", withBalance: "true" }),
      401,
      "CONSENT_INVALID",
      "withBalance",
    );
    const other = await bank.as("tpp2")("GET", `/v1/probe-reads/${PRIVATE_BRUKSKONTO_ID}`, {
      query: details,
      headers: { "Consent-ID": valid },
    });
    expectError(other, 403, "CONSENT_UNKNOWN", "Consent-ID");
    const ok = await probe(bank, valid, PRIVATE_BRUKSKONTO_ID, { read: "transactions" }, true);
    expectStatus(ok, 200);
    expect(ok.body).toEqual({ consentId: valid });
  });

  it("allows frequencyPerDay reads without the PSU a bank day, the next one 429, reads with the PSU always", async () => {
    const bank = await probeBank();
    const consent = await validConsent(bank, consentBody({ frequencyPerDay: 4 }));
    const read = (psu: boolean) => probe(bank, consent, PRIVATE_BRUKSKONTO_ID, { read: "balances" }, psu);
    // A read refused after the consent checks (a report's period) is not counted.
    const refused = await probe(bank, consent, PRIVATE_BRUKSKONTO_ID, { read: "balances", refuse: "period" });
    expectError(refused, 400, "PERIOD_INVALID", "dateFrom");
    for (let i = 0; i < 4; i++) expectStatus(await read(false), 200);
    expectError(await read(false), 429, "ACCESS_EXCEEDED", "PSU-IP-Address");
    expectStatus(await read(true), 200);
    expect(bank.sandbox.ctx.store.get("consents", consent)?.reads).toEqual({ day: "2026-03-02", count: 4 });
    // The bank's next day (Europe/Oslo) starts the count again.
    expectStatus(await admin(bank, "PUT", "/clock", { now: "2026-03-02T23:00:00Z" }), 200);
    expectStatus(await read(false), 200);
    const got = await bank.call("GET", `/v1/consents/${consent}`, { headers: { "x-accept-fix": "" } });
    expect(got.body).toMatchObject({ lastActionDate: "2026-03-03" });
  });

  it("answers CONSENT_EXPIRED once the bank date passes validUntil, and after a newer recurring consent", async () => {
    const bank = await probeBank();
    const short = await validConsent(bank, consentBody({ validUntil: "2026-03-05" }));
    expectStatus(await admin(bank, "PUT", "/clock", { advance: "P4D" }), 200);
    expectError(
      await probe(bank, short, PRIVATE_BRUKSKONTO_ID, { read: "details" }),
      401,
      "CONSENT_EXPIRED",
      "Consent-ID",
    );
    const former = await validConsent(bank);
    await validConsent(bank);
    expectError(
      await probe(bank, former, PRIVATE_BRUKSKONTO_ID, { read: "details" }),
      401,
      "CONSENT_EXPIRED",
      "Consent-ID",
    );
  });

  it("lets a list-only consent read the list and nothing else", async () => {
    const bank = await probeBank();
    const listOnly = await validConsent(
      bank,
      consentBody({
        access: { availableAccounts: "allAccounts" },
        recurringIndicator: false,
        frequencyPerDay: 1,
      }),
    );
    expectStatus(await probe(bank, listOnly, "-", { read: "list" }, true), 200);
    expectError(
      await probe(bank, listOnly, "-", { read: "list", withBalance: "true" }, true),
      401,
      "CONSENT_INVALID",
      "withBalance",
    );
    expectError(
      await probe(bank, listOnly, PRIVATE_BRUKSKONTO_ID, { read: "details" }, true),
      401,
      "CONSENT_INVALID",
      "account-id",
    );
  });
});
