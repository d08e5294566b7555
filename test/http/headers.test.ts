import { describe, expect, it } from "vitest";
import { type HeaderTable, headerViolations, parseAcceptFix } from "../../src/http/headers.js";

const table: HeaderTable = {
  "TPP-Redirect-URI": "R",
  "PSU-ID": { required: true, unless: "X-PSU-IDENTITY" },
  "PSU-IP-Address": "R",
  "PSU-Context": "O",
};
const valid: Record<string, string> = {
  "tpp-redirect-uri": "https://tpp.example/cb",
  "psu-id": "d9465e66-51c4-46ad-957c-3b54df48fc7e",
  "psu-ip-address": "192.0.2.10",
};

function check(overrides: Record<string, string | undefined>) {
  const headers: Record<string, string | undefined> = { ...valid, ...overrides };
  return headerViolations(table, (name) => headers[name.toLowerCase()]);
}

describe("headerViolations", () => {
  it("accepts a complete, well-formed set", () => expect(check({})).toEqual([]));

  it.each([
    [{ "tpp-redirect-uri": undefined }, "HTTP_HEADER_REQUIRED", "TPP-Redirect-URI"],
    [{ "psu-ip-address": undefined }, "HTTP_HEADER_REQUIRED", "PSU-IP-Address"],
    [{ "psu-id": undefined }, "HTTP_HEADER_REQUIRED", "PSU-ID"],
    [{ "psu-id": "12345" }, "FORMAT_ERROR", "PSU-ID"],
    [{ "psu-context": "BUSINESS" }, "FORMAT_ERROR", "PSU-Context"],
    [{ "tpp-redirect-uri": "tpp.example/cb" }, "FORMAT_ERROR", "TPP-Redirect-URI"],
    [{ "tpp-redirect-uri": "ftp://tpp.example/cb" }, "FORMAT_ERROR", "TPP-Redirect-URI"],
    [{ "psu-http-method": "HEAD" }, "FORMAT_ERROR", "PSU-HTTP-Method"],
    [{ "psu-ip-address": "999.1.1.1" }, "FORMAT_ERROR", "PSU-IP-Address"],
    [{ "psu-device-id": "device-1" }, "FORMAT_ERROR", "PSU-Device-ID"],
    [{ "x-accept-fix": "longer-name,no-such-fix" }, "FORMAT_ERROR", "x-accept-fix"],
    [{ "tpp-redirect-preferred": "yes" }, "FORMAT_ERROR", "TPP-Redirect-Preferred"],
  ])("%j -> %s at %s", (overrides, code, path) => {
    const violations = check(overrides);
    expect(violations).toHaveLength(1);
    expect(violations[0]).toMatchObject({ code, path });
  });

  it("says how to send x-accept-fix when it is missing", () => {
    const violations = headerViolations({ "x-accept-fix": "R" }, () => undefined);
    expect(violations[0]?.text).toContain("or an empty value for none");
  });

  it("lets X-PSU-IDENTITY stand in for PSU-ID", () => {
    expect(check({ "psu-id": undefined, "x-psu-identity": "13039319955" })).toEqual([]);
  });

  it("reports every problem at once", () => {
    expect(check({ "tpp-redirect-uri": undefined, "psu-context": "X", "psu-id": "nope" })).toHaveLength(3);
  });

  it("accepts several known fixes and an empty value", () => {
    expect(check({ "x-accept-fix": "longer-name, cash-account-type-iso" })).toEqual([]);
    expect(check({ "x-accept-fix": "" })).toEqual([]);
    expect(parseAcceptFix(" longer-name ,cash-account-type-iso,")).toEqual([
      "longer-name",
      "cash-account-type-iso",
    ]);
  });
});
