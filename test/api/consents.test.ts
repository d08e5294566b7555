import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from "vitest";
import {
  type ConsentCreated,
  type ConsentCreatedExplicit,
  defaultCustomers,
  type RunningSandbox,
  ScaRefusedError,
  startSandbox,
} from "../../src/index.js";
import { ConsentCreated as ConsentCreatedSchema } from "../../src/account-information/schema/consents.js";

/** bank.tpp()'s consent methods and bank.approve/reject on a consent, against a real sandbox. */
let bank: RunningSandbox;
beforeAll(async () => {
  bank = await startSandbox({ logLevel: "silent" });
  await bank.setClock("2026-03-02T10:00:00Z");
});
afterAll(() => bank?.close());

const { private: nora, lowBalance: thea } = defaultCustomers;
const iban = nora.accounts.brukskonto.iban;
const consent = (validUntil = "2026-06-30") => ({
  access: { accounts: [{ iban }], balances: [{ iban }], transactions: [{ iban }] },
  recurringIndicator: true,
  validUntil,
  frequencyPerDay: 4,
  combinedServiceIndicator: false,
});

describe("bank.tpp()'s consents", () => {
  it("createConsent, bank.approve(consent, customer), then getConsentStatus, getConsent and deleteConsent", async () => {
    const tpp = bank.tpp();
    const created: ConsentCreated = await tpp.createConsent(consent());
    expect(ConsentCreatedSchema.safeParse(created).success).toBe(true);
    expect(created.consentStatus).toBe("received");
    expect(await bank.approve(created, nora)).toMatch(/^https:\/\/tpp\.example\/callback/);
    expect(await tpp.getConsentStatus(created)).toEqual({ consentStatus: "valid" });
    const read = await tpp.getConsent(created.consentId);
    expect(read).toMatchObject({ consentStatus: "valid", validUntil: "2026-06-30", frequencyPerDay: 4 });
    expect(read.access).toEqual(consent().access);
    const [authorisationId] = (await tpp.listConsentAuthorisations(created)).authorisationIds;
    expect(await tpp.getConsentAuthorisation(created, authorisationId ?? "")).toMatchObject({
      scaStatus: "finalised",
    });
    await tpp.deleteConsent(created);
    expect(await tpp.getConsentStatus(created)).toEqual({ consentStatus: "terminatedByTpp" });
  });

  it("bank.revokeConsent: the PSU withdraws a valid consent", async () => {
    const tpp = bank.tpp();
    const created = await tpp.createConsent(consent());
    await bank.approve(created, nora);
    expect(await bank.revokeConsent(created)).toEqual({
      consentId: created.consentId,
      consentStatus: "revokedByPsu",
    });
    expect(await tpp.getConsentStatus(created.consentId)).toEqual({ consentStatus: "revokedByPsu" });
  });

  it("bank.reject(consent, customer): the PSU rejects it, and another customer may not decide it", async () => {
    const tpp = bank.tpp();
    const created = await tpp.createConsent(consent());
    await expect(bank.approve(created, thea)).rejects.toBeInstanceOf(ScaRefusedError);
    expect(await bank.reject(created, nora)).toMatch(/^https:\/\/tpp\.example\/callback/);
    expect(await tpp.getConsentStatus(created)).toEqual({ consentStatus: "rejected" });
  });

  it("TPP-Explicit-Authorisation-Preferred: true is typed as the explicit answer; startConsentAuthorisation links the SCA page", async () => {
    const tpp = bank.tpp();
    const created = await tpp.createConsent(consent(), { "TPP-Explicit-Authorisation-Preferred": "true" });
    expectTypeOf(created).toEqualTypeOf<ConsentCreatedExplicit>();
    expect(created._links.startAuthorisation.href).toContain(created.consentId);
    const started = await tpp.startConsentAuthorisation(created);
    await bank.approve(started, nora);
    expect(await tpp.getConsentStatus(created)).toEqual({ consentStatus: "valid" });
  });
});
