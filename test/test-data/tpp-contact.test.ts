import { beforeEach, describe, expect, it } from "vitest";
import { ContactResponse } from "../../src/test-data/tpp/schema.js";
import { expectAnswer, expectError, NOW, type SandboxApi, sandboxApi } from "../helpers/sandbox-api.js";

let api: SandboxApi;
beforeEach(async () => {
  api = await sandboxApi();
});
const PATH = "/v1/sandbox/tpp/contact";
const TPP_ID = "PSDNO-FSA-999999991";

describe("POST and GET /v1/sandbox/tpp/contact", () => {
  it("returns 404 RESOURCE_UNKNOWN before the TPP registers an e-mail", async () => {
    expectError(await api.call("GET", PATH), 404, "RESOURCE_UNKNOWN");
  });

  it("registers (201), replaces (200) and reads back the calling TPP's e-mail", async () => {
    const first = await api.call("POST", PATH, { body: { email: "psd2@tpp.example" } });
    expect(expectAnswer(first, 201, ContactResponse)).toMatchObject({
      tppId: TPP_ID,
      email: "psd2@tpp.example",
      updatedAt: expect.stringMatching(new RegExp(`^${NOW.slice(0, 16)}`)),
    });
    expect(first.headers.get("Location")).toBe(`http://sandbox.test${PATH}`);
    const second = await api.call("POST", PATH, { body: { email: "drift@tpp.example" } });
    expectAnswer(second, 200, ContactResponse);
    const read = expectAnswer(await api.call("GET", PATH), 200, ContactResponse);
    expect(read).toMatchObject({ tppId: TPP_ID, email: "drift@tpp.example" });
  });

  it("keeps each TPP's e-mail to itself (identified by its certificate)", async () => {
    await api.call("POST", PATH, { body: { email: "psd2@tpp.example" } });
    expectError(await api.call("GET", PATH, { tpp: "tpp2" }), 404, "RESOURCE_UNKNOWN");
    await api.call("POST", PATH, { body: { email: "second@tpp2.example" }, tpp: "tpp2" });
    const mine = expectAnswer(await api.call("GET", PATH), 200, ContactResponse);
    expect(mine.email).toBe("psd2@tpp.example");
  });

  it.each([
    ["no @", { email: "psd2.tpp.example" }],
    ["no domain dot", { email: "psd2@localhost" }],
    ["a space", { email: "psd 2@tpp.example" }],
    [
      "255 characters",
      { email: `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(54)}.example` },
    ],
    ["a number", { email: 42 }],
    ["nothing", {}],
  ])("returns 400 FORMAT_ERROR at email for %s", async (_, body) => {
    expectError(await api.call("POST", PATH, { body }), 400, "FORMAT_ERROR", "email");
  });

  it("returns 400 FORMAT_ERROR for an unknown field", async () => {
    const answer = await api.call("POST", PATH, {
      body: { email: "psd2@tpp.example", phone: "+47 22 00 00 00" },
    });
    expectError(answer, 400, "FORMAT_ERROR", "phone");
  });
});
