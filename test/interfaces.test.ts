import { describe, expect, it } from "vitest";
import { loadConfig } from "../src/config/load.js";
import { createSandbox } from "../src/create-sandbox.js";
import { interfaces } from "../src/interfaces.js";
import { createTppClient } from "../src/signing/client.js";
import { xPasses } from "./fixtures/interface-x/interface.js";
import { BASE, expectAnswer } from "./helpers/bank.js";
import { loadFixtureTpp } from "./helpers/tpp.js";

/**
 * An interface is a module: the fixture interface (test/fixtures/interface-x/: one operation, one
 * collection, one SCA subject, one batch step, its examples), added to the one list, is served,
 * documented, logged, kept in the caller's bank, run by the batch and counted, with no other file
 * knowing it.
 */
describe("a fixture interface mounted through the one list", async () => {
  const sandbox = await createSandbox(
    loadConfig({
      file: false,
      flags: { memory: true, logLevel: "silent", tenancy: "per-tpp", allowedHosts: ["sandbox.test"] },
    }),
    undefined,
    { interfaces: [...interfaces, xPasses] },
  );
  const { certificate, privateKey } = loadFixtureTpp("tpp");
  const tpp = createTppClient({
    baseUrl: BASE,
    certificate,
    privateKey,
    fetch: (url, init) => sandbox.app.request(url, init),
  });
  const get = (path: string) => sandbox.app.request(`${BASE}${path}`);
  const { customers } = await expectAnswer<never>(
    await tpp.request("GET", "/v1/sandbox/customers"),
    200,
  ).then((body: unknown) => body as { customers: { customerId: string }[] });
  const customerId = customers[0]?.customerId ?? expect.fail("the seed has customers");
  const created = (await expectAnswer(
    await tpp.request("POST", "/v1/x-passes", { body: { customerId } }),
    201,
  )) as {
    passId: string;
    authorisationId: string;
    _links: { scaRedirect: { href: string } };
  };

  it("serves its operation: POST /v1/x-passes, signed, answers 201 with the SCA page's link", () => {
    expect(created._links.scaRedirect.href).toBe(`${BASE}/sca/${created.authorisationId}`);
  });

  it("keeps its record in the calling TPP's bank (tenancy per-tpp), not the sandbox's own", async () => {
    const [bank] = sandbox.ctx.tenancy.tppBanks();
    const read = (store: typeof sandbox.ctx.store) => store.get("xPasses" as never, created.passId);
    expect(bank && read(bank.store)).toMatchObject({ passId: created.passId, customerId });
    expect(read(sandbox.ctx.store)).toBeUndefined();
  });

  it("is in the OpenAPI document, signed, under its own tag", async () => {
    const document = (await expectAnswer(await get("/openapi.json"), 200)) as {
      paths: Record<string, Record<string, { operationId: string; tags: string[]; security: unknown[] }>>;
      tags: { name: string }[];
    };
    expect(document.paths["/v1/x-passes"]?.post).toMatchObject({
      operationId: "createXPass",
      tags: ["X passes"],
      security: [{ tppSignature: [] }],
    });
    expect(document.tags.map((tag) => tag.name)).toContain("X passes");
  });

  it("is in the request log, with the ids it names", async () => {
    const { requests } = (await expectAnswer(await get("/__admin/requests?path=/v1/x-passes"), 200)) as {
      requests: { method: string; path: string; status: number; resources: string[] }[];
    };
    expect(requests).toEqual([
      expect.objectContaining({
        method: "POST",
        path: "/v1/x-passes",
        status: 201,
        resources: [created.authorisationId],
      }),
    ]);
  });

  it("has its SCA subject: the SCA page says what the PSU approves", async () => {
    const page = await get(`/sca/${created.authorisationId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("sent you here to approve an X pass");
  });

  it("shows its declared example in the OpenAPI document", async () => {
    const document = (await expectAnswer(await get("/openapi.json"), 200)) as {
      components: { examples: Record<string, { value: unknown }> };
    };
    expect(document.components.examples.createXPass_request?.value).toEqual({ customerId: "C-1" });
  });

  it("runs its batch step in every batch run, over the bank that keeps its record", async () => {
    const run = await sandbox.app.request(`${BASE}/__admin/batch-runs`, { method: "POST" });
    expect(run.status).toBe(200);
    const [bank] = sandbox.ctx.tenancy.tppBanks();
    expect(bank?.store.get("xPasses" as never, created.passId)).toMatchObject({ batchRuns: 1 });
  });

  it("is counted on the dashboard", async () => {
    const page = await get("/__admin/");
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("<dt>X passes</dt><dd>1</dd>");
  });
});
