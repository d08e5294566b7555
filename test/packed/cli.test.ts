import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it, onTestFinished } from "vitest";
import { described } from "../../src/http/operation.js";
import { buildDocument } from "../../src/openapi/document.js";
import { operations } from "../../src/operations.js";
import type { Sandbox } from "../../src/create-sandbox.js";
import { createTppClient } from "../../src/signing/client.js";
import { capture } from "../contract/capture.js";
import { contractChecker, type Pair } from "../contract/checker.js";
import type { Answer, Bank, CallOptions } from "../helpers/calls.js";
import { NOW } from "../helpers/calls.js";
import { PSU, psuHeaders, SEPA_PATH, sepaPayment } from "../helpers/payments.js";
import { loadFixtureTpp } from "../helpers/tpp.js";
import { journey } from "../openapi/journey.js";
import { listening, runNpx, type Served, serveNpx, within } from "./npx.js";

/**
 * The packed tarball as a user runs it: `npx --package <tgz> psd2-sandbox …` from a folder outside
 * this checkout. The sandbox it serves meets every operation of the OpenAPI document (the scripted
 * run of test/openapi, its pairs held to the document) and each kind of refusal; each CLI verb runs
 * through npx too.
 */
const tarball = inject("tarball");
const work = mkdtempSync(join(tmpdir(), "psd2-packed-work-"));
const cli = (...args: string[]) => runNpx(tarball, work, args);

let served: Served;
beforeAll(async () => {
  served = await serveNpx(tarball, work, join(work, "sandbox.url"), ["--memory"]);
});
// SIGTERM, not SIGKILL: npm passes it to its shell, which ends, and the sandbox follows its parent.
// A SIGKILL would leave npm's shell behind, still the sandbox's parent.
afterAll(() => {
  if (served.child.exitCode === null) served.child.kill("SIGTERM");
});

const tpp = () => createTppClient({ baseUrl: served.url, ...loadFixtureTpp("tpp") });

async function read(response: Response): Promise<{ status: number; code?: string; text: string }> {
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { code?: string }).code;
  } catch {
    // Not an Error body.
  }
  return { status: response.status, ...(code === undefined ? {} : { code }), text };
}

describe("the sandbox npx serves refuses each kind of bad request as the sources do", () => {
  const create = { body: sepaPayment(), headers: psuHeaders(PSU.private) };

  it.each([
    [
      "a signature of another body (Digest mismatch)",
      async () => {
        const client = tpp();
        const body = Buffer.from(JSON.stringify(sepaPayment()));
        const headers = client.signHeaders(
          "POST",
          SEPA_PATH,
          { ...psuHeaders(PSU.private), "Content-Type": "application/json" },
          body,
        );
        return fetch(`${served.url}${SEPA_PATH}`, {
          method: "POST",
          headers,
          body: JSON.stringify(sepaPayment({ creditorName: "Someone Else" })),
        });
      },
      401,
      "SIGNATURE_INVALID",
    ],
    [
      "a signed request without its Signature header",
      () => {
        const headers = tpp().signHeaders("GET", "/v1/sandbox/customers", {});
        const { Signature: _, ...unsigned } = headers;
        return fetch(`${served.url}/v1/sandbox/customers`, { headers: unsigned });
      },
      401,
      "SIGNATURE_MISSING",
    ],
    [
      "a required header missing (PSU-IP-Address)",
      () => {
        const { "PSU-IP-Address": _, ...headers } = psuHeaders(PSU.private) as Record<string, string>;
        return tpp().request("POST", SEPA_PATH, { body: sepaPayment(), headers });
      },
      400,
      "HTTP_HEADER_REQUIRED",
    ],
    [
      "a body that is not JSON",
      () =>
        tpp().request("POST", SEPA_PATH, {
          body: "{not json",
          headers: { ...psuHeaders(PSU.private), "Content-Type": "application/json" },
        }),
      400,
      "FORMAT_ERROR",
    ],
    [
      "a body field too long (creditorName)",
      () =>
        tpp().request("POST", SEPA_PATH, { ...create, body: sepaPayment({ creditorName: "x".repeat(71) }) }),
      400,
      "FORMAT_ERROR",
    ],
    [
      "a payment that does not exist",
      () => tpp().request("GET", `${SEPA_PATH}/no-such-payment/status`),
      404,
      "RESOURCE_UNKNOWN",
    ],
    [
      "a path segment with a broken percent-encoding (%ZZ)",
      () => tpp().request("GET", `${SEPA_PATH}/%ZZ/status`),
      400,
      "FORMAT_ERROR",
    ],
    [
      "a product the bank does not offer",
      () => tpp().request("POST", "/v1/payments/cross-border-credit-transfers", create),
      404,
      "PRODUCT_UNKNOWN",
    ],
  ])("%s", async (_name, send, status, code) => {
    const answer = await read(await send());
    expect({ status: answer.status, code: answer.code }, answer.text).toEqual({ status, code });
  });
});

