import { describe, expect, it } from "vitest";
import { type CheckInput, runChecks } from "../../src/report/checks.js";
import type { Seen } from "../../src/report/seen.js";

let seq = 0;
/** A TPP's request as the report reads it; `at` in ms. */
const req = (over: Partial<Seen>): Seen => {
  seq += 1;
  return {
    seq,
    at: seq * 1000,
    method: "GET",
    path: "/v1/payments/sepa-credit-transfers/p1/status",
    query: "",
    status: 200,
    requestId: `r${seq}`,
    tpp: "T",
    codes: [],
    resources: ["p1"],
    operationId: "getPaymentStatus",
    ...over,
  };
};
const create = (over: Partial<Seen> = {}) =>
  req({
    method: "POST",
    path: "/v1/payments/sepa-credit-transfers",
    status: 201,
    digest: "d1",
    resources: ["p1", "a1"],
    operationId: "createSepaPayment",
    ...over,
  });
const page = (over: Partial<Seen> = {}) =>
  req({ path: "/sca/a1", tpp: undefined, operationId: undefined, resources: ["a1"], ...over });

const verdict = (input: CheckInput, id: string) => runChecks(input).find((c) => c.id === id);

describe("the checks of what a TPP did next", () => {
  it.each<[string, string, () => CheckInput, string]>([
    ["checks.retry-same-request-id", "no fault", () => ({ mine: [create()], psu: [] }), "not-met"],
    [
      "checks.retry-same-request-id",
      "a 503, retried with the same id",
      () => {
        const a = create({ status: 503, requestId: "same" });
        return { mine: [a, create({ requestId: "same" })], psu: [] };
      },
      "handled",
    ],
    [
      "checks.retry-same-request-id",
      "a 503, retried with a fresh id",
      () => ({ mine: [create({ status: 503 }), create()], psu: [] }),
      "mishandled",
    ],
    [
      "checks.retry-same-request-id",
      "a delayed answer, retried with a fresh id",
      () => ({ mine: [create({ fault: "latency" }), create()], psu: [] }),
      "mishandled",
    ],
    [
      "checks.retry-same-request-id",
      "a 503, then another body with a fresh id (not a retry)",
      () => ({ mine: [create({ status: 503 }), create({ digest: "d2" })], psu: [] }),
      "handled",
    ],
    [
      "checks.retry-after",
      "a 429 with Retry-After 5, back after 1 s",
      () => ({ mine: [req({ status: 429, retryAfter: 5 }), req({})], psu: [] }),
      "mishandled",
    ],
    [
      "checks.retry-after",
      "a 429 with Retry-After 1, back after 1 s",
      () => ({ mine: [req({ status: 429, retryAfter: 1 }), req({})], psu: [] }),
      "handled",
    ],
    [
      "checks.sca-redirect",
      "scaRedirect opened",
      () => {
        const c = create({ scaRedirect: "/sca/a1" });
        return { mine: [c], psu: [page()] };
      },
      "handled",
    ],
    [
      "checks.sca-redirect",
      "scaRedirect never opened",
      () => ({ mine: [create({ scaRedirect: "/sca/a1" })], psu: [] }),
      "mishandled",
    ],
    [
      "checks.status-after-sca",
      "decided, then read",
      () => {
        const c = create();
        const d = page({ method: "POST", status: 303 });
        return { mine: [c, req({})], psu: [d] };
      },
      "handled",
    ],
    [
      "checks.status-after-sca",
      "decided, never read",
      () => {
        const c = create();
        return { mine: [c], psu: [page({ method: "POST", status: 303 })] };
      },
      "mishandled",
    ],
    [
      "checks.polling",
      "eleven reads within a second",
      () => {
        const start = seq;
        return { mine: Array.from({ length: 11 }, (_, i) => req({ at: start * 1000 + i * 10 })), psu: [] };
      },
      "mishandled",
    ],
    [
      "checks.polling",
      "reads a second apart",
      () => ({ mine: Array.from({ length: 11 }, () => req({})), psu: [] }),
      "handled",
    ],
    [
      "checks.certificate-not-repeated",
      "an expired certificate sent twice",
      () => ({
        mine: [
          req({ status: 401, codes: ["CERTIFICATE_EXPIRED"], certificate: "C" }),
          req({ status: 401, codes: ["CERTIFICATE_EXPIRED"], certificate: "C" }),
        ],
        psu: [],
      }),
      "mishandled",
    ],
    [
      "checks.certificate-not-repeated",
      "an expired certificate, then a new one",
      () => ({
        mine: [
          req({ status: 401, codes: ["CERTIFICATE_EXPIRED"], certificate: "C" }),
          req({ certificate: "D" }),
        ],
        psu: [],
      }),
      "handled",
    ],
    [
      "checks.signed-date",
      "a stale Date refused",
      () => ({ mine: [req({ status: 401, dateRefused: true })], psu: [] }),
      "mishandled",
    ],
    ["checks.signed-date", "every Date accepted", () => ({ mine: [req({})], psu: [] }), "handled"],
  ])("%s, %s: %s", (id, _, input, expected) => {
    expect(verdict(input(), id)?.verdict).toBe(expected);
  });

  it("names both X-Request-IDs of a retry with a fresh id", () => {
    const failed = create({ status: 503, requestId: "first" });
    const retry = create({ requestId: "second" });
    const check = verdict({ mine: [failed, retry], psu: [] }, "checks.retry-same-request-id");
    expect(check?.evidence.map((e) => e.xRequestId)).toEqual(["first", "second"]);
    expect(check?.evidence[1]?.note).toContain("fresh X-Request-ID second");
  });
});
