import { describe, expect, it } from "vitest";
import { type Bank, openBank } from "../helpers/calls.js";
import { postForm } from "../helpers/dashboard.js";
import { consentBody, consentStatus, createConsent, decideConsent } from "../account-information/helpers.js";

async function get(bank: Bank, path: string) {
  const response = await bank.sandbox.app.request(`http://sandbox.test${path}`);
  return { status: response.status, text: await response.text() };
}

describe("dashboard: consents", () => {
  it("lists consents, shows one with its access and accounts, and revokes it as the PSU", async () => {
    const bank = await openBank();
    const created = await createConsent(bank, consentBody());
    await decideConsent(bank, created, "approve");
    const rejected = await createConsent(bank);
    await decideConsent(bank, rejected, "reject");
    const { consentId } = created;

    const list = await get(bank, "/__admin/ui/consents");
    expect(list.status).toBe(200);
    expect(list.text).toContain(`/__admin/ui/consents/${consentId}`);
    expect(list.text).toContain(`/__admin/ui/consents/${rejected.consentId}`);
    const valid = await get(bank, "/__admin/ui/consents?status=valid");
    expect(valid.text).toContain(consentId);
    expect(valid.text).not.toContain(rejected.consentId);

    const shown = await get(bank, `/__admin/ui/consents/${consentId}`);
    expect(shown.status).toBe(200);
    expect(shown.text).toContain("Reads a day without you");
    expect(shown.text).toMatch(/\/__admin\/ui\/accounts\/[^"?]+\?bank=/);
    expect(shown.text).toContain("Revoke as the PSU");
    expect(shown.text).not.toMatch(/<script/i);

    const revoked = await postForm(bank, `/__admin/ui/consents/${consentId}/revoke`);
    expect(revoked.status, revoked.text).toBe(200);
    expect(revoked.text).toContain("revokedByPsu");
    expect(await consentStatus(bank, consentId)).toEqual({ consentStatus: "revokedByPsu" });
    const again = await postForm(bank, `/__admin/ui/consents/${consentId}/revoke`);
    expect(again.status).toBe(409);
    expect(again.text).not.toContain("Revoke as the PSU");
  });

  it("answers 404 with a page for a consent no bank holds", async () => {
    const bank = await openBank();
    expect((await get(bank, "/__admin/ui/consents/nope")).status).toBe(404);
    expect((await postForm(bank, "/__admin/ui/consents/nope/revoke")).status).toBe(404);
  });
});