describe("the CLI verbs through npx", () => {
  it("--version and help", async () => {
    const version = await cli("--version");
    expect(version.stdout.trim()).toBe(JSON.parse(readFileSync("package.json", "utf8")).version);
    const help = await cli("help", "stop");
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("psd2-sandbox stop [--url URL | --ready-file PATH]");
  });

  it("openapi prints the document without a server", async () => {
    const ran = await cli("openapi");
    expect(ran.code).toBe(0);
    const document = JSON.parse(ran.stdout) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\.1/);
    expect(Object.keys(document.paths)).toContain("/__admin/shutdown");
  });

  it("certs makes a TPP whose signed request the sandbox takes (request --cert --key)", async () => {
    const out = join(work, "my-tpp");
    const made = await cli("certs", "--out", out, "--name", "Packed TPP AS");
    expect(made.code, made.stderr).toBe(0);
    const files = ["tpp.pem", "tpp.key.pem"].map((f) => join(out, f));
    expect(files.every((f) => existsSync(f))).toBe(true);
    const ran = await cli(
      "request",
      "GET",
      "/v1/sandbox/customers",
      "--url",
      served.url,
      "--cert",
      files[0] ?? "",
      "--key",
      files[1] ?? "",
    );
    expect({ code: ran.code, stderr: ran.stderr }).toEqual({ code: 0, stderr: "HTTP 200\n" });
  });

  it("request: the %ZZ path is 400 FORMAT_ERROR (exit 1)", async () => {
    const ran = await cli("request", "GET", `${SEPA_PATH}/%ZZ/status`, "--url", served.url);
    expect(ran.stderr).toBe("HTTP 400\n");
    expect((JSON.parse(ran.stdout) as { code: string }).code).toBe("FORMAT_ERROR");
    expect(ran.code).toBe(1);
  });

  it("request creates a payment, approve decides its SCA, batch books it, clock reads and moves", async () => {
    const headers = Object.entries(psuHeaders(PSU.private)).flatMap(([k, v]) => ["--header", `${k}: ${v}`]);
    const created = await cli(
      "request",
      "POST",
      SEPA_PATH,
      "--url",
      served.url,
      "--data",
      JSON.stringify(sepaPayment({ instructedAmount: { currency: "EUR", amount: "9.99" } })),
      ...headers,
    );
    expect(created.stderr).toBe("HTTP 201\n");
    const payment = JSON.parse(created.stdout) as {
      paymentId: string;
      _links: { scaRedirect: { href: string } };
    };
    const approved = await cli(
      "approve",
      payment._links.scaRedirect.href,
      "--customer",
      PSU.private.customerNumber,
    );
    expect(approved.code, approved.stderr).toBe(0);
    expect(approved.stdout.trim()).toMatch(/^https:\/\/tpp\.example\/callback/);
    const batch = await cli("batch", "--url", served.url);
    expect(batch.code, batch.stderr).toBe(0);
    expect(JSON.parse(batch.stdout)).toHaveProperty("runId");
    const moved = await cli("clock", "--url", served.url, "--advance", "PT1H");
    expect(moved.code, moved.stderr).toBe(0);
    const status = await tpp().request("GET", `${SEPA_PATH}/${payment.paymentId}/status`);
    expect(((await status.json()) as { transactionStatus: string }).transactionStatus).toBe("ACSC");
  });
});

