import { describe, expect, it } from "vitest";
import { badEscape } from "../../src/http/percent-encoding.js";
import { present } from "../../src/request-log/entry.js";
import { type Answer, expectError, openBank } from "../helpers/calls.js";
import { SEPA_PATH } from "../helpers/payments.js";

describe("badEscape", () => {
  it.each([
    ["/v1/payments/sepa-credit-transfers/abc", undefined],
    ["/v1/payments/x%20y?name=a%2Fb&q=%C3%A5+b", undefined],
    ["/sca/%E2%82%AC?x=", undefined],
    ["/v1/payments/sepa-credit-transfers/%E0%A4%A", { part: "path", piece: "%E0%A4%A" }],
    ["/v1/%zz/x", { part: "path", piece: "%zz" }],
    ["/a/%", { part: "path", piece: "%" }],
    ["/a/%C3", { part: "path", piece: "%C3" }],
    ["/a?ok=1&bad=%E0%A4%A", { part: "query", piece: "bad=%E0%A4%A", parameter: "bad" }],
    ["/a?%ff=1", { part: "query", piece: "%ff=1" }],
  ])("%s -> %j", (target, expected) => {
    expect(badEscape(target)).toEqual(expected);
  });
});

async function unsigned(bank: Awaited<ReturnType<typeof openBank>>, path: string): Promise<Answer> {
  const response = await bank.sandbox.app.request(`http://sandbox.test${path}`, {
    headers: { "X-Request-ID": "9d1c0c3e-8a55-4a43-9d0e-1f6c8f2b7a10" },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = text;
  }
  return { status: response.status, headers: response.headers, text, body };
}

describe("a malformed percent-encoding", () => {
  it.each([
    [`${SEPA_PATH}/%E0%A4%A`, undefined],
    [`${SEPA_PATH}?x=%E0%A4%A`, "x"],
    ["/__admin/payments/%E0%A4%A", undefined],
    ["/__admin/requests?path=%zz", "path"],
    ["/__admin/ui/payments/%E0%A4%A", undefined],
    ["/sca/%E0%A4%A", undefined],
    ["/docs?q=%C3", "q"],
  ])("GET %s answers 400 FORMAT_ERROR naming the piece, with X-Request-ID", async (path, parameter) => {
    const bank = await openBank();
    const answer = await unsigned(bank, path);
    const body =
      parameter === undefined
        ? expectError(answer, 400, "FORMAT_ERROR")
        : expectError(answer, 400, "FORMAT_ERROR", parameter);
    expect(body.message).toMatch(/is not valid percent-encoding/);
    expect(answer.headers.get("X-Request-ID")).toBe("9d1c0c3e-8a55-4a43-9d0e-1f6c8f2b7a10");
  });

  it("GET /v1/... signed answers 400 before the signature is looked at", async () => {
    const bank = await openBank();
    const answer = await bank.call("GET", `${SEPA_PATH}/%E0%A4%A`);
    expect(expectError(answer, 400, "FORMAT_ERROR").message).toContain('"%E0%A4%A"');
  });

  it("leaves the request journal readable: GET /__admin/requests and the journal page answer 200", async () => {
    const bank = await openBank();
    await bank.sandbox.app.request(`http://sandbox.test${SEPA_PATH}/%E0%A4%A`);
    await bank.sandbox.app.request(`http://sandbox.test/__admin/payments/%E0%A4%A?x=%zz`);
    const list = await bank.sandbox.app.request("http://sandbox.test/__admin/requests");
    const text = await list.text();
    expect(list.status, text).toBe(200);
    const paths = (JSON.parse(text) as { requests: { path: string; status: number }[] }).requests;
    expect(paths).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ path: `${SEPA_PATH}/%E0%A4%A`, status: 400 }),
        expect.objectContaining({ path: "/__admin/payments/%E0%A4%A", status: 400 }),
      ]),
    );
    const page = await bank.sandbox.app.request("http://sandbox.test/__admin/ui/requests");
    expect(page.status, await page.text()).toBe(200);
    const one = await bank.sandbox.app.request(
      `http://sandbox.test/__admin/ui/requests?path=${encodeURIComponent("/v1")}`,
    );
    expect(one.status).toBe(200);
  });

  it("a journal entry whose path does not decode is shown as sent", async () => {
    const entry = present({
      seq: 1,
      at: Date.now(),
      method: "GET",
      path: `${SEPA_PATH}/%E0%A4%A`,
      query: "",
      requestId: "r",
      headers: [],
      status: 400,
      durationMs: 1,
      // The ids its operation's path names (`logs`), as the frame records them: as sent.
      pathIds: ["%E0%A4%A"],
    });
    expect(entry.resources).toEqual(["%E0%A4%A"]);
  });
});
