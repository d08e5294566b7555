import { describe, expect, it } from "vitest";
import { foreignSiteText } from "../../src/admin/origin.js";
import { ownOrigins } from "../../src/http/hosts.js";
import { foreignSite, type RequestSite } from "../../src/http/site.js";

interface Sent extends Omit<RequestSite, "own"> {
  /** The Host header the request came with. */
  host: string;
  publicUrl?: string;
  allowedHosts?: string[];
}

const at = (over: Partial<Sent>): RequestSite => {
  const { host, publicUrl, allowedHosts, ...request }: Sent = {
    method: "POST",
    origin: undefined,
    fetchSite: undefined,
    host: "127.0.0.1:8080",
    ...over,
  };
  return {
    ...request,
    own: ownOrigins(host, { host: "127.0.0.1", publicUrl, allowedHosts: allowedHosts ?? [] }),
  };
};

describe("foreignSite: whose page sent a control call", () => {
  it.each<[string, Partial<Sent>, string | undefined]>([
    ["no Origin (curl, the CLI, the programmatic API)", {}, undefined],
    ["its own origin", { origin: "http://127.0.0.1:8080" }, undefined],
    ["its own origin over https (a TLS proxy in front)", { origin: "https://127.0.0.1:8080" }, undefined],
    [
      "its own origin in other letters",
      { host: "LocalHost:8080", origin: "http://localhost:8080" },
      undefined,
    ],
    [
      "the default port left out by the browser",
      { host: "sandbox.local:80", origin: "http://sandbox.local", allowedHosts: ["sandbox.local"] },
      undefined,
    ],
    [
      "a mapped port, as the browser reached it",
      { host: "localhost:18080", origin: "http://localhost:18080" },
      undefined,
    ],
    [
      "publicUrl's origin",
      { publicUrl: "https://bank.example/sandbox", origin: "https://bank.example" },
      undefined,
    ],
    ["Sec-Fetch-Site same-origin", { fetchSite: "same-origin", origin: "http://127.0.0.1:8080" }, undefined],
    ["Sec-Fetch-Site none (typed by the user)", { fetchSite: "none" }, undefined],
    [
      "Origin null, but the browser says same-origin",
      { fetchSite: "same-origin", origin: "null" },
      undefined,
    ],
    ["a GET from anywhere (it changes nothing)", { method: "GET", origin: "http://evil.example" }, undefined],
    ["a HEAD from anywhere", { method: "HEAD", fetchSite: "cross-site" }, undefined],
    ["an OPTIONS from anywhere", { method: "OPTIONS", origin: "http://evil.example" }, undefined],
    ["another port of the same host", { origin: "http://127.0.0.1:3000" }, "Origin"],
    ["localhost for 127.0.0.1", { origin: "http://localhost:8080" }, "Origin"],
    ["another site", { origin: "https://evil.example" }, "Origin"],
    ["Origin null", { origin: "null" }, "Origin"],
    ["an Origin that is no URL", { origin: "not a url" }, "Origin"],
    ["Sec-Fetch-Site cross-site without Origin", { fetchSite: "cross-site" }, "Sec-Fetch-Site"],
    [
      "Sec-Fetch-Site same-site (another port)",
      { fetchSite: "Same-Site", origin: "http://127.0.0.1:8080" },
      "Sec-Fetch-Site",
    ],
    ["a DELETE from another site", { method: "delete", origin: "http://evil.example" }, "Origin"],
    ["a PUT from another site", { method: "PUT", origin: "http://evil.example" }, "Origin"],
    [
      "a rebound name: Host and Origin agree, but the name is not the sandbox's",
      { host: "evil.test:8080", origin: "http://evil.test:8080" },
      "Origin",
    ],
    [
      "a name of allowedHosts, as the browser reached it",
      { host: "bank:8080", origin: "http://bank:8080", allowedHosts: ["bank"] },
      undefined,
    ],
    [
      "a name under a domain of allowedHosts",
      {
        host: "sandbox.team.example",
        origin: "http://sandbox.team.example",
        allowedHosts: [".team.example"],
      },
      undefined,
    ],
    [
      "a name that merely ends like a domain of allowedHosts",
      { host: "evilteam.example", origin: "http://evilteam.example", allowedHosts: [".team.example"] },
      "Origin",
    ],
  ])("%s → %s", (_name, request, refusedFor) => {
    expect(foreignSite(at(request))?.header).toBe(refusedFor);
  });

  it("names the origin sent and the sandbox's own in its message", () => {
    const request = at({ origin: "http://localhost:3000" });
    const foreign = foreignSite(request);
    expect(foreign && foreignSiteText(foreign, request.own)).toMatch(
      /localhost:3000.*http:\/\/127\.0\.0\.1:8080/,
    );
  });
});