describe("every operation through the sandbox npx serves", () => {
  it("the scripted run meets every operation, each answer as the document says; its last call stops the sandbox", async () => {
    const pairs: Promise<Pair>[] = [];
    const send = async (request: Request) => {
      const response = await fetch(request.clone());
      pairs.push(capture(request, response.clone()));
      return response;
    };
    const base = served.url;
    // The scripted run's sandbox clock, as test/helpers/calls.ts sets it in process.
    await fetch(`${base}/__admin/clock`, {
      method: "PUT",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ now: NOW.toISOString() }),
    });
    const caller = (name: "tpp" | "tpp2" | "expired") => {
      const client = createTppClient({
        baseUrl: base,
        ...loadFixtureTpp(name),
        fetch: (url, init) => send(new Request(url, init)),
      });
      return async (method: string, path: string, options: CallOptions = {}): Promise<Answer> => {
        const response = await client.request(method, path, options);
        const text = await response.text();
        let body: unknown;
        try {
          body = text === "" ? undefined : JSON.parse(text);
        } catch {
          body = text;
        }
        return { status: response.status, headers: response.headers, text, body };
      };
    };
    // In process the run calls the app; here each call goes to the packed CLI's port.
    const app = {
      request: (url: string, init?: RequestInit) =>
        send(new Request(url.replace("http://sandbox.test", base), init)),
    };
    const bank = {
      sandbox: { app, ctx: { shutdown: {} } } as unknown as Sandbox,
      call: caller("tpp"),
      as: caller,
    } satisfies Bank;
    await journey(bank);
    const checker = await contractChecker(buildDocument("http://sandbox.test", await described(operations)));
    const recorded = await Promise.all(pairs);
    expect(recorded.flatMap((pair) => checker.check(pair))).toEqual([]);
    const met = new Set(recorded.map((pair) => checker.operationOf(pair)));
    expect(operations.map((op) => op.operationId).filter((id) => !met.has(id))).toEqual([]);
    // POST /__admin/shutdown came last: npx ends with the sandbox, which removed its ready file.
    expect(await served.exited).toBe(0);
    expect(existsSync(join(work, "sandbox.url"))).toBe(false);
    expect(await listening(base)).toBe(false);
  });
});

describe("the sandbox goes when whoever started it does", () => {
  it("SIGTERM to the npx process: the sandbox stops within 5 s and removes its ready file", async () => {
    const ready = join(work, "killed.url");
    const started = await serveNpx(tarball, work, ready, ["--memory"]);
    onTestFinished(() => {
      if (started.child.exitCode === null) started.child.kill("SIGTERM");
    });
    expect(await listening(started.url)).toBe(true);
    started.child.kill("SIGTERM");
    expect(await within(5_000, async () => !existsSync(ready) && !(await listening(started.url)))).toBe(true);
  });

  it("Ctrl-C (SIGINT to npx's process group, as a terminal sends it): the sandbox stops and removes its ready file", async () => {
    const ready = join(work, "interrupted.url");
    const started = await serveNpx(tarball, work, ready, ["--memory"], true);
    onTestFinished(() => {
      try {
        process.kill(-(started.child.pid ?? 0), "SIGKILL");
      } catch {
        // The group has gone, as it should.
      }
    });
    expect(await listening(started.url)).toBe(true);
    process.kill(-(started.child.pid ?? 0), "SIGINT");
    expect(await within(5_000, async () => !existsSync(ready) && !(await listening(started.url)))).toBe(true);
  });

  it("stop --ready-file ends a sandbox on a data file; store check then finds it sound", async () => {
    const ready = join(work, "data.url");
    const data = join(work, "bank.json");
    const started = await serveNpx(tarball, work, ready, ["--data", data]);
    const stopped = await cli("stop", "--ready-file", ready);
    expect({ code: stopped.code, stderr: stopped.stderr }).toEqual({
      code: 0,
      stderr: `psd2-sandbox: stopped the sandbox at ${started.url}\n`,
    });
    expect(await started.exited).toBe(0);
    const check = await cli("store", "check", "--data", data);
    expect(check.code, check.stdout + check.stderr).toBe(0);
  });
});
