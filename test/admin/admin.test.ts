import { describe, expect, it } from "vitest";
import { ErrorBody } from "../../src/http/schemas.js";
import { expectAnswer, newBank } from "../helpers/bank.js";

describe("/__admin", () => {
  it("GET /__admin/health answers UP with the sandbox clock", async () => {
    const bank = await newBank();
    const body = await expectAnswer(await bank.raw("/__admin/health"), 200);
    expect(body).toMatchObject({ status: "UP", customers: 6 });
  });

  it("POST /__admin/reset brings the default data back", async () => {
    const bank = await newBank();
    bank.sandbox.ctx.store.remove("customers", "d9465e66-51c4-46ad-957c-3b54df48fc7e");
    const response = await bank.raw("/__admin/reset", { method: "POST" });
    expect(response.status).toBe(204);
    expect(bank.sandbox.ctx.store.values("customers")).toHaveLength(6);
  });

  it("with adminToken set, a call without the token answers 401 and changes nothing", async () => {
    const bank = await newBank({ adminToken: "s3cret" });
    bank.sandbox.ctx.store.remove("customers", "d9465e66-51c4-46ad-957c-3b54df48fc7e");
    const denied = await expectAnswer(await bank.raw("/__admin/reset", { method: "POST" }), 401, ErrorBody);
    expect(denied.tppMessages[0]?.path).toBe("Authorization");
    expect(bank.sandbox.ctx.store.values("customers")).toHaveLength(5);
    const allowed = await bank.raw("/__admin/reset", {
      method: "POST",
      headers: { Authorization: "Bearer s3cret" },
    });
    expect(allowed.status).toBe(204);
  });
});
