import { describe, expect, it } from "vitest";
import { ErrorBody } from "../src/http/schemas.js";
import { expectAnswer, newBank } from "./helpers/bank.js";

/** X-Request-ID must be a UUID on /v1 (Berlin Group); a fresh one per call. */
const R = "6a0c1f3e-8b2d-4c5e-9f70-1a2b3c4d5e03";

describe("the app's shared behaviour", () => {
  it("echoes X-Request-ID on success and on errors", async () => {
    const bank = await newBank();
    const ok = await bank.tpp().request("GET", "/v1/sandbox/customers", {
      headers: { "X-Request-ID": "6a0c1f3e-8b2d-4c5e-9f70-1a2b3c4d5e01" },
    });
    expect(ok.headers.get("X-Request-ID")).toBe("6a0c1f3e-8b2d-4c5e-9f70-1a2b3c4d5e01");
    const missing = await bank
      .tpp()
      .request("GET", "/v1/sandbox/customers/00000000-0000-4000-8000-000000000000", {
        headers: { "X-Request-ID": "6a0c1f3e-8b2d-4c5e-9f70-1a2b3c4d5e02" },
      });
    expect(missing.headers.get("X-Request-ID")).toBe("6a0c1f3e-8b2d-4c5e-9f70-1a2b3c4d5e02");
    const body = await expectAnswer(missing, 404, ErrorBody);
    expect(body).toMatchObject({
      id: "6a0c1f3e-8b2d-4c5e-9f70-1a2b3c4d5e02",
      code: "RESOURCE_UNKNOWN",
      system: "psd2-sandbox",
    });
  });

  it("GET /v1/nothing-here answers 404 NOT_FOUND in the error body", async () => {
    const bank = await newBank();
    const body = await expectAnswer(await bank.tpp().request("GET", "/v1/nothing-here"), 404, ErrorBody);
    expect(body.code).toBe("NOT_FOUND");
    expect(body.tppMessages[0]?.text).toContain("GET /v1/nothing-here");
  });

  it("GET /somewhere outside /v1 answers 404 in the same body", async () => {
    const bank = await newBank();
    const body = await expectAnswer(await bank.raw("/somewhere"), 404, ErrorBody);
    expect(body.code).toBe("NOT_FOUND");
  });

  it("a /v1 call without X-Request-ID answers 400 HTTP_HEADER_REQUIRED", async () => {
    const bank = await newBank();
    const body = await expectAnswer(await bank.raw("/v1/sandbox/customers"), 400, ErrorBody);
    expect(body.tppMessages[0]).toMatchObject({ code: "HTTP_HEADER_REQUIRED", path: "X-Request-ID" });
  });

  it("an unsigned /v1 call answers 401", async () => {
    const bank = await newBank();
    const body = await expectAnswer(
      await bank.raw("/v1/sandbox/customers", { headers: { "X-Request-ID": R } }),
      401,
      ErrorBody,
    );
    expect(["CERTIFICATE_MISSING", "SIGNATURE_MISSING"]).toContain(body.code);
  });

  it("a body over the limit answers 413 PAYLOAD_TOO_LARGE, not a 500", async () => {
    const bank = await newBank();
    const response = await bank.tpp().request("POST", "/v1/sandbox/initialize", {
      body: JSON.stringify({ pad: "x".repeat(6 * 1024 * 1024) }),
    });
    const body = await expectAnswer(response, 413, ErrorBody);
    expect(body.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("a chunked body (no Content-Length) over the limit answers 413 too", async () => {
    const bank = await newBank();
    const chunk = new Uint8Array(1024 * 1024).fill(32);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 7) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const response = await bank.raw("/v1/sandbox/initialize", {
      method: "POST",
      headers: { "X-Request-ID": R },
      body: stream,
      duplex: "half",
    } as RequestInit);
    const body = await expectAnswer(response, 413, ErrorBody);
    expect(body.code).toBe("PAYLOAD_TOO_LARGE");
  });

  it("signature mode off accepts an unsigned call", async () => {
    const bank = await newBank({ signature: "off" });
    const response = await bank.raw("/v1/sandbox/customers", { headers: { "X-Request-ID": R } });
    expect(response.status).toBe(200);
  });
});
